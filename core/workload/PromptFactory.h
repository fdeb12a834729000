#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <vector>

namespace llmcap {

// How the synthetic words map to the endpoint's tokens, measured through its /tokenize
// endpoint when it has one (see EndpointProbe). Uncalibrated: one token per word.
struct TokenCalibration
{
    double tokensPerWord = 1.0;
    int promptOverheadTokens = 0; // tokens the server adds around the text (BOS, chat template)
    bool calibrated = false;
    QString method; // e.g. "vllm /tokenize", "llama.cpp /tokenize", "none"

    QJsonObject toJson() const;
};

// Synthetic prompt text of a requested token length, reproducible from the run's seed. Words
// come from a list of common English words that most BPE tokenizers keep as one token each.
//
// Prefix-cache realism (domain reference §2): a request without a shared prefix starts with a
// unique nonce, so nothing of it is in the server's prefix cache; a request of a prefix group
// starts with that group's text (identical for every request of the group), then its nonce and
// its own words. The token counts recorded are the server's `usage`, not these targets.
//
// A run salt makes a request's own words unique across runs too: without it, request i of two
// runs with the same seed (every step of a sweep, a repeated bench) has the same text, and a
// server with prefix caching serves the later run from the cache of the earlier one. Group
// prefixes stay the same across runs, as a shared system prompt stays cached in production.
class PromptFactory
{
public:
    explicit PromptFactory(quint64 seed = 1, TokenCalibration calibration = {});

    struct Spec
    {
        qint64 index = 0;      // the request's index in the run (makes the nonce unique)
        int inputTokens = 1;   // total prompt length wanted
        quint64 prefixKey = 0; // 0: no shared prefix; else identifies the group's text
        int prefixTokens = 0;
        // The prompt as blocks of blockTokens tokens named by chained ids (a trace's hash_ids;
        // TraceEntry::blocks): block i's text depends on its id alone, so prompts with equal
        // leading ids share exactly those blocks. When set, prefixKey is ignored; tokens past
        // the last block are the request's own.
        const QStringList *blocks = nullptr;
        int blockTokens = 0;
    };

    QByteArray prompt(const Spec &spec) const;
    // count words of deterministic text (calibration samples).
    QByteArray words(int count, quint64 stream) const;
    int wordsFor(double tokens) const;

    // 0 (the default): a request's own words depend on the seed and its index only.
    void setRunSalt(quint64 salt) { m_runSalt = salt; }
    quint64 runSalt() const { return m_runSalt; }

    const TokenCalibration &calibration() const { return m_calibration; }
    void setCalibration(const TokenCalibration &calibration) { m_calibration = calibration; }
    static quint64 prefixKey(const QString &className, const QString &group);
    // The identity of a trace block id's content within one run (salt: the run's; 0: none).
    static quint64 blockKey(const QString &id, quint64 salt);
    // The engine's prompt blocks (engineBlock tokens each, chained as SimRequest keys them) that
    // lie within the trace's blocks: block b is named by the trace block holding its last
    // token. The prompt's remaining full blocks are not included (they are the request's own).
    static std::vector<quint64> engineBlocks(const QStringList &blocks, int blockTokens,
                                             int engineBlock, int promptTokens, quint64 salt);

private:
    void appendWords(QByteArray &out, int count, quint64 stream) const;

    quint64 m_seed;
    quint64 m_runSalt = 0;
    TokenCalibration m_calibration;
};

} // namespace llmcap
