#include "workload/PromptFactory.h"

#include <QTest>

using namespace llmcap;

namespace {

int words(const QByteArray &text)
{
    return int(text.split(' ').size());
}

} // namespace

class TestPromptFactory : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void lengthFollowsCalibration_data();
    void lengthFollowsCalibration();
    void reproducibleFromSeed();
    void uniqueStartWithoutPrefix();
    void sharedPrefixIsIdentical();
    void runSaltMakesRunsDistinct();
    void blocksShareExactlyTheirCommonLead();
};

void TestPromptFactory::lengthFollowsCalibration_data()
{
    QTest::addColumn<double>("tokensPerWord");
    QTest::addColumn<int>("overhead");
    QTest::addColumn<int>("tokens");
    QTest::addColumn<int>("expectedWords");
    QTest::newRow("uncalibrated") << 1.0 << 0 << 500 << 500;
    QTest::newRow("chat overhead") << 1.0 << 7 << 500 << 493;
    QTest::newRow("1.25 tokens per word") << 1.25 << 0 << 500 << 400;
    QTest::newRow("tiny") << 1.0 << 7 << 3 << 4;
}

void TestPromptFactory::lengthFollowsCalibration()
{
    QFETCH(double, tokensPerWord);
    QFETCH(int, overhead);
    QFETCH(int, tokens);
    QFETCH(int, expectedWords);
    TokenCalibration c;
    c.tokensPerWord = tokensPerWord;
    c.promptOverheadTokens = overhead;
    const PromptFactory f(1, c);
    QCOMPARE(words(f.prompt({0, tokens, 0, 0})), expectedWords);
}

void TestPromptFactory::reproducibleFromSeed()
{
    QCOMPARE(PromptFactory(5).prompt({3, 100, 0, 0}), PromptFactory(5).prompt({3, 100, 0, 0}));
    QVERIFY(PromptFactory(5).prompt({3, 100, 0, 0}) != PromptFactory(6).prompt({3, 100, 0, 0}));
}

void TestPromptFactory::uniqueStartWithoutPrefix()
{
    const PromptFactory f(1);
    QSet<QByteArray> starts;
    for (int i = 0; i < 1000; ++i)
        starts.insert(f.prompt({i, 64, 0, 0}).left(40));
    QCOMPARE(starts.size(), 1000);
}

void TestPromptFactory::sharedPrefixIsIdentical()
{
    const PromptFactory f(1);
    const quint64 key = PromptFactory::prefixKey(QStringLiteral("chat"), QStringLiteral("0"));
    const QByteArray a = f.prompt({1, 300, key, 200});
    const QByteArray b = f.prompt({2, 300, key, 200});
    const QByteArray prefixA = a.split(' ').mid(0, 200).join(' ');
    QCOMPARE(b.split(' ').mid(0, 200).join(' '), prefixA);
    QVERIFY(a != b);
    QCOMPARE(words(a), 300);
    const quint64 other = PromptFactory::prefixKey(QStringLiteral("chat"), QStringLiteral("1"));
    QVERIFY(f.prompt({1, 300, other, 200}).left(100) != a.left(100));
}

// Two runs with one seed (two steps of a sweep) must not send the same text, or a server with
// prefix caching serves the second from the first's cache; their lengths and group prefixes
// stay the same.
void TestPromptFactory::runSaltMakesRunsDistinct()
{
    PromptFactory first(1);
    PromptFactory second(1);
    first.setRunSalt(0x1111);
    second.setRunSalt(0x2223);
    const quint64 key = PromptFactory::prefixKey(QStringLiteral("chat"), QStringLiteral("0"));
    for (int i = 0; i < 50; ++i) {
        const QByteArray a = first.prompt({i, 120, 0, 0});
        const QByteArray b = second.prompt({i, 120, 0, 0});
        QVERIFY(a.left(40) != b.left(40));
        QCOMPARE(words(a), words(b));
        const QByteArray ga = first.prompt({i, 300, key, 200});
        const QByteArray gb = second.prompt({i, 300, key, 200});
        QCOMPARE(gb.split(' ').mid(0, 200), ga.split(' ').mid(0, 200));
        QVERIFY(ga != gb);
    }
    // Within one salted run every request still starts uniquely, and the salt is reproducible.
    QSet<QByteArray> starts;
    for (int i = 0; i < 1000; ++i)
        starts.insert(first.prompt({i, 64, 0, 0}).left(40));
    QCOMPARE(starts.size(), 1000);
    PromptFactory again(1);
    again.setRunSalt(0x1111);
    QCOMPARE(again.prompt({7, 100, 0, 0}), first.prompt({7, 100, 0, 0}));
    // Unsalted, the text depends on seed and index only (as before).
    QCOMPARE(PromptFactory(1).prompt({7, 100, 0, 0}), PromptFactory(1).prompt({7, 100, 0, 0}));
}

// Prompts written from block ids agree word for word as far as their ids agree, and no
// further (ids [1, 2, 3] and [1, 2, 4] share two 50-token blocks, [1, 5] one); a shorter
// prompt with the same ids is a prefix of the longer one; the run salt renames every block.
void TestPromptFactory::blocksShareExactlyTheirCommonLead()
{
    const PromptFactory f(1);
    const QStringList a{"1", "2", "3"}, b{"1", "2", "4"}, c{"1", "5"};
    const QList<QByteArray> pa = f.prompt({1, 150, 0, 0, &a, 50}).split(' ');
    const QList<QByteArray> pb = f.prompt({2, 150, 0, 0, &b, 50}).split(' ');
    const QList<QByteArray> pc = f.prompt({3, 100, 0, 0, &c, 50}).split(' ');
    QCOMPARE(pa.size(), 150);
    QCOMPARE(pb.size(), 150);
    const auto lead = [](const QList<QByteArray> &x, const QList<QByteArray> &y) {
        qsizetype n = 0;
        while (n < x.size() && n < y.size() && x.at(n) == y.at(n))
            ++n;
        return n;
    };
    // Random words agree by chance now and then (1 in 128 per word): at most a few more.
    QVERIFY2(lead(pa, pb) >= 100 && lead(pa, pb) < 104, qPrintable(QString::number(lead(pa, pb))));
    QVERIFY2(lead(pa, pc) >= 50 && lead(pa, pc) < 54, qPrintable(QString::number(lead(pa, pc))));
    // The same ids, a shorter prompt (a partial last block): a prefix of the longer.
    const QList<QByteArray> shortA = f.prompt({4, 120, 0, 0, &a, 50}).split(' ');
    QCOMPARE(shortA, pa.mid(0, 120));
    // Past the last block the request's own words follow.
    const QList<QByteArray> longA = f.prompt({5, 180, 0, 0, &a, 50}).split(' ');
    QCOMPARE(longA.mid(0, 150), pa);
    PromptFactory salted(1);
    salted.setRunSalt(0x1111);
    QVERIFY(lead(salted.prompt({1, 150, 0, 0, &a, 50}).split(' '), pa) < 4);
}

QTEST_APPLESS_MAIN(TestPromptFactory)
#include "tst_promptfactory.moc"
