#include "StdinLines.h"

#include <QCoreApplication>
#include <QMetaObject>
#include <QPointer>
#include <iostream>
#include <thread>

namespace tabletop::cli {

StdinLines::StdinLines(QObject* parent) : QObject(parent) {}

void StdinLines::start()
{
    QPointer<StdinLines> self(this);
    // Detached: a thread blocked in a read cannot be joined; the process exit ends it.
    std::thread([self] {
        std::string text;
        int number = 0;
        while (std::getline(std::cin, text)) {
            ++number;
            const QString q = QString::fromStdString(text);
            QMetaObject::invokeMethod(
                qApp, [self, q, number] { if (self) emit self->line(q, number); }, Qt::QueuedConnection);
        }
        QMetaObject::invokeMethod(
            qApp, [self] { if (self) emit self->finished(); }, Qt::QueuedConnection);
    }).detach();
}

} // namespace tabletop::cli
