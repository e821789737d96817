#pragma once

#include <QObject>
#include <string>

namespace tabletop::cli {

// Reads stdin line by line on a helper thread and hands each line to the Qt event loop, so
// the LAN commands can read JSON lines while their sockets keep running.
class StdinLines : public QObject {
    Q_OBJECT
public:
    explicit StdinLines(QObject* parent = nullptr);
    void start();

signals:
    void line(const QString& text, int number);
    void finished();
};

} // namespace tabletop::cli
