#include "CardTexts.h"

#include "AppSettings.h"
#include "Messages.h"
#include "catalog/CardFiles.h"

#include <QCoreApplication>
#include <map>
#include <mutex>

namespace tabletop::ui {

const CardTexts::Language& CardTexts::current()
{
    static std::map<QString, Language> loaded;
    static std::mutex lock;
    const QString reader = ReaderLanguage::current();
    const QString lang = reader.isEmpty() ? AppSettings::instance()->language() : reader;
    std::lock_guard<std::mutex> guard(lock);
    auto it = loaded.find(lang);
    if (it != loaded.end())
        return it->second;
    Language& out = loaded[lang];
    if (lang.isEmpty() || lang == QLatin1String("en"))
        return out;
    const auto root = catalog::findCardsRoot(QCoreApplication::applicationDirPath().toStdString());
    if (root.empty())
        return out;
    for (const auto& game : catalog::listCardGames(root)) {
        const catalog::GameCards cards = catalog::loadGameCards(root, game);
        const std::string l = lang.toStdString();
        for (const auto& c : cards.cards) {
            const auto t = c.i18n.find(l);
            if (t == c.i18n.end())
                continue;
            Entry e{QString::fromStdString(c.nameIn(l)), QString::fromStdString(c.textIn(l))};
            out.names.insert(QString::fromStdString(c.name()), e.name);
            out.byGameAndId.insert(QString::fromStdString(game + "/" + c.id()), e);
        }
    }
    return out;
}

const QHash<QString, QString>& CardTexts::idNames(const QString& language)
{
    static std::map<QString, QHash<QString, QString>> loaded;
    static std::mutex lock;
    std::lock_guard<std::mutex> guard(lock);
    auto it = loaded.find(language);
    if (it != loaded.end())
        return it->second;
    QHash<QString, QString>& out = loaded[language];
    const auto root = catalog::findCardsRoot(QCoreApplication::applicationDirPath().toStdString());
    if (root.empty())
        return out;
    const std::string l = language.toStdString();
    for (const auto& game : catalog::listCardGames(root))
        for (const auto& c : catalog::loadGameCards(root, game).cards)
            out.insert(QString::fromStdString(c.id()), QString::fromStdString(l == "en" ? c.name() : c.nameIn(l)));
    return out;
}

QString CardTexts::nameOfId(const QString& id)
{
    const QString reader = ReaderLanguage::current();
    const QString lang = reader.isEmpty() ? AppSettings::instance()->language() : reader;
    return idNames(lang.isEmpty() ? QStringLiteral("en") : lang).value(id);
}

CardTexts::Entry CardTexts::forCard(const QString& game, const QString& id)
{
    return current().byGameAndId.value(game + QLatin1Char('/') + id);
}

QString CardTexts::name(const QString& englishName)
{
    return current().names.value(englishName);
}

} // namespace tabletop::ui
