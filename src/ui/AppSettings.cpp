#include "AppSettings.h"

#include <algorithm>

#include <QCoreApplication>
#include <QLocale>
#include <QQmlEngine>
#include <QQuickWindow>
#include <QSettings>

namespace tabletop::ui {

namespace {
AppSettings* g_instance = nullptr;
QList<AppSettings*> g_all; // every instance: see the constructor's comment in the header
}

AppSettings::AppSettings(QObject* parent) : QObject(parent)
{
    QSettings s;
    const QString system = QLocale::system().name().startsWith(QLatin1String("ja")) ? QStringLiteral("ja")
                                                                                    : QStringLiteral("en");
    m_language = s.value(QStringLiteral("language"), system).toString();
    if (!languages().contains(m_language))
        m_language = QStringLiteral("en");
    m_cardSize = qBound(60, s.value(QStringLiteral("cardSize"), 100).toInt(), 200);
    m_animations = s.value(QStringLiteral("animations"), true).toBool();
    m_geometry = s.value(QStringLiteral("windowGeometry")).toRect();
    m_lastSeatNames = s.value(QStringLiteral("lastSeatNames")).toStringList();
    m_showSeedDuringPlay = s.value(QStringLiteral("showSeedDuringPlay"), false).toBool();
    m_moveReviewSeconds = std::clamp(s.value(QStringLiteral("moveReviewSeconds"), 3).toInt(), 0, 30);
    m_renderer = s.value(QStringLiteral("renderer"), QStringLiteral("auto")).toString();
    if (m_renderer != QLatin1String("gpu") && m_renderer != QLatin1String("software"))
        m_renderer = QStringLiteral("auto");
    if (!g_instance)
        g_instance = this;
    g_all.append(this);
}

AppSettings::~AppSettings()
{
    g_all.removeAll(this);
    if (g_instance == this)
        g_instance = nullptr;
}

AppSettings* AppSettings::instance()
{
    if (!g_instance)
        g_instance = new AppSettings(QCoreApplication::instance());
    return g_instance;
}

AppSettings* AppSettings::create(QQmlEngine* qml, QJSEngine*)
{
    AppSettings* s = instance();
    QQmlEngine::setObjectOwnership(s, QQmlEngine::CppOwnership);
    s->setEngine(qml);
    return s;
}

void AppSettings::setLanguage(const QString& language)
{
    if (language == m_language || !languages().contains(language))
        return;
    QSettings().setValue(QStringLiteral("language"), language);
    // Every instance (QML's singleton and C++'s instance()) switches together; the one that
    // knows the engine retranslates it, the others tell their C++ listeners.
    QList<AppSettings*> all = g_all;
    if (!all.contains(this))
        all.append(this);
    for (AppSettings* s : std::as_const(all)) {
        s->m_language = language;
        QCoreApplication::removeTranslator(&s->m_translator);
    }
    // One translator for the language (two would be looked up twice), then the engines.
    if (m_translator.load(QStringLiteral(":/i18n/tabletop_%1.qm").arg(language)))
        QCoreApplication::installTranslator(&m_translator);
    for (AppSettings* s : std::as_const(all)) {
        if (s->m_engine)
            s->m_engine->retranslate();
        emit s->languageChanged();
    }
}

void AppSettings::setEngine(QQmlEngine* engine) { m_engine = engine; }

void AppSettings::applyLanguage()
{
    QCoreApplication::removeTranslator(&m_translator);
    if (m_translator.load(QStringLiteral(":/i18n/tabletop_%1.qm").arg(m_language)))
        QCoreApplication::installTranslator(&m_translator);
    if (m_engine)
        m_engine->retranslate();
}

// QML's singleton and C++'s instance() are two objects (see the header): every setting is
// set on all of them, so either side sees what the other sets.
template <typename T, typename Signal>
static void setEverywhere(const QList<AppSettings*>& all, AppSettings* self, T AppSettings::*field, const T& value,
                          Signal changed)
{
    QList<AppSettings*> targets = all;
    if (!targets.contains(self))
        targets.append(self);
    for (AppSettings* s : std::as_const(targets))
        if (s->*field != value) {
            s->*field = value;
            emit(s->*changed)();
        }
}

void AppSettings::setCardSize(int size)
{
    size = qBound(60, size, 200);
    if (size == m_cardSize)
        return;
    QSettings().setValue(QStringLiteral("cardSize"), size);
    setEverywhere(g_all, this, &AppSettings::m_cardSize, size, &AppSettings::cardSizeChanged);
}

void AppSettings::setAnimations(bool on)
{
    if (on == m_animations)
        return;
    QSettings().setValue(QStringLiteral("animations"), on);
    setEverywhere(g_all, this, &AppSettings::m_animations, on, &AppSettings::animationsChanged);
}

void AppSettings::setWindowGeometry(const QRect& r)
{
    if (r == m_geometry)
        return;
    QSettings().setValue(QStringLiteral("windowGeometry"), r);
    setEverywhere(g_all, this, &AppSettings::m_geometry, r, &AppSettings::windowGeometryChanged);
}

void AppSettings::setLastSeatNames(const QStringList& names)
{
    if (names == m_lastSeatNames)
        return;
    QSettings().setValue(QStringLiteral("lastSeatNames"), names);
    setEverywhere(g_all, this, &AppSettings::m_lastSeatNames, names, &AppSettings::lastSeatNamesChanged);
}

void AppSettings::setShowSeedDuringPlay(bool on)
{
    if (on == m_showSeedDuringPlay)
        return;
    QSettings().setValue(QStringLiteral("showSeedDuringPlay"), on);
    // The table (C++, instance()) must see what the settings page (QML's instance) sets.
    for (AppSettings* s : std::as_const(g_all))
        if (s->m_showSeedDuringPlay != on) {
            s->m_showSeedDuringPlay = on;
            emit s->showSeedDuringPlayChanged();
        }
}

void AppSettings::setMoveReviewSeconds(int seconds)
{
    seconds = std::clamp(seconds, 0, 30);
    if (seconds == m_moveReviewSeconds)
        return;
    QSettings().setValue(QStringLiteral("moveReviewSeconds"), seconds);
    for (AppSettings* s : std::as_const(g_all))
        if (s->m_moveReviewSeconds != seconds) {
            s->m_moveReviewSeconds = seconds;
            emit s->moveReviewSecondsChanged();
        }
}

void AppSettings::setRenderer(const QString& renderer)
{
    if (renderer != QLatin1String("auto") && renderer != QLatin1String("gpu") && renderer != QLatin1String("software"))
        return;
    if (renderer == m_renderer)
        return;
    QSettings().setValue(QStringLiteral("renderer"), renderer);
    for (AppSettings* s : std::as_const(g_all)) // QML's instance and C++'s (see the header)
        if (s->m_renderer != renderer) {
            s->m_renderer = renderer;
            emit s->rendererChanged();
        }
}

QString AppSettings::savedRenderer()
{
    // The same file as QSettings() once main() has named the application.
    return QSettings(QStringLiteral("tabletop"), QStringLiteral("tabletop")).value(QStringLiteral("renderer")).toString();
}

QString AppSettings::chooseRenderer(const QString& argument, const QString& environment, const QString& saved,
                                    bool hasGraphicsDevice, QString* warning)
{
    const auto known = [](const QString& v) {
        return v == QLatin1String("auto") || v == QLatin1String("gpu") || v == QLatin1String("software");
    };
    QString wanted;
    const std::pair<const QString*, const char*> sources[] = {
        {&argument, "--renderer"}, {&environment, "TABLETOP_RENDERER"}, {&saved, "the saved setting"}};
    for (const auto& [value, from] : sources) {
        if (value->isEmpty())
            continue;
        if (known(*value)) {
            wanted = *value;
            break;
        }
        if (warning && warning->isEmpty())
            *warning = QStringLiteral("the renderer is auto, gpu or software, not \"%1\" (%2); skipped")
                           .arg(*value, QLatin1String(from));
    }
    if (wanted == QLatin1String("gpu") || wanted == QLatin1String("software"))
        return wanted;
    return hasGraphicsDevice ? QStringLiteral("gpu") : QStringLiteral("software");
}

bool AppSettings::softwareRendering()
{
    return QQuickWindow::graphicsApi() == QSGRendererInterface::Software;
}

} // namespace tabletop::ui
