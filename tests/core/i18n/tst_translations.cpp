#include "i18n/Translations.h"

#include <QCoreApplication>
#include <QFile>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

using namespace llmcap;

namespace {

struct Message
{
    QString context;
    QString source;
    QString translationType;
    QString translation;
};

QList<Message> readTs(const QString &path)
{
    QList<Message> messages;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return messages;
    QXmlStreamReader xml(&f);
    QString context;
    Message current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) {
            if (xml.isEndElement() && xml.name() == QLatin1String("message"))
                messages.append(current);
            continue;
        }
        if (xml.name() == QLatin1String("name"))
            context = xml.readElementText();
        else if (xml.name() == QLatin1String("message"))
            current = Message{context, {}, {}, {}};
        else if (xml.name() == QLatin1String("source"))
            current.source = xml.readElementText();
        else if (xml.name() == QLatin1String("translation")) {
            current.translationType = xml.attributes().value(QLatin1String("type")).toString();
            current.translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
        }
    }
    return messages;
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void resolve_data();
    void resolve();
    void germanCatalogueLoads();
    void germanIsComplete();
};

void TestTranslations::resolve_data()
{
    QTest::addColumn<QString>("explicitChoice");
    QTest::addColumn<QString>("preference");
    QTest::addColumn<QString>("system");
    QTest::addColumn<QString>("expected");
    QTest::newRow("--lang wins") << "en"
                                 << "de"
                                 << "de_DE"
                                 << "en";
    QTest::newRow("preference over system") << ""
                                            << "de"
                                            << "en_US"
                                            << "de";
    QTest::newRow("system German") << ""
                                   << ""
                                   << "de_AT"
                                   << "de";
    QTest::newRow("system English") << ""
                                    << ""
                                    << "en_GB"
                                    << "en";
    QTest::newRow("unshipped falls back") << ""
                                          << ""
                                          << "fr_FR"
                                          << "en";
    QTest::newRow("unknown choice ignored") << "xx"
                                            << ""
                                            << "de_CH"
                                            << "de";
}

void TestTranslations::resolve()
{
    QFETCH(QString, explicitChoice);
    QFETCH(QString, preference);
    QFETCH(QString, system);
    QFETCH(QString, expected);
    QCOMPARE(Translations::resolve(explicitChoice, preference, QLocale(system)), expected);
}

void TestTranslations::germanCatalogueLoads()
{
    QTranslator translator;
    QVERIFY(translator.load(QLocale(QStringLiteral("de")), QStringLiteral("llmcap"),
                            QStringLiteral("_"), QStringLiteral(":/i18n")));
    QVERIFY(!translator.isEmpty());
    QVERIFY(Translations::install(QStringLiteral("de")));
    QCOMPARE(QCoreApplication::translate("CliApplication", "Print the version and exit."),
             QStringLiteral("Version ausgeben und beenden."));
    QVERIFY(Translations::install(QStringLiteral("en")));
}

// lupdate over today's sources must find no message that the German file lacks or leaves
// unfinished: a new visible string without its German translation fails here.
void TestTranslations::germanIsComplete()
{
    QTemporaryDir dir;
    const QString fresh = dir.filePath(QStringLiteral("fresh.ts"));
    QStringList args = {QStringLiteral("-silent"), QStringLiteral("-locations"),
                        QStringLiteral("none")};
    for (const QString &dir : QStringLiteral(LLMCAP_LUPDATE_INCLUDES).split(QLatin1Char('|')))
        args << QStringLiteral("-I") << dir;
    args << QStringLiteral("@" LLMCAP_LUPDATE_SOURCES) << QStringLiteral("-ts") << fresh;
    QProcess lupdate;
    lupdate.start(QStringLiteral(LLMCAP_LUPDATE), args);
    QVERIFY(lupdate.waitForFinished(120000));
    QVERIFY2(lupdate.exitCode() == 0, lupdate.readAllStandardError().constData());

    const QList<Message> current = readTs(fresh);
    QVERIFY2(current.size() > 20, "lupdate found almost no strings; is the source list right?");

    // A tr() lupdate cannot attach to its class (called through a type alias, say) lands in
    // an empty context that no lookup at run time uses: the text would stay English.
    QStringList homeless;
    for (const Message &m : current)
        if (m.context.isEmpty())
            homeless.append(m.source);
    QVERIFY2(homeless.isEmpty(),
             qPrintable(QStringLiteral("%1 strings have no translation context; call "
                                       "Class::tr() by the class's own name:\n  %2")
                            .arg(homeless.size())
                            .arg(homeless.join(QLatin1String("\n  ")))));

    QSet<QString> translated;
    for (const Message &m : readTs(QStringLiteral(LLMCAP_TS_DE)))
        if (m.translationType.isEmpty() && !m.translation.trimmed().isEmpty())
            translated.insert(m.context + QLatin1Char('\x1f') + m.source);

    QStringList missing;
    for (const Message &m : current)
        if (!translated.contains(m.context + QLatin1Char('\x1f') + m.source))
            missing.append(m.context + QLatin1String(": ") + m.source);
    QVERIFY2(missing.isEmpty(),
             qPrintable(QStringLiteral("%1 strings lack German (run the update_translations "
                                       "target and translate):\n  %2")
                            .arg(missing.size())
                            .arg(missing.join(QLatin1String("\n  ")))));
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
