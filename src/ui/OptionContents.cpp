#include "OptionContents.h"

#include "session/JsonBridge.h"
#include "games/Registry.h"

#include <QDebug>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJSValue>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>

#include <stdexcept>

namespace tabletop::ui {

using core::Json;

namespace {

const core::OptionInfo* optionOf(const core::GameRules& rules, const std::string& name)
{
    static thread_local core::GameInfo info; // info() builds a value; keep the one asked last
    info = rules.info();
    for (const auto& o : info.options)
        if (o.name == name)
            return &o;
    return nullptr;
}

bool isChoice(const core::GameRules& rules, const std::string& option, const std::string& name)
{
    const core::OptionInfo* o = optionOf(rules, option);
    if (!o)
        return false;
    for (const auto& c : o->choices)
        if (c.is_string() && c.get<std::string>() == name)
            return true;
    return false;
}

const QRegularExpression& namePattern()
{
    static const QRegularExpression re(QStringLiteral("^[a-z0-9][a-z0-9-]{0,63}$"));
    return re;
}

// A JavaScript object from QML arrives as a QJSValue inside the QVariant: made plain maps and lists.
Json plainJson(const QVariant& v)
{
    if (v.metaType() == QMetaType::fromType<QJSValue>())
        return session::fromVariant(v.value<QJSValue>().toVariant());
    return session::fromVariant(v);
}

} // namespace

OptionContents::OptionContents(QObject* parent) : QObject(parent) {}

QString OptionContents::root() const
{
    return m_root.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) : m_root;
}

void OptionContents::setRoot(const QString& root)
{
    if (root == m_root)
        return;
    m_root = root;
    ++m_revision;
    emit changed();
}

QString OptionContents::contentFolder(const QString& game, const QString& option) const
{
    const core::GameRules* rules = games::findRules(game.toStdString());
    const core::OptionInfo* o = rules ? optionOf(*rules, option.toStdString()) : nullptr;
    return o ? QString::fromStdString(o->contentFolder) : QString();
}

bool OptionContents::takesContent(const QString& game, const QString& option) const
{
    return !contentFolder(game, option).isEmpty();
}

QString OptionContents::folder(const QString& game, const QString& option) const
{
    const QString sub = contentFolder(game, option);
    if (sub.isEmpty() || !namePattern().match(game).hasMatch())
        return {};
    return root() + QLatin1Char('/') + sub + QLatin1Char('/') + game;
}

QVariantMap OptionContents::content(const QString& game, const QString& option, const QVariant& value) const
{
    const core::GameRules* rules = games::findRules(game.toStdString());
    if (!rules)
        return {{QStringLiteral("error"), tr("%1 is not playable yet.").arg(game)}};
    try {
        const Json c = rules->optionContent(option.toStdString(), plainJson(value));
        return {{QStringLiteral("content"), session::toVariant(c)}, {QStringLiteral("error"), QString()}};
    } catch (const std::exception& e) {
        return {{QStringLiteral("error"), QString::fromStdString(e.what())}};
    }
}

QVariantList OptionContents::saved(const QString& game, const QString& option) const
{
    QVariantList out;
    const core::GameRules* rules = games::findRules(game.toStdString());
    const QString dir = folder(game, option);
    if (!rules || dir.isEmpty())
        return out;
    for (const auto& fi : QDir(dir).entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        QFile f(fi.absoluteFilePath());
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const Json j = Json::parse(f.readAll().toStdString(), nullptr, /*allow_exceptions=*/false);
        try {
            if (j.is_discarded())
                throw std::invalid_argument("not valid JSON");
            const Json c = rules->optionContent(option.toStdString(), j);
            out.push_back(QVariantMap{{QStringLiteral("name"), fi.completeBaseName()},
                                      {QStringLiteral("path"), fi.absoluteFilePath()},
                                      {QStringLiteral("content"), session::toVariant(c)}});
        } catch (const std::exception& e) {
            qWarning().noquote() << fi.absoluteFilePath() << "left out:" << e.what();
        }
    }
    return out;
}

QString OptionContents::freeName(const QString& game, const QString& option, const QString& base) const
{
    QString stem = base.toLower();
    stem.replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("-"));
    stem.replace(QRegularExpression(QStringLiteral("^-+|-+$")), QString());
    stem = stem.left(56);
    if (stem.isEmpty())
        stem = QStringLiteral("mine");
    const core::GameRules* rules = games::findRules(game.toStdString());
    const QString dir = folder(game, option);
    QString name = stem;
    for (int n = 2;; ++n) {
        const bool taken = (rules && isChoice(*rules, option.toStdString(), name.toStdString()))
                           || (!dir.isEmpty() && QFileInfo::exists(dir + QLatin1Char('/') + name + QStringLiteral(".json")));
        if (!taken)
            return name;
        name = stem + QLatin1Char('-') + QString::number(n);
    }
}

QVariantMap OptionContents::save(const QString& game, const QString& option, const QString& name,
                                 const QVariant& content)
{
    const auto fail = [](const QString& error) {
        return QVariantMap{{QStringLiteral("ok"), false}, {QStringLiteral("error"), error}};
    };
    const core::GameRules* rules = games::findRules(game.toStdString());
    if (!rules)
        return fail(tr("%1 is not playable yet.").arg(game));
    const QString dir = folder(game, option);
    if (dir.isEmpty())
        return fail(tr("The option %1 takes no content to save.").arg(option));
    if (!namePattern().match(name).hasMatch() || isChoice(*rules, option.toStdString(), name.toStdString()))
        return fail(tr("\"%1\" cannot name a file here: lower-case letters, digits and '-', and not a ready choice's name.").arg(name));
    Json checked;
    try {
        checked = rules->optionContent(option.toStdString(), plainJson(content));
    } catch (const std::exception& e) {
        return fail(tr("Not saved: %1").arg(QString::fromStdString(e.what())));
    }
    const QString path = dir + QLatin1Char('/') + name + QStringLiteral(".json");
    if (QFileInfo::exists(path))
        return fail(tr("Not saved: %1 already exists.").arg(path));
    if (!QDir().mkpath(dir))
        return fail(tr("Not saved: cannot make the folder %1.").arg(dir));
    QSaveFile f(path);
    const QByteArray bytes = QByteArray::fromStdString(checked.dump(2) + "\n");
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size() || !f.commit())
        return fail(tr("Not saved: cannot write %1: %2").arg(path, f.errorString()));
    ++m_revision;
    emit changed();
    return {{QStringLiteral("ok"), true}, {QStringLiteral("path"), path}, {QStringLiteral("error"), QString()}};
}

} // namespace tabletop::ui
