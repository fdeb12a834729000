// SecretText: the one redaction of credentials in stored error excerpts and every export
// (issue 20: a gateway echoing the Authorization header, a ~/.git-credentials line in a plan).
#include "util/SecretText.h"

#include <QTest>

using namespace llmcap;

class TestSecretText : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void masksCredentials_data();
    void masksCredentials();
    void leavesOrdinaryTextAlone_data();
    void leavesOrdinaryTextAlone();
    void bytesAreRedactedToo();
};

void TestSecretText::masksCredentials_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("secret"); // must not survive
    QTest::addColumn<QString>("kept");   // must survive
    QTest::newRow("bearer") << "Authorization: Bearer abc.def-ghi_jkl"
                            << "abc.def"
                            << "Bearer";
    QTest::newRow("basic") << "authorization: Basic YWxpY2U6c2VjcmV0"
                           << "YWxpY2U6"
                           << "Basic";
    QTest::newRow("openai") << "key sk-proj-ABCDEFGHIJKLMNOPQRST1234 was refused"
                            << "ABCDEFGHIJKLMNOP"
                            << "was refused";
    QTest::newRow("hugging face") << "hf_ABCDEFGHIJKLMNOPQRSTUVWX"
                                  << "ABCDEFGHIJ"
                                  << "";
    QTest::newRow("github") << "token ghp_abcdefghijklmnopqrstuvwxyz0123"
                            << "ghp_abc"
                            << "";
    QTest::newRow("git credentials") << "https://alice:s3cr3t-pass@github.com"
                                     << "s3cr3t"
                                     << "github.com";
    QTest::newRow("aws") << "AKIAIOSFODNN7EXAMPLE"
                         << "IOSFODNN7"
                         << "";
    QTest::newRow("json pair") << R"({"error": "bad key", "api_key": "k-12345678"})"
                               << "k-12345678"
                               << "bad key";
    QTest::newRow("header echo") << "x-api-key: 0123456789abcdef"
                                 << "0123456789"
                                 << "x-api-key";
    QTest::newRow("query") << "GET /v1?access_token=abcdef123456&x=1"
                           << "abcdef123456"
                           << "x=1";
    QTest::newRow("jwt") << "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w"
                         << "dozjgNry"
                         << "";
    QTest::newRow("private key") << "-----BEGIN RSA PRIVATE KEY-----\nMIIEow\n-----END RSA "
                                    "PRIVATE KEY-----"
                                 << "MIIEow"
                                 << "";
    QTest::newRow("nvidia") << "nvapi-ABCDEFGHIJKLMNOPQRSTUVWX"
                            << "ABCDEFGHIJ"
                            << "";
}

void TestSecretText::masksCredentials()
{
    QFETCH(QString, text);
    QFETCH(QString, secret);
    QFETCH(QString, kept);
    QVERIFY(SecretText::contains(text));
    const QString out = SecretText::redact(text);
    QVERIFY2(!out.contains(secret), qPrintable(out));
    QVERIFY2(out.contains(QLatin1String(SecretText::kMask)), qPrintable(out));
    QVERIFY2(out.contains(kept), qPrintable(out));
    QCOMPARE(SecretText::redact(out), out); // a second pass changes nothing
}

void TestSecretText::leavesOrdinaryTextAlone_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("token counts") << "max_tokens: 512, output_tokens=128, prompt_tokens 1100";
    QTest::newRow("url") << "http://127.0.0.1:8000/v1/chat/completions";
    QTest::newRow("prose") << "the model answered; no key was sent (Bearer scheme)";
    QTest::newRow("numbers") << "TTFT p99 850 ms at 12.5 req/s, 3 replicas";
    QTest::newRow("path") << "/home/alice/traces/arrivals.csv";
}

void TestSecretText::leavesOrdinaryTextAlone()
{
    QFETCH(QString, text);
    QVERIFY(!SecretText::contains(text));
    QCOMPARE(SecretText::redact(text), text);
}

void TestSecretText::bytesAreRedactedToo()
{
    const QByteArray csv = "id,error\n1,\"401: invalid Bearer sk-abcdefghijklmnopqrstuvwx ünï\"\n";
    const QByteArray out = SecretText::redact(csv);
    QVERIFY(!out.contains("abcdefghijklmnop"));
    QVERIFY(out.contains("ünï"));
    const QByteArray clean = "id,error\n1,none\n";
    QCOMPARE(SecretText::redact(clean), clean);
}

QTEST_GUILESS_MAIN(TestSecretText)
#include "tst_secrettext.moc"
