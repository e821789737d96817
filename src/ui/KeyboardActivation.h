#pragma once

#include <QObject>

namespace tabletop::ui {

// Qt Quick Controls 6.4 press a focused button with Space only; people expect Enter too.
// Installed on the application, this turns Return/Enter on a focused button, switch, check
// box or menu item into Space.
class KeyboardActivation : public QObject {
    Q_OBJECT
public:
    static void install(QObject* application);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
};

} // namespace tabletop::ui
