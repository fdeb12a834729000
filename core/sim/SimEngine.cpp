#include "sim/SimEngine.h"

#include "sim/SimRandom.h"

#include <algorithm>
#include <cstring>

namespace llmcap {

namespace {

constexpr quint64 kGroupSalt = 0x5f3c1a7e2d4b6980ULL;
constexpr quint64 kRequestSalt = 0x1b873593cc9e2d51ULL;

} // namespace

SimEngine::SimEngine(const EngineConfig &config, const StepTimeModel &model)
    : m_config(config)
    , m_model(model)
    , m_pool(config.kvBlocks, config.prefixCaching)
{}

Status SimEngine::submit(SimRequest request, double nowSec)
{
    if (request.promptTokens < 1)
        return Status::failure(tr("a request needs at least one prompt token"));
    if (request.outputTokens < 1)
        return Status::failure(tr("a request must generate at least one token"));
    if (m_config.scheduler == SchedulerPolicy::LlamaSlots) {
        // llama.cpp refuses a prompt that fills its slot (HTTP 400, exceed_context_size_error)
        // and stops generating, finish "length", when the slot's context is full.
        const int slotCtx = m_config.slotContextTokens;
        if (request.promptTokens >= slotCtx)
            return Status::failure(
                tr("request (%1 tokens) exceeds the available context size (%2 tokens), try "
                   "increasing it")
                    .arg(request.promptTokens)
                    .arg(slotCtx));
        request.outputTokens = std::min(request.outputTokens, slotCtx - request.promptTokens);
    }
    const qint64 total = qint64(request.promptTokens) + request.outputTokens;
    if (total > m_config.maxModelLen)
        return Status::failure(tr("prompt plus output (%1 tokens) exceeds max_model_len %2")
                                   .arg(total)
                                   .arg(m_config.maxModelLen));
    if (m_config.blocksFor(total) > m_config.kvBlocks - m_config.watermarkBlocks())
        return Status::failure(
            tr("the request (%1 tokens) does not fit in the KV cache").arg(total));
    if (m_slotById.count(request.id))
        return Status::failure(tr("duplicate request id %1").arg(request.id));
    const int fullPromptBlocks = request.promptTokens / m_config.blockSize;
    if (!request.outputBlockHashes.empty() &&
        int(request.promptBlockHashes.size()) != fullPromptBlocks)
        return Status::failure(tr("request %1 has output block hashes but %2 prompt block "
                                  "hashes; it needs one block hash per full prompt block (%3)")
                                   .arg(request.id)
                                   .arg(request.promptBlockHashes.size())
                                   .arg(fullPromptBlocks));

    int slot;
    if (!m_freeSlots.empty()) {
        slot = m_freeSlots.back();
        m_freeSlots.pop_back();
    } else {
        slot = int(m_slots.size());
        m_slots.emplace_back();
    }
    Seq &s = m_slots[size_t(slot)];
    s.numTokens = request.promptTokens;
    s.generated = s.computed = s.hashedBlocks = s.lostTokens = 0;
    s.blocks.clear();
    s.running = false;
    s.timing = SimRequestTiming{};
    s.timing.id = request.id;
    s.timing.arrivalSec = nowSec;
    s.timing.promptTokens = request.promptTokens;
    s.req = std::move(request);
    // Only blocks with a content hash or inside a group prefix can be shared while running.
    s.shareableBlocks = int(s.req.promptBlockHashes.size() + s.req.outputBlockHashes.size());
    if (s.shareableBlocks == 0 && s.req.prefixGroup != 0)
        s.shareableBlocks = std::min(s.req.prefixTokens, s.req.promptTokens) / m_config.blockSize;
    m_slotById.emplace(s.req.id, slot);
    m_waiting.push_back(slot);
    return {};
}

bool SimEngine::abort(quint64 id)
{
    const auto it = m_slotById.find(id);
    if (it == m_slotById.end())
        return false;
    const int slot = it->second;
    Seq &s = m_slots[size_t(slot)];
    if (s.running)
        m_running.erase(std::find(m_running.begin(), m_running.end(), slot));
    else
        m_waiting.erase(std::find(m_waiting.begin(), m_waiting.end(), slot));
    releaseBlocks(s, false);
    freeSlot(slot);
    return true;
}

double SimEngine::kvUsage() const
{
    return m_pool.totalBlocks() > 0 ? double(m_pool.usedBlocks()) / m_pool.totalBlocks() : 0.0;
}

std::vector<SimRequestTiming> SimEngine::pendingTimings() const
{
    std::vector<SimRequestTiming> out;
    out.reserve(m_running.size() + m_waiting.size());
    for (int slot : m_running) {
        out.push_back(m_slots[size_t(slot)].timing);
        out.back().outputTokens = m_slots[size_t(slot)].generated;
    }
    for (int slot : m_waiting) {
        out.push_back(m_slots[size_t(slot)].timing);
        out.back().outputTokens = m_slots[size_t(slot)].generated;
    }
    return out;
}

const StepResult &SimEngine::step(double nowSec)
{
    m_result.startSec = nowSec;
    m_result.durationSec = m_result.stallSec = 0;
    m_result.batch = {};
    m_result.prefillTokens = m_result.decodeTokens = 0;
    m_result.tokenEmitted.clear();
    m_result.preempted.clear();
    m_result.finished.clear();
    m_scheduled.clear();

    int budget = m_config.maxNumBatchedTokens;
    bool preemptedAny = false;
    switch (m_config.scheduler) {
    case SchedulerPolicy::Continuous:
        scheduleRunning(budget, preemptedAny);
        if (!preemptedAny)
            admitWaiting(budget);
        break;
    case SchedulerPolicy::DecodeFirst:
        scheduleRunning(budget, preemptedAny, Pass::DecodeOnly);
        scheduleRunning(budget, preemptedAny, Pass::PrefillOnly);
        if (!preemptedAny)
            admitWaiting(budget);
        break;
    case SchedulerPolicy::LlamaSlots:
        // A free slot takes the queue's head before the batch is built (launch_slot_with_task),
        // then update_slots() adds the generating slots' tokens and fills up with prompt.
        admitToSlots();
        scheduleRunning(budget, preemptedAny, Pass::DecodeOnly);
        scheduleRunning(budget, preemptedAny, Pass::PrefillOnly);
        break;
    }
    if (m_scheduled.empty())
        return m_result;

    BatchShape &batch = m_result.batch;
    batch.numSeqs = int(m_scheduled.size());
    for (const auto &[slot, numNew] : m_scheduled) {
        const Seq &s = m_slots[size_t(slot)];
        batch.newTokens += numNew;
        batch.kvReadTokens += s.computed + numNew;
        batch.attentionPairs +=
            double(numNew) * s.computed + 0.5 * double(numNew) * double(numNew + 1);
        if (numNew == 1 && s.computed >= s.req.promptTokens)
            ++m_result.decodeTokens;
        else
            m_result.prefillTokens += numNew;
    }
    m_result.durationSec = m_model.stepSeconds(batch);
    if (m_config.stalls.enabled()) {
        // Keyed on the step's start time too: a driver that starts a fresh engine per sweep
        // step (VirtualStepRun) must not see the same stalls at the same step indices.
        quint64 startBits = 0;
        std::memcpy(&startBits, &nowSec, sizeof startBits);
        m_result.stallSec =
            m_config.stalls.pauseSec(simrandom::combine(quint64(m_counters.steps), startBits));
        if (m_result.stallSec > 0) {
            m_result.durationSec += m_result.stallSec;
            ++m_counters.stalledSteps;
            m_counters.stallSec += m_result.stallSec;
        }
    }
    ++m_counters.steps;
    applyStep();
    return m_result;
}

int SimEngine::chunkCap(int budget) const
{
    const int threshold = m_config.longPrefillTokenThreshold;
    return m_config.scheduler == SchedulerPolicy::DecodeFirst && threshold > 0
               ? std::min(budget, threshold)
               : budget;
}

void SimEngine::scheduleRunning(int &budget, bool &preemptedAny, Pass pass)
{
    for (size_t i = 0; i < m_running.size() && budget > 0; ++i) {
        const int slot = m_running[i];
        Seq &s = m_slots[size_t(slot)];
        const int remaining = s.numTokens - s.computed;
        if (pass != Pass::All) {
            const bool decoding = remaining == 1 && s.computed >= s.req.promptTokens;
            if (decoding != (pass == Pass::DecodeOnly))
                continue;
        }
        const int numNew =
            std::min(remaining, pass == Pass::PrefillOnly ? chunkCap(budget) : budget);
        if (numNew <= 0)
            continue;
        const int tokens = s.computed + numNew;
        const int need = tokens <= int(s.blocks.size()) * m_config.blockSize
                             ? 0
                             : m_config.blocksFor(tokens) - int(s.blocks.size());
        bool selfPreempted = false;
        while (need > m_pool.freeBlocks()) {
            const int victim = m_running.back();
            m_running.pop_back();
            if (pass != Pass::All) {
                // A decode-first step may already have scheduled the victim's token.
                const auto it = std::find_if(m_scheduled.begin(), m_scheduled.end(),
                                             [victim](const auto &e) { return e.first == victim; });
                if (it != m_scheduled.end()) {
                    budget += it->second;
                    m_scheduled.erase(it);
                }
            }
            preempt(victim);
            preemptedAny = true;
            if (victim == slot) {
                selfPreempted = true;
                break;
            }
        }
        if (selfPreempted)
            break;
        if (need > 0)
            growBlocks(s, tokens);
        m_scheduled.emplace_back(slot, numNew);
        budget -= numNew;
    }
}

void SimEngine::admitWaiting(int &budget)
{
    const int bs = m_config.blockSize;
    const int watermark = m_config.watermarkBlocks();
    while (!m_waiting.empty() && int(m_running.size()) < m_config.maxNumSeqs && budget > 0) {
        const int slot = m_waiting.front();
        Seq &s = m_slots[size_t(slot)];
        m_hitBlocks.clear();
        int freeHits = 0;
        if (m_pool.prefixCaching()) {
            // Keep at least one token to compute, as vLLM does, so the step samples a token.
            const int maxHit = (s.numTokens - 1) / bs;
            for (int i = 0; i < maxHit; ++i) {
                const int b = m_pool.lookup(blockHash(s, i));
                if (b < 0)
                    break;
                m_hitBlocks.push_back(b);
                if (m_pool.isFree(b))
                    ++freeHits;
            }
        }
        const int cached = int(m_hitBlocks.size()) * bs;
        const int numNew = std::min(s.numTokens - cached, chunkCap(budget));
        const int need = m_config.blocksFor(cached + numNew) - int(m_hitBlocks.size());
        if (m_pool.freeBlocks() - freeHits - need < watermark)
            break; // head-of-line: FIFO admission never skips ahead

        for (int b : m_hitBlocks) {
            m_pool.acquire(b);
            s.blocks.push_back(b);
        }
        s.hashedBlocks = int(m_hitBlocks.size());
        s.computed = cached;
        growBlocks(s, cached + numNew);
        if (m_pool.prefixCaching()) {
            m_counters.prefixQueryTokens += s.numTokens;
            m_counters.prefixHitTokens += cached;
        }
        m_counters.recomputedTokens += std::max(0, s.lostTokens - cached);
        s.lostTokens = 0;
        if (s.timing.firstScheduledSec < 0) {
            // A real-time driver may stamp an arrival a little after the step it joins starts.
            s.timing.firstScheduledSec = std::max(m_result.startSec, s.timing.arrivalSec);
            s.timing.cachedPromptTokens = std::min(cached, s.req.promptTokens);
        }
        m_waiting.pop_front();
        s.running = true;
        m_running.push_back(slot);
        m_scheduled.emplace_back(slot, numNew);
        budget -= numNew;
    }
}

void SimEngine::admitToSlots()
{
    while (!m_waiting.empty() && int(m_running.size()) < m_config.maxNumSeqs) {
        const int slot = m_waiting.front();
        m_waiting.pop_front();
        Seq &s = m_slots[size_t(slot)];
        s.computed = 0;
        s.timing.firstScheduledSec = std::max(m_result.startSec, s.timing.arrivalSec);
        s.running = true;
        m_running.push_back(slot);
    }
}

void SimEngine::applyStep()
{
    const double end = m_result.endSec();
    bool anyFinished = false;
    for (const auto &[slot, numNew] : m_scheduled) {
        Seq &s = m_slots[size_t(slot)];
        s.computed += numNew;
        if (s.hashedBlocks < s.shareableBlocks && m_pool.prefixCaching())
            registerFullBlocks(s, s.computed);
        if (s.computed < s.numTokens)
            continue; // prefill chunk, no token yet
        ++s.generated;
        ++s.numTokens;
        ++m_counters.generationTokens;
        m_result.tokenEmitted.push_back(s.req.id);
        if (s.timing.firstTokenSec < 0) {
            s.timing.firstTokenSec = end;
            m_counters.promptTokens += s.req.promptTokens;
        }
        if (s.generated >= s.req.outputTokens) {
            s.timing.finishSec = end;
            s.timing.outputTokens = s.generated;
            m_result.finished.push_back(s.timing);
            s.running = false;
            anyFinished = true;
        }
    }
    if (!anyFinished)
        return;
    std::erase_if(m_running, [this](int slot) {
        Seq &s = m_slots[size_t(slot)];
        if (s.running)
            return false;
        releaseBlocks(s, false);
        freeSlot(slot);
        return true;
    });
}

quint64 SimEngine::blockHash(const Seq &seq, int index) const
{
    const SimRequest &r = seq.req;
    if (size_t(index) < r.promptBlockHashes.size())
        return r.promptBlockHashes[size_t(index)];
    if (const size_t j = size_t(index) - r.promptBlockHashes.size(); j < r.outputBlockHashes.size())
        return r.outputBlockHashes[j]; // submit() checked the prompt hashes are complete
    const qint64 end = qint64(index + 1) * m_config.blockSize;
    if (r.promptBlockHashes.empty() && r.prefixGroup != 0 && end <= r.prefixTokens &&
        end <= r.promptTokens)
        return simrandom::combine(simrandom::combine(kGroupSalt, r.prefixGroup), quint64(index));
    return simrandom::combine(simrandom::combine(kRequestSalt, r.id), quint64(index));
}

bool SimEngine::growBlocks(Seq &seq, int tokens)
{
    if (tokens <= int(seq.blocks.size()) * m_config.blockSize)
        return true; // the common decode step: the last block still has room
    for (int need = m_config.blocksFor(tokens) - int(seq.blocks.size()); need > 0; --need) {
        const int b = m_pool.allocate();
        if (b < 0)
            return false;
        seq.blocks.push_back(b);
    }
    return true;
}

void SimEngine::registerFullBlocks(Seq &seq, int upToTokens)
{
    // While running, only blocks another request could share are registered: those with a
    // content hash (prompt or output) or inside a group prefix. Unique blocks are registered on
    // preemption only, so that the recompute can reuse them (and the hot path stays cheap).
    const int upTo = std::min(upToTokens / m_config.blockSize, seq.shareableBlocks);
    for (int i = seq.hashedBlocks; i < upTo; ++i)
        m_pool.registerHash(seq.blocks[size_t(i)], blockHash(seq, i));
    seq.hashedBlocks = std::max(seq.hashedBlocks, upTo);
}

void SimEngine::releaseBlocks(Seq &seq, bool keepForRecompute)
{
    if (keepForRecompute && m_pool.prefixCaching()) {
        const int full = std::min(seq.computed / m_config.blockSize, int(seq.blocks.size()));
        for (int i = seq.hashedBlocks; i < full; ++i)
            m_pool.registerHash(seq.blocks[size_t(i)], blockHash(seq, i));
    }
    // Tail blocks first, so they are the first to be evicted.
    for (auto it = seq.blocks.rbegin(); it != seq.blocks.rend(); ++it)
        m_pool.release(*it);
    seq.blocks.clear();
    seq.hashedBlocks = 0;
    seq.computed = 0;
}

void SimEngine::preempt(int slot)
{
    Seq &s = m_slots[size_t(slot)];
    s.lostTokens = s.computed;
    releaseBlocks(s, true);
    s.running = false;
    ++s.timing.preemptions;
    ++m_counters.preemptions;
    m_waiting.push_front(slot);
    m_result.preempted.push_back(s.req.id);
}

void SimEngine::freeSlot(int slot)
{
    Seq &s = m_slots[size_t(slot)];
    m_slotById.erase(s.req.id);
    s.req.promptBlockHashes.clear();
    s.req.outputBlockHashes.clear();
    m_freeSlots.push_back(slot);
}

} // namespace llmcap
