#include "simserver/TokenCounter.h"

#include "sim/SimRandom.h"

namespace llmcap {

namespace {

constexpr qint64 kHeaderStart = 128006;
constexpr qint64 kHeaderEnd = 128007;
constexpr qint64 kEndOfTurn = 128009;

quint64 fnv1a(QStringView word)
{
    quint64 h = 0xcbf29ce484222325ULL;
    for (QChar c : word) {
        h ^= c.unicode();
        h *= 0x100000001b3ULL;
    }
    return h;
}

} // namespace

qint64 TokenCounter::wordId(QStringView word)
{
    return 1000 + qint64(fnv1a(word) % 100000);
}

TokenCounter::TokenCounter(int blockSize, bool keepIds)
    : m_blockSize(blockSize > 0 ? blockSize : 16)
    , m_keepIds(keepIds)
{}

TokenCounter::TokenCounter(int blockSize, int count, quint64 chain)
    : m_blockSize(blockSize > 0 ? blockSize : 16)
    , m_keepIds(false)
    , m_count(count)
    , m_chain(chain)
{}

void TokenCounter::push(qint64 id)
{
    m_chain = simrandom::combine(m_chain, quint64(id));
    ++m_count;
    m_endsInWord = false;
    if (m_count % m_blockSize == 0)
        m_blockHashes.push_back(m_chain == 0 ? 1 : m_chain);
    if (m_keepIds)
        m_ids.push_back(id);
}

void TokenCounter::addText(QStringView text)
{
    qsizetype start = -1;
    for (qsizetype i = 0; i <= text.size(); ++i) {
        const bool space = i == text.size() || text[i].isSpace();
        if (!space && start < 0)
            start = i;
        else if (space && start >= 0) {
            push(wordId(text.mid(start, i - start)));
            start = -1;
        }
    }
    if (!text.isEmpty())
        m_endsInWord = !text.back().isSpace();
}

void TokenCounter::addTokenId(qint64 id)
{
    push(id);
}

void TokenCounter::beginMessage(QStringView role)
{
    push(kHeaderStart);
    push(wordId(role));
    push(kHeaderEnd);
}

void TokenCounter::endMessage()
{
    push(kEndOfTurn);
}

void TokenCounter::addReplyPrimer()
{
    beginMessage(u"assistant");
}

int TokenCounter::countText(QStringView text)
{
    int n = 0;
    bool inWord = false;
    for (QChar c : text) {
        const bool space = c.isSpace();
        if (!space && !inWord)
            ++n;
        inWord = !space;
    }
    return n;
}

} // namespace llmcap
