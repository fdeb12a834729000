#include "twin/ClientTimeline.h"

#include <QTest>

using namespace llmcap;

namespace {

constexpr qint64 kMs = 1'000'000;

// A request sent at sentMs whose tokens (one per chunk) arrive at tokenMs.
RequestRecord request(qint64 sentMs, const std::vector<qint64> &tokenMs, int prompt)
{
    RequestRecord r;
    r.scheduledNs = r.sentNs = sentMs * kMs;
    for (const qint64 t : tokenMs)
        r.chunks.push_back({t * kMs, 1});
    if (!tokenMs.empty()) {
        r.firstTokenNs = r.chunks.front().tNs;
        r.lastTokenNs = r.endNs = r.chunks.back().tNs;
    }
    r.promptTokens = prompt;
    r.completionTokens = qint64(tokenMs.size());
    return r;
}

} // namespace

class TestClientTimeline : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void decodingAndWaiting();
    void stepsStayApart();
    void oneStepsStreamsAreOneStepEnd();
    void groupsWithinEachMeasuredStep();
};

// A decodes from 10 to 40 ms, B from 30 to 50 ms: two decode at 30-40, with A's context at
// prompt + tokens so far. B waited for its first token from 5 to 30 ms.
void TestClientTimeline::decodingAndWaiting()
{
    ClientTimeline t;
    t.addStep({request(0, {10, 20, 30, 40}, 100), request(5, {30, 40, 50}, 200)});
    QCOMPARE(t.requests().size(), size_t(2));
    QCOMPARE(t.tokenInstants(),
             (std::vector<qint64>{10 * kMs, 20 * kMs, 30 * kMs, 40 * kMs, 50 * kMs}));
    QCOMPARE(t.maxDecoding(), 2);
    QCOMPARE(t.maxContextTokens(), 203); // B: 200 + 3
    QVERIFY(!t.cachedTokensSeen());

    const ClientTimeline::State s =
        t.stateAt({9 * kMs, 10 * kMs, 29 * kMs, 35 * kMs, 40 * kMs, 45 * kMs, 50 * kMs});
    QCOMPARE(s.decoding, (std::vector<int>{0, 1, 1, 2, 1, 1, 0}));
    // At 35 ms: A holds 100 + 3 tokens, B 200 + 1.
    QCOMPARE(s.contextTokens[3], 304.0);
    QCOMPARE(s.contextTokens[5], 202.0);               // A has ended; B holds 200 + 2
    QCOMPARE(t.waitingBetween(10 * kMs, 20 * kMs), 1); // B waits
    QCOMPARE(t.waitingBetween(30 * kMs, 40 * kMs), 0); // nobody waits
    QCOMPARE(t.waitingBetween(1 * kMs, 4 * kMs), 1);   // A waits for its first token
}

// Two steps that both start at 0 lie apart: the second step's request does not overlap the
// first's.
void TestClientTimeline::stepsStayApart()
{
    ClientTimeline t;
    t.addStep({request(0, {10, 20}, 10)});
    t.addStep({request(0, {10, 20}, 10)});
    QCOMPARE(t.maxDecoding(), 1);
    QCOMPARE(t.tokenInstants().size(), size_t(4));
    QVERIFY(t.requests()[1].sentNs > t.requests()[0].endNs);
}

// Over HTTP the three streams of each 10 ms step arrive 0.04 ms apart: three token instants
// per step, but one step end each, at the earliest; C's last token at 30.3 ms frees a slot.
void TestClientTimeline::oneStepsStreamsAreOneStepEnd()
{
    constexpr qint64 kUs = 1'000;
    auto stream = [](qint64 sentMs, qint64 firstMs, int tokens, qint64 offsetUs) {
        RequestRecord r = request(sentMs, {}, 50);
        for (int k = 0; k < tokens; ++k)
            r.chunks.push_back({(firstMs + 10 * k) * kMs + offsetUs * kUs, 1});
        r.firstTokenNs = r.chunks.front().tNs;
        r.lastTokenNs = r.endNs = r.chunks.back().tNs;
        return r;
    };
    ClientTimeline t;
    RequestRecord c = stream(0, 10, 3, 80);
    c.chunks.back().tNs += 220 * kUs;
    c.lastTokenNs = c.endNs = c.chunks.back().tNs;
    t.addStep({stream(0, 10, 5, 0), stream(0, 10, 5, 40), c});
    QCOMPARE(t.tokenInstants().size(), size_t(13));
    QCOMPARE(t.stepEnds(), (std::vector<qint64>{10 * kMs, 20 * kMs, 30 * kMs, 40 * kMs, 50 * kMs}));
    QCOMPARE(t.endedBetween(25 * kMs, 31 * kMs), 1);
    QCOMPARE(t.endedBetween(31 * kMs, 49 * kMs), 0);
    QCOMPARE(t.endedBetween(49 * kMs, 51 * kMs), 2);
}

// A light step (a token every 7 ms) measured beside an overloaded one (every 30 ms, with more
// chunks): each keeps its own step ends. One median over both (30 ms) would group instants
// closer than 10 ms and merge the light step's into one.
void TestClientTimeline::groupsWithinEachMeasuredStep()
{
    auto every = [](qint64 firstMs, qint64 gapMs, int tokens) {
        std::vector<qint64> t;
        for (int k = 0; k < tokens; ++k)
            t.push_back(firstMs + gapMs * k);
        return t;
    };
    ClientTimeline t;
    t.addStep({request(0, every(7, 7, 5), 50)});
    t.addStep({request(0, every(30, 30, 20), 50), request(0, every(30, 30, 20), 50)});
    QCOMPARE(t.stepEnds().size(), size_t(5 + 20));
}

QTEST_APPLESS_MAIN(TestClientTimeline)
#include "tst_clienttimeline.moc"
