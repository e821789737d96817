#pragma once

#include <QObject>
#include <QPointer>
#include <QRect>
#include <QTranslator>
#include <qqmlintegration.h>

class QQmlEngine;
class QJSEngine;

namespace tabletop::ui {

// User settings that outlive the app (QSettings), and the live language switch.
class AppSettings : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
    Q_PROPERTY(int cardSize READ cardSize WRITE setCardSize NOTIFY cardSizeChanged)
    Q_PROPERTY(bool animations READ animations WRITE setAnimations NOTIFY animationsChanged)
    Q_PROPERTY(QRect windowGeometry READ windowGeometry WRITE setWindowGeometry NOTIFY windowGeometryChanged)
    Q_PROPERTY(QStringList lastSeatNames READ lastSeatNames WRITE setLastSeatNames NOTIFY lastSeatNamesChanged)
    Q_PROPERTY(QStringList languages READ languages CONSTANT)
    // True when the app chose Qt Quick's software renderer (main.cpp's --renderer): the controls
    // of qml/components/controls/ then skip Material's shadows, which are shader effects.
    Q_PROPERTY(bool softwareRendering READ softwareRendering CONSTANT)
    // How the window is drawn from the next start: "auto" (software where the machine has no
    // graphics device), "gpu" or "software". --renderer and TABLETOP_RENDERER come first.
    Q_PROPERTY(QString renderer READ renderer WRITE setRenderer NOTIFY rendererChanged)
    // Hot-seat: show the seed on the table during play. Off by default: anyone who sees the seed
    // can recompute every hand and the deck order (tabletop-cli play <game> --seed N).
    // Hot-seat: seconds a seat sees the result of its move before the curtain (0: at once).
    Q_PROPERTY(int moveReviewSeconds READ moveReviewSeconds WRITE setMoveReviewSeconds NOTIFY moveReviewSecondsChanged)
    Q_PROPERTY(bool showSeedDuringPlay READ showSeedDuringPlay WRITE setShowSeedDuringPlay NOTIFY
                   showSeedDuringPlayChanged)
public:
    static bool softwareRendering();
    // The renderer to start with: the command line's --renderer, else TABLETOP_RENDERER, else
    // the saved setting, else "auto"; "auto" is "software" without a graphics device. Returns
    // "software" or "gpu"; a value that is none of auto, gpu and software is skipped with a
    // sentence for `warning`.
    static QString chooseRenderer(const QString& argument, const QString& environment, const QString& saved,
                                  bool hasGraphicsDevice, QString* warning = nullptr);
    // The saved setting, read before the application object exists (main.cpp).
    static QString savedRenderer();
    // Qt 6.4 builds the QML singleton with this default constructor (it prefers it to
    // create()), so QML and C++ (instance()) hold two objects; settings that C++ reads while
    // QML writes them (showSeedDuringPlay) are kept in step across all instances.
    explicit AppSettings(QObject* parent = nullptr);
    ~AppSettings() override;
    static AppSettings* create(QQmlEngine* qml, QJSEngine* js);
    static AppSettings* instance();

    QString language() const { return m_language; }
    void setLanguage(const QString& language);
    int cardSize() const { return m_cardSize; }
    void setCardSize(int size);
    bool animations() const { return m_animations; }
    void setAnimations(bool on);
    QRect windowGeometry() const { return m_geometry; }
    void setWindowGeometry(const QRect& r);
    QStringList lastSeatNames() const { return m_lastSeatNames; }
    void setLastSeatNames(const QStringList& names);
    bool showSeedDuringPlay() const { return m_showSeedDuringPlay; }
    int moveReviewSeconds() const { return m_moveReviewSeconds; }
    void setMoveReviewSeconds(int seconds);
    void setShowSeedDuringPlay(bool on);
    QStringList languages() const { return {QStringLiteral("en"), QStringLiteral("ja")}; }
    QString renderer() const { return m_renderer; }
    void setRenderer(const QString& renderer);

    // Installs the translator for the current language; called at start-up and on change.
    void applyLanguage();
    void setEngine(QQmlEngine* engine);

signals:
    void languageChanged();
    void cardSizeChanged();
    void animationsChanged();
    void windowGeometryChanged();
    void lastSeatNamesChanged();
    void showSeedDuringPlayChanged();
    void moveReviewSecondsChanged();
    void rendererChanged();

private:
    QString m_language;
    int m_cardSize = 100;
    bool m_animations = true;
    QRect m_geometry;
    QStringList m_lastSeatNames;
    bool m_showSeedDuringPlay = false;
    int m_moveReviewSeconds = 3;
    QString m_renderer = QStringLiteral("auto");
    QTranslator m_translator;
    QPointer<QQmlEngine> m_engine; // an engine that is gone is not retranslated
};

} // namespace tabletop::ui
