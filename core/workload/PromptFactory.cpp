#include "workload/PromptFactory.h"

#include "workload/SeededRandom.h"

#include <QHash>

#include <array>
#include <cmath>
#include <string_view>

namespace llmcap {

namespace {

// Common English words; each is a single token (with its leading space) in the Llama, Qwen,
// Mistral and GPT tokenizers.
constexpr std::array<std::string_view, 128> kWords = {
    "time",    "people",   "year",   "way",     "day",     "man",      "thing",    "woman",
    "life",    "child",    "world",  "school",  "state",   "family",   "group",    "country",
    "problem", "hand",     "part",   "place",   "case",    "week",     "company",  "system",
    "program", "question", "work",   "number",  "night",   "point",    "home",     "water",
    "room",    "mother",   "area",   "money",   "story",   "fact",     "month",    "lot",
    "right",   "study",    "book",   "eye",     "job",     "word",     "business", "issue",
    "side",    "kind",     "head",   "house",   "service", "friend",   "father",   "power",
    "hour",    "game",     "line",   "end",     "member",  "law",      "car",      "city",
    "name",    "team",     "minute", "idea",    "body",    "back",     "parent",   "face",
    "level",   "office",   "door",   "health",  "person",  "art",      "war",      "history",
    "party",   "result",   "change", "morning", "reason",  "research", "girl",     "moment",
    "air",     "teacher",  "force",  "order",   "river",   "garden",   "market",   "table",
    "paper",   "music",    "letter", "field",   "window",  "road",     "light",    "voice",
    "summer",  "winter",   "street", "picture", "price",   "plan",     "model",    "report",
    "energy",  "value",    "forest", "answer",  "doctor",  "stone",    "glass",    "horse",
    "camera",  "island",   "tree",   "bread",   "coffee",  "village",  "train",    "bridge",
};

// xorshift64*: a cheap word picker; quality hardly matters, speed and determinism do.
quint64 nextState(quint64 &state)
{
    state ^= state >> 12;
    state ^= state << 25;
    state ^= state >> 27;
    return state * 0x2545F4914F6CDD1DULL;
}

} // namespace

QJsonObject TokenCalibration::toJson() const
{
    return {{QStringLiteral("tokens_per_word"), tokensPerWord},
            {QStringLiteral("prompt_overhead_tokens"), promptOverheadTokens},
            {QStringLiteral("calibrated"), calibrated},
            {QStringLiteral("method"), method.isEmpty() ? QStringLiteral("none") : method}};
}

PromptFactory::PromptFactory(quint64 seed, TokenCalibration calibration)
    : m_seed(seed)
    , m_calibration(std::move(calibration))
{}

quint64 PromptFactory::prefixKey(const QString &className, const QString &group)
{
    const quint64 key = qHash(className, 0x5eed) * 31 + qHash(group, 0xcafe);
    return key == 0 ? 1 : key;
}

quint64 PromptFactory::blockKey(const QString &id, quint64 salt)
{
    return SeededRandom::derive(salt ^ 0xb10cb10cULL, quint64(qHash(id, 0x5eedb10c)));
}

std::vector<quint64> PromptFactory::engineBlocks(const QStringList &blocks, int blockTokens,
                                                 int engineBlock, int promptTokens, quint64 salt)
{
    std::vector<quint64> out;
    if (blocks.isEmpty() || blockTokens <= 0 || engineBlock <= 0)
        return out;
    const qint64 covered = std::min<qint64>(promptTokens, qint64(blocks.size()) * blockTokens);
    out.reserve(size_t(covered / engineBlock));
    for (qint64 b = 0; (b + 1) * engineBlock <= covered; ++b) {
        const qint64 last = (b + 1) * engineBlock - 1;
        out.push_back(SeededRandom::derive(blockKey(blocks.at(qsizetype(last / blockTokens)), salt),
                                           quint64(b)));
    }
    return out;
}

int PromptFactory::wordsFor(double tokens) const
{
    const double perWord = m_calibration.tokensPerWord > 0 ? m_calibration.tokensPerWord : 1.0;
    return std::max(0, int(std::lround(tokens / perWord)));
}

void PromptFactory::appendWords(QByteArray &out, int count, quint64 stream) const
{
    quint64 state = SeededRandom::derive(m_seed, stream) | 1;
    for (int i = 0; i < count; ++i) {
        const std::string_view word = kWords[nextState(state) % kWords.size()];
        if (!out.isEmpty())
            out.append(' ');
        out.append(word.data(), qsizetype(word.size()));
    }
}

QByteArray PromptFactory::words(int count, quint64 stream) const
{
    QByteArray out;
    out.reserve(count * 8);
    appendWords(out, count, stream);
    return out;
}

QByteArray PromptFactory::prompt(const Spec &spec) const
{
    constexpr int kNonceWords = 4;
    const int budget = std::max(1, spec.inputTokens - m_calibration.promptOverheadTokens);
    const int totalWords = std::max(kNonceWords, wordsFor(budget));
    const int prefixWords =
        spec.prefixKey != 0 ? std::min(totalWords - kNonceWords, wordsFor(spec.prefixTokens)) : 0;
    QByteArray out;
    out.reserve(totalWords * 8);
    if (spec.blocks && !spec.blocks->isEmpty() && spec.blockTokens > 0) {
        // Each block's words come from its id's own stream: two prompts agree word for word
        // as far as their ids agree, and no further.
        int written = 0;
        int tokens = 0;
        for (const QString &id : *spec.blocks) {
            if (written >= totalWords)
                break;
            tokens += spec.blockTokens;
            const int upTo = std::min(totalWords, wordsFor(std::min(tokens, budget)));
            if (upTo > written)
                appendWords(out, upTo - written, blockKey(id, m_runSalt) << 1);
            written = std::max(written, upTo);
        }
        if (written < totalWords) {
            const quint64 own = m_runSalt != 0
                                    ? SeededRandom::derive(m_runSalt, quint64(spec.index))
                                    : quint64(spec.index);
            appendWords(out, totalWords - written, (own << 1) | 1);
        }
        return out;
    }
    if (prefixWords > 0)
        appendWords(out, prefixWords, spec.prefixKey << 1);
    // Streams for a request's own words are odd, so they never repeat a prefix group's text.
    const quint64 own =
        m_runSalt != 0 ? SeededRandom::derive(m_runSalt, quint64(spec.index)) : quint64(spec.index);
    appendWords(out, totalWords - prefixWords, (own << 1) | 1);
    return out;
}

} // namespace llmcap
