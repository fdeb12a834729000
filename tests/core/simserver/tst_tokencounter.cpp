#include "simserver/TokenCounter.h"

#include <QTest>

#include <algorithm>

using namespace llmcap;

class TestTokenCounter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void countsWords_data();
    void countsWords();
    void chatTemplateOverhead();
    void blockHashesChainAndShare();
    void idsAreDeterministic();
    void assistantReplyExtendsThePrompt();
    void resumedCounterContinuesTheChain();
    void endsInWord();
};

void TestTokenCounter::countsWords_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("tokens");
    QTest::newRow("empty") << "" << 0;
    QTest::newRow("spaces") << "   \t\n " << 0;
    QTest::newRow("one") << "hello" << 1;
    QTest::newRow("punctuation sticks") << "Hello, world!" << 2;
    QTest::newRow("runs of whitespace") << "  a \t b\n\nc  " << 3;
    QTest::newRow("unicode") << QString::fromUtf8("Grüße aus Köln") << 3;
    QTest::newRow("no-break space separates") << QString::fromUtf8("a\u00a0b") << 2;
}

void TestTokenCounter::countsWords()
{
    QFETCH(QString, text);
    QFETCH(int, tokens);
    QCOMPARE(TokenCounter::countText(text), tokens);
    TokenCounter c;
    c.addText(text);
    QCOMPARE(c.count(), tokens);
}

void TestTokenCounter::chatTemplateOverhead()
{
    TokenCounter c;
    c.beginMessage(u"system");
    c.addText(u"be brief");
    c.endMessage();
    c.beginMessage(u"user");
    c.addText(u"one two three");
    c.endMessage();
    c.addReplyPrimer();
    QCOMPARE(c.count(), 2 * TokenCounter::kTokensPerMessage + 5 + TokenCounter::kReplyPrimerTokens);
}

void TestTokenCounter::blockHashesChainAndShare()
{
    auto hashes = [](const QString &text) {
        TokenCounter c(4);
        c.addText(text);
        return c.blockHashes();
    };
    const auto a = hashes(QStringLiteral("a b c d e f g h i j k"));
    const auto b = hashes(QStringLiteral("a b c d e f g X i j k"));
    const auto c = hashes(QStringLiteral("Z b c d e f g h i j k"));
    QCOMPARE(a.size(), size_t(2)); // 11 tokens: two full blocks of 4
    QCOMPARE(a[0], b[0]);          // same first block
    QVERIFY(a[1] != b[1]);         // differs in the second
    QVERIFY(a[0] != c[0]);
    QVERIFY(a[1] != c[1]); // chained: a different first block changes every later one
}

void TestTokenCounter::idsAreDeterministic()
{
    TokenCounter a(16, true), b(16, true);
    a.addText(u"same words here");
    b.addText(u"same  words\there");
    QCOMPARE(a.ids(), b.ids());
    QCOMPARE(a.ids().size(), size_t(3));
    TokenCounter ids(16, true);
    ids.addTokenId(42);
    QCOMPARE(ids.ids(), std::vector<qint64>{42});
}

void TestTokenCounter::assistantReplyExtendsThePrompt()
{
    // Call k: a user message and the reply header; then the output "alpha beta gamma ".
    TokenCounter call(4, true);
    call.beginMessage(u"user");
    call.addText(u"what now");
    call.endMessage();
    call.addReplyPrimer();
    const std::vector<qint64> prompt = call.ids();
    call.addText(u"alpha beta gamma ");
    // Call k+1 carries the output back as an assistant message.
    TokenCounter next(4, true);
    next.beginMessage(u"user");
    next.addText(u"what now");
    next.endMessage();
    next.beginMessage(u"assistant");
    next.addText(u"alpha beta gamma ");
    next.endMessage();
    next.beginMessage(u"user");
    next.addText(u"go on");
    next.endMessage();
    next.addReplyPrimer();
    QCOMPARE(int(prompt.size()), 4 + 2 + 3);
    QVERIFY(next.ids().size() > call.ids().size());
    QVERIFY(std::equal(call.ids().begin(), call.ids().end(), next.ids().begin()));
    const auto &a = call.blockHashes(), &b = next.blockHashes();
    QCOMPARE(a.size(), size_t(3));
    QVERIFY(std::equal(a.begin(), a.end(), b.begin()));
}

void TestTokenCounter::resumedCounterContinuesTheChain()
{
    TokenCounter whole(4);
    whole.addText(u"one two three four five six");
    whole.addText(u"seven eight nine ten eleven");
    TokenCounter prompt(4);
    prompt.addText(u"one two three four five six");
    TokenCounter output(4, prompt.count(), prompt.chain());
    output.addText(u"seven eight nine ten eleven");
    QCOMPARE(output.count(), 11);
    QCOMPARE(prompt.blockHashes().size(), size_t(1));
    QCOMPARE(output.blockHashes().size(), size_t(1)); // tokens [0, 8); [8, 11) is not full
    QCOMPARE(whole.blockHashes().at(1), output.blockHashes().at(0));
    QCOMPARE(output.chain(), whole.chain());
}

void TestTokenCounter::endsInWord()
{
    TokenCounter t;
    QVERIFY(!t.endsInWord());
    t.addText(u"a b");
    QVERIFY(t.endsInWord());
    t.addText(u"  ");
    QVERIFY(!t.endsInWord());
    t.addText(u"c\n");
    QVERIFY(!t.endsInWord());
    t.addText(u"d");
    t.addReplyPrimer();
    QVERIFY(!t.endsInWord());
}

QTEST_APPLESS_MAIN(TestTokenCounter)
#include "tst_tokencounter.moc"
