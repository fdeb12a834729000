#pragma once

#include <QStringView>

#include <vector>

namespace llmcap {

// The simulated server's tokenizer: a documented, deterministic rule instead of a real
// vocabulary, so clients can build prompts of an exact length.
//
//   * Text: every maximal run of non-whitespace characters is one token ("Hello, world!" is
//     2 tokens; whitespace is QChar::isSpace).
//   * /v1/completions and /tokenize with "prompt": the tokens of the text; a prompt given as
//     token ids counts one token per id. No BOS token is added.
//   * /v1/chat/completions and /tokenize with "messages": per message 4 template tokens
//     (header start, role, header end, end of turn) plus the tokens of its text content (text
//     parts of a content array are concatenated with a space), plus 3 tokens for the reply
//     header (kReplyPrimerTokens, omitted with add_generation_prompt: false in /tokenize).
//     The reply header equals the start of an assistant message, so a prompt followed by its
//     output is the start of the next prompt that carries that output as an assistant message.
//
// Token ids are a hash of the word (1000..100999) or fixed template ids (128000+). Prefix-cache
// blocks are keyed by a chained hash over the ids, so prompts that share their first tokens
// share blocks, as in vLLM. The text itself is never kept.
class TokenCounter
{
public:
    static constexpr int kTokensPerMessage = 4;
    static constexpr int kReplyPrimerTokens = 3;

    explicit TokenCounter(int blockSize = 16, bool keepIds = false);
    // Continues a sequence whose first count tokens ended with chain() == chain: blockHashes()
    // then holds the hashes of the blocks completed after those tokens (an output's blocks).
    TokenCounter(int blockSize, int count, quint64 chain);

    void addText(QStringView text);
    void addTokenId(qint64 id);
    void beginMessage(QStringView role); // 3 template tokens
    void endMessage();                   // 1 template token
    void addReplyPrimer();               // kReplyPrimerTokens template tokens

    int count() const { return m_count; }
    // The chained hash of all tokens so far (0 before the first).
    quint64 chain() const { return m_chain; }
    // Whether the last token came from text that ends in a non-whitespace character, so that
    // text appended to it would join its last word.
    bool endsInWord() const { return m_endsInWord; }
    // Chained hashes of each full block of blockSize tokens.
    const std::vector<quint64> &blockHashes() const { return m_blockHashes; }
    // The token ids, when constructed with keepIds (for /tokenize).
    const std::vector<qint64> &ids() const { return m_ids; }

    // Tokens of text under the rule above.
    static int countText(QStringView text);
    // The id of one word (a run of non-whitespace characters).
    static qint64 wordId(QStringView word);

private:
    void push(qint64 id);

    int m_blockSize;
    bool m_keepIds;
    int m_count = 0;
    quint64 m_chain = 0;
    bool m_endsInWord = false;
    std::vector<quint64> m_blockHashes;
    std::vector<qint64> m_ids;
};

} // namespace llmcap
