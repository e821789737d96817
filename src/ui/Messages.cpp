#include "Messages.h"

#include "CardTexts.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QHash>
#include <QJSEngine>
#include <QRegularExpression>
#include <QSet>
#include <QTranslator>

#include <algorithm>
#include <map>
#include <memory>

namespace tabletop::ui {

namespace {
QStringList g_seatNames;
QString g_readerLanguage; // ReaderLanguage's, or "" for the app's

// Argument values that a game names (characters, colours, spells) and their translation context.
struct NameList {
    QStringList keys;
    QStringList prefixes;
    QByteArray context;
    QHash<QString, QByteArray> values;
};

// What the games' RuleMessages.js files give: every game's templates and name lists.
struct GameTexts {
    QHash<QString, QByteArray> templates;
    QHash<QString, QString> refs; // "<game>.ref.<type>.<key>": a path of the seat's view
    QList<NameList> names;
    QSet<QString> cardKeys; // arguments that hold a card's id besides card/cards/...Card(s): "cardKeys"
};

QStringList toStringList(const QJSValue& v)
{
    QStringList out;
    for (const auto& item : v.toVariant().toList())
        out << item.toString();
    return out;
}

// Reads one game's RuleMessages.js: plain JavaScript whose QT_TRANSLATE_NOOP and qsTranslate
// give back the English, so lupdate and this loader read the same file.
void readGameTexts(const QString& path, GameTexts& out)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        qWarning("%s: cannot be read", qPrintable(path));
        return;
    }
    QJSEngine js;
    js.evaluate(QStringLiteral("function QT_TRANSLATE_NOOP(context, text) { return text }\n"
                               "function qsTranslate(context, text) { return text }\n"
                               "var n = 0\n"));
    const QJSValue result = js.evaluate(QString::fromUtf8(file.readAll()), path);
    if (result.isError()) {
        qWarning("%s:%d: %s", qPrintable(path), result.property(QStringLiteral("lineNumber")).toInt(),
                 qPrintable(result.toString()));
        return;
    }
    const QVariantMap templates = js.globalObject().property(QStringLiteral("templates")).toVariant().toMap();
    for (auto it = templates.cbegin(); it != templates.cend(); ++it)
        out.templates.insert(it.key(), it.value().toString().toUtf8());
    const QVariantMap refs = js.globalObject().property(QStringLiteral("refs")).toVariant().toMap();
    for (auto it = refs.cbegin(); it != refs.cend(); ++it)
        out.refs.insert(it.key(), it.value().toString());
    for (const QString& key : toStringList(js.globalObject().property(QStringLiteral("cardKeys"))))
        out.cardKeys.insert(key);
    const QJSValue names = js.globalObject().property(QStringLiteral("names"));
    const int count = names.property(QStringLiteral("length")).toInt();
    for (int i = 0; i < count; ++i) {
        const QJSValue n = names.property(i);
        NameList list;
        list.keys = toStringList(n.property(QStringLiteral("keys")));
        list.prefixes = toStringList(n.property(QStringLiteral("prefixes")));
        list.context = n.property(QStringLiteral("context")).toString().toUtf8();
        const QVariantMap values = n.property(QStringLiteral("values")).toVariant().toMap();
        for (auto it = values.cbegin(); it != values.cend(); ++it)
            list.values.insert(it.key(), it.value().toString().toUtf8());
        out.names.push_back(std::move(list));
    }
}

// Every game module's texts, found by listing the games' folders in the resources, so that no
// shared file names a game. Read once; the byte arrays stay put, so templateFor may hand out
// pointers into them.
const GameTexts& gameTexts()
{
    static const GameTexts texts = [] {
        GameTexts t;
        const QString root = QStringLiteral(":/Tabletop/games");
        for (const QString& game : QDir(root).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
            const QString path = root + QLatin1Char('/') + game + QStringLiteral("/RuleMessages.js");
            if (QFile::exists(path))
                readGameTexts(path, t);
        }
        return t;
    }();
    return texts;
}

QString itemText(const QString& key, const QVariant& value)
{
    const QString s = value.toString();
    if (key == QLatin1String("seat") || key == QLatin1String("owner") || key == QLatin1String("caster")) {
        bool ok = false;
        const int seat = s.toInt(&ok);
        if (ok && seat >= 0 && seat < g_seatNames.size())
            return g_seatNames.at(seat);
        return ok ? ReaderLanguage::translate("rules", "Player %1").arg(seat + 1) : s;
    }
    return Messages::valueName(key, s);
}
} // namespace

void Messages::setSeatNames(const QStringList& names) { g_seatNames = names; }

QString Messages::valueName(const QString& key, const QString& value)
{
    for (const NameList& list : gameTexts().names) {
        const bool matches = list.keys.contains(key) || std::any_of(list.prefixes.cbegin(), list.prefixes.cend(),
                                                                  [&](const QString& p) { return key.startsWith(p); });
        if (!matches)
            continue;
        const auto it = list.values.constFind(value);
        if (it != list.values.cend())
            return ReaderLanguage::translate(list.context.constData(), it->constData());
    }
    // A card's name, as the rules write it, in the reader's language (cards/<game>/i18n).
    if (const QString card = CardTexts::name(value); !card.isEmpty())
        return card;
    // A card named by its id ("card", "targetCard", "cards", or a key a game's RuleMessages.js
    // lists in "cardKeys"): the card's name.
    if (key == QLatin1String("card") || key == QLatin1String("cards") || key.endsWith(QLatin1String("Card")) ||
        key.endsWith(QLatin1String("Cards")) || gameTexts().cardKeys.contains(key))
        if (const QString card = CardTexts::nameOfId(value); !card.isEmpty())
            return card;
    return value;
}

const char* Messages::gameTemplateFor(const QString& id)
{
    const auto& templates = gameTexts().templates;
    const auto it = templates.constFind(id);
    return it == templates.cend() ? nullptr : it->constData();
}

QString Messages::gameRefFor(const QString& id) { return gameTexts().refs.value(id); }

QString Messages::substitute(QString pattern, const QVariantMap& args)
{
    static const QRegularExpression placeholder(QStringLiteral("\\{([A-Za-z0-9_]+)\\}"));
    QString out;
    qsizetype last = 0;
    auto it = placeholder.globalMatch(pattern);
    while (it.hasNext()) {
        const auto m = it.next();
        out += pattern.mid(last, m.capturedStart() - last);
        const QString key = m.captured(1);
        const QVariant value = args.value(key);
        QString s;
        if (value.typeId() == QMetaType::QVariantList) {
            QStringList parts;
            for (const auto& v : value.toList())
                parts << itemText(key, v);
            s = parts.join(ReaderLanguage::translate("rules", ", "));
        } else {
            s = itemText(key, value);
        }
        out += args.contains(key) ? s : m.captured(0);
        last = m.capturedEnd();
    }
    out += pattern.mid(last);
    return out;
}

QString Messages::text(const QVariantMap& message)
{
    const QString id = message.value(QStringLiteral("id")).toString();
    const char* pattern = id.isEmpty() ? nullptr : templateFor(id);
    if (!pattern && !id.isEmpty())
        pattern = gameTemplateFor(id);
    if (!pattern && !id.isEmpty())
        pattern = netTemplateFor(id);
    if (!pattern) // a message this UI has no sentence for: the rules' own English
        return message.value(QStringLiteral("text")).toString();
    // A "count" argument picks the plural form (%n in the sentence), so no "card(s)".
    const QVariantMap args = message.value(QStringLiteral("args")).toMap();
    const int n = args.contains(QStringLiteral("count")) ? args.value(QStringLiteral("count")).toInt() : -1;
    QString text = substitute(ReaderLanguage::translate("rules", pattern, n), args);
    // A sentence ending in a card name that ends in "!" or "?" takes no second full stop.
    text.replace(QLatin1String("!."), QLatin1String("!"));
    text.replace(QLatin1String("?."), QLatin1String("?"));
    return text;
}

ReaderLanguage::ReaderLanguage(const QString& language) : m_previous(g_readerLanguage)
{
    g_readerLanguage = language.isEmpty() ? QStringLiteral("en") : language;
}

ReaderLanguage::~ReaderLanguage() { g_readerLanguage = m_previous; }

QString ReaderLanguage::current() { return g_readerLanguage; }

QString ReaderLanguage::translate(const char* context, const char* source, int n)
{
    if (g_readerLanguage.isEmpty())
        return QCoreApplication::translate(context, source, nullptr, n);
    // One translator per language, loaded on first use and kept (not installed in the app).
    static std::map<QString, std::unique_ptr<QTranslator>> translators;
    auto it = translators.find(g_readerLanguage);
    if (it == translators.end()) {
        auto t = std::make_unique<QTranslator>();
        // English too: tabletop_en.qm holds the English plural forms ("1 card", "2 cards").
        if (!t->load(QStringLiteral(":/i18n/tabletop_%1.qm").arg(g_readerLanguage)))
            t.reset();
        it = translators.emplace(g_readerLanguage, std::move(t)).first;
    }
    QString out = it->second ? it->second->translate(context, source, nullptr, n) : QString();
    if (out.isEmpty())
        out = QString::fromUtf8(source);
    if (n >= 0)
        out.replace(QLatin1String("%n"), QString::number(n));
    return out;
}

} // namespace tabletop::ui
