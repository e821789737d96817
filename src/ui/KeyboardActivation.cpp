#include "KeyboardActivation.h"

#include <QCoreApplication>
#include <QKeyEvent>

namespace tabletop::ui {

void KeyboardActivation::install(QObject* application)
{
    auto* filter = new KeyboardActivation;
    filter->setParent(application);
    application->installEventFilter(filter);
}

bool KeyboardActivation::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() != QEvent::KeyPress && event->type() != QEvent::KeyRelease)
        return false;
    auto* key = static_cast<QKeyEvent*>(event);
    if ((key->key() != Qt::Key_Return && key->key() != Qt::Key_Enter) || key->modifiers() & ~Qt::KeypadModifier)
        return false;
    // Only controls built on AbstractButton (buttons, switches, check boxes, menu items);
    // everything else (cards, text fields) keeps its own Return handling.
    if (!watched->inherits("QQuickAbstractButton"))
        return false;
    QKeyEvent space(key->type(), Qt::Key_Space, Qt::NoModifier, QStringLiteral(" "), key->isAutoRepeat());
    QCoreApplication::sendEvent(watched, &space);
    return true;
}

} // namespace tabletop::ui
