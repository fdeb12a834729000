#include "net/ApiKeySource.h"
#include "net/EndpointTarget.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace llmcap;

class TestEndpointTarget : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void urls_data();
    void urls();
    void headerLines();
    void secretsNeverSerialised();
    void maskedSecretsAreNamedAndRestored();
    void validates();
    void apiKeyFromEnvironment();
};

void TestEndpointTarget::urls_data()
{
    QTest::addColumn<QString>("base");
    QTest::addColumn<QString>("models");
    QTest::addColumn<QString>("tokenize");
    QTest::newRow("root") << "http://h:8000"
                          << "http://h:8000/v1/models"
                          << "http://h:8000/tokenize";
    QTest::newRow("root slash") << "http://h:8000/"
                                << "http://h:8000/v1/models"
                                << "http://h:8000/tokenize";
    QTest::newRow("v1") << "http://h:8000/v1"
                        << "http://h:8000/v1/models"
                        << "http://h:8000/tokenize";
    QTest::newRow("v1 slash") << "https://h/v1/"
                              << "https://h/v1/models"
                              << "https://h/tokenize";
    QTest::newRow("prefix") << "https://gw/team/llm/v1"
                            << "https://gw/team/llm/v1/models"
                            << "https://gw/team/llm/tokenize";
}

void TestEndpointTarget::urls()
{
    QFETCH(QString, base);
    QFETCH(QString, models);
    QFETCH(QString, tokenize);
    EndpointTarget t;
    t.baseUrl = QUrl(base);
    QCOMPARE(t.apiUrl(QStringLiteral("models")).toString(), models);
    QCOMPARE(t.rootUrl(QStringLiteral("tokenize")).toString(), tokenize);
    QCOMPARE(t.effectiveMetricsUrl().toString(),
             tokenize.replace(QStringLiteral("tokenize"), QStringLiteral("metrics")));
}

void TestEndpointTarget::headerLines()
{
    EndpointTarget t;
    t.apiKey = QStringLiteral("sk-secret");
    t.tenant = QStringLiteral("team-a");
    t.headers = {{QStringLiteral("X-Extra"), QStringLiteral("1")}};
    const QList<QByteArray> lines = t.headerLines();
    QVERIFY(lines.contains("Expect:"));
    QVERIFY(lines.contains("Authorization: Bearer sk-secret"));
    QVERIFY(lines.contains("X-Tenant-Id: team-a"));
    QVERIFY(lines.contains("X-Extra: 1"));
}

void TestEndpointTarget::secretsNeverSerialised()
{
    EndpointTarget t;
    t.baseUrl = QUrl(QStringLiteral("https://user:pw@gw.example/v1?api_key=k123&region=eu"));
    t.apiKey = QStringLiteral("sk-secret");
    t.headers = {{QStringLiteral("X-Api-Key"), QStringLiteral("hdr-secret")},
                 {QStringLiteral("X-Route"), QStringLiteral("blue")}};
    const QByteArray json = QJsonDocument(t.toJson()).toJson();
    for (const char *secret : {"sk-secret", "hdr-secret", "k123", "pw"})
        QVERIFY2(!json.contains(secret), secret);
    QVERIFY(json.contains("blue"));
    QVERIFY(json.contains("region=eu"));
    QCOMPARE(t.toJson().value(QLatin1String("api_key_set")).toBool(), true);
    const EndpointTarget back = EndpointTarget::fromJson(t.toJson());
    QVERIFY(back.apiKey.isEmpty());
    QCOMPARE(back.headers.size(), 2);
}

// A target read back from storage names what was masked, so a resume can ask for it, and takes
// it from a target given again (the same URL unmasked, headers by name).
void TestEndpointTarget::maskedSecretsAreNamedAndRestored()
{
    EndpointTarget t;
    t.baseUrl = QUrl(QStringLiteral("https://user:pw@gw.example/v1?api_key=k123&region=eu"));
    t.headers = {{QStringLiteral("X-Api-Key"), QStringLiteral("hdr-secret")},
                 {QStringLiteral("X-Route"), QStringLiteral("blue")}};
    QVERIFY(t.maskedSecrets().isEmpty()); // nothing is masked in the live target
    const QByteArray text = QJsonDocument(t.toJson()).toJson();
    EndpointTarget back = EndpointTarget::fromJson(QJsonDocument::fromJson(text).object());
    QCOMPARE(back.maskedSecrets(), (QStringList{QStringLiteral("the URL's user name and password"),
                                                QStringLiteral("URL parameter api_key"),
                                                QStringLiteral("header X-Api-Key")}));

    EndpointTarget other; // another URL, and the header in other case
    other.baseUrl =
        QUrl(QStringLiteral("https://user:pw@elsewhere.example/v1?api_key=k123&region=eu"));
    other.headers = {{QStringLiteral("x-api-key"), QStringLiteral("hdr-secret")}};
    back.restoreSecrets(other);
    QCOMPARE(back.maskedSecrets().size(), 2); // the URL is not this one's
    QCOMPARE(back.headers.at(0).second, QStringLiteral("hdr-secret"));
    QCOMPARE(back.headers.at(1).second, QStringLiteral("blue"));

    EndpointTarget same;
    same.baseUrl = t.baseUrl;
    back.restoreSecrets(same);
    QVERIFY(back.maskedSecrets().isEmpty());
    QCOMPARE(back.baseUrl, t.baseUrl);
    QCOMPARE(back.headerLines(), t.headerLines());
}

void TestEndpointTarget::validates()
{
    EndpointTarget t;
    t.baseUrl = QUrl(QStringLiteral("ftp://h"));
    QVERIFY(!t.validate().isEmpty());
    t.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:1"));
    QVERIFY(t.validate().isEmpty());
    t.caBundle = QStringLiteral("/nonexistent/ca.pem");
    QVERIFY(!t.validate().isEmpty());
}

void TestEndpointTarget::apiKeyFromEnvironment()
{
    qputenv("LLMCAP_TEST_KEY", "  sk-from-env \n");
    auto key = ApiKeySource::fromEnvironment(QStringLiteral("LLMCAP_TEST_KEY"));
    QVERIFY(key.ok());
    QCOMPARE(*key, QStringLiteral("sk-from-env"));
    qunsetenv("LLMCAP_TEST_KEY");
    auto missing = ApiKeySource::fromEnvironment(QStringLiteral("LLMCAP_TEST_KEY"));
    QVERIFY(!missing.ok());
    QVERIFY(missing.error().contains(QStringLiteral("LLMCAP_TEST_KEY")));
}

QTEST_APPLESS_MAIN(TestEndpointTarget)
#include "tst_endpointtarget.moc"
