#include "bench/RequestBodyBuilder.h"

#include "workload/PromptFactory.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <algorithm>

using namespace llmcap;

// A run call's body is written straight from its UTF-8 turns (issue 18: dispatch lag); it must
// say exactly what the QJsonDocument form says, whatever the text holds.
class TestRequestBodyBuilder : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void conversationMatchesTheJsonForm_data();
    void conversationMatchesTheJsonForm();
    void conversationIsQuickToBuild();
};

namespace {

QList<QByteArray> trickyTurns()
{
    QByteArray controls;
    for (char c = 1; c < 0x20; ++c)
        controls.append(c);
    return {QByteArrayLiteral("plain words \"quoted\" and a back\\slash"),
            QByteArrayLiteral("line\nbreak\ttab\rreturn ") + controls,
            QString(QStringLiteral("unicode: caf\u00e9 \u4e2d\u6587 \U0001F600 / slash")).toUtf8(),
            QByteArrayLiteral("last user turn")};
}

// The body as it was built before (a QJsonObject serialised by QJsonDocument).
QByteArray jsonForm(const QList<QByteArray> &turns, const QString &model, int maxTokens)
{
    QJsonArray messages;
    for (qsizetype i = 0; i < turns.size(); ++i)
        messages.append(
            QJsonObject{{QStringLiteral("role"),
                         i % 2 == 0 ? QStringLiteral("user") : QStringLiteral("assistant")},
                        {QStringLiteral("content"), QString::fromUtf8(turns.at(i))}});
    QJsonObject body{{QStringLiteral("model"), model},
                     {QStringLiteral("messages"), messages},
                     {QStringLiteral("max_tokens"), maxTokens},
                     {QStringLiteral("stream"), true},
                     {QStringLiteral("stream_options"),
                      QJsonObject{{QStringLiteral("include_usage"), true},
                                  {QStringLiteral("continuous_usage_stats"), true}}},
                     {QStringLiteral("ignore_eos"), true}};
    return QJsonDocument(body).toJson(QJsonDocument::Compact);
}

} // namespace

void TestRequestBodyBuilder::conversationMatchesTheJsonForm_data()
{
    QTest::addColumn<bool>("chat");
    QTest::addColumn<bool>("extensions");
    QTest::newRow("chat") << true << true;
    QTest::newRow("chat, strict server") << true << false;
    QTest::newRow("completions") << false << true;
}

void TestRequestBodyBuilder::conversationMatchesTheJsonForm()
{
    QFETCH(bool, chat);
    QFETCH(bool, extensions);
    ServerExtensions ext;
    ext.ignoreEos = ext.continuousUsage = extensions;
    const RequestBodyBuilder builder(chat ? EndpointTarget::Api::Chat
                                          : EndpointTarget::Api::Completions,
                                     QStringLiteral("m\"odel"), ext);
    SamplingSettings sampling;
    sampling.temperature = 0.5;
    sampling.seed = 7;
    sampling.extraBody = {{QStringLiteral("user"), QStringLiteral("x")},
                          {QStringLiteral("messages"), QStringLiteral("replaced")}};
    const QList<QByteArray> turns = trickyTurns();
    const QByteArray body = builder.buildConversation(turns, 42, sampling);

    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &error);
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
    // The other fields as the one-prompt body has them.
    QJsonObject expected =
        QJsonDocument::fromJson(builder.build(QByteArrayLiteral("x"), 42, sampling)).object();
    expected.remove(QStringLiteral("messages"));
    expected.remove(QStringLiteral("prompt"));
    if (chat) {
        QJsonArray messages;
        for (qsizetype i = 0; i < turns.size(); ++i)
            messages.append(
                QJsonObject{{QStringLiteral("role"),
                             i % 2 == 0 ? QStringLiteral("user") : QStringLiteral("assistant")},
                            {QStringLiteral("content"), QString::fromUtf8(turns.at(i))}});
        expected.insert(QStringLiteral("messages"), messages);
    } else {
        expected.insert(QStringLiteral("prompt"),
                        QString::fromUtf8(RequestBodyBuilder::completionPrompt(turns)));
    }
    QCOMPARE(doc.object(), expected);
    QCOMPARE(doc.object().value(QStringLiteral("max_tokens")).toInt(), 42);
    QCOMPARE(doc.object().value(QStringLiteral("model")).toString(), QStringLiteral("m\"odel"));
}

// The body of a run's 10th call (200 prompt tokens, then 100 new and 16 output tokens per
// call, as bench_rundispatch sends): built on the load thread when its dependency ends, so its
// cost is dispatch lag. Prints the time per body against the QJsonDocument form it replaced.
void TestRequestBodyBuilder::conversationIsQuickToBuild()
{
    ServerExtensions ext;
    ext.ignoreEos = ext.continuousUsage = true;
    const RequestBodyBuilder builder(EndpointTarget::Api::Chat, QStringLiteral("model"), ext);
    const PromptFactory prompts(1);
    QList<QByteArray> turns;
    for (int k = 0; k < 10; ++k) {
        turns.append(prompts.prompt({k, k == 0 ? 200 : 100, 0, 0}));
        if (k < 9)
            turns.append(prompts.prompt({-1 - k, 16, 0, 0}));
    }
    const QByteArray fast = builder.buildConversation(turns, 16, SamplingSettings{});
    QCOMPARE(QJsonDocument::fromJson(fast),
             QJsonDocument::fromJson(jsonForm(turns, QStringLiteral("model"), 16)));
    constexpr int kRepeats = 2000;
    auto timeUs = [&](auto &&build) {
        QElapsedTimer t;
        t.start();
        qsizetype bytes = 0;
        for (int i = 0; i < kRepeats; ++i)
            bytes += build().size();
        if (bytes == 0)
            qFatal("empty bodies");
        return double(t.nsecsElapsed()) / 1e3 / kRepeats;
    };
    double before = 0, after = 0;
    for (int round = 0; round < 3; ++round) { // the best of three, against the machine's noise
        const double b = timeUs([&] { return jsonForm(turns, QStringLiteral("model"), 16); });
        const double a =
            timeUs([&] { return builder.buildConversation(turns, 16, SamplingSettings{}); });
        before = round == 0 ? b : std::min(before, b);
        after = round == 0 ? a : std::min(after, a);
    }
    qInfo("10th call's body (%.1f KiB): %.1f us as before (QJsonDocument), %.1f us now",
          double(fast.size()) / 1024, before, after);
    QVERIFY2(after < before, "the direct form must not be slower than the one it replaced");
}

QTEST_GUILESS_MAIN(TestRequestBodyBuilder)
#include "tst_requestbodybuilder.moc"
