#pragma once

#include "sim/EngineConfig.h"
#include "sim/KvBlockPool.h"
#include "sim/SimRequest.h"
#include "sim/StepTimeModel.h"
#include "util/Result.h"

#include <QCoreApplication>

#include <deque>
#include <unordered_map>
#include <vector>

namespace llmcap {

// Lifetime counters, named after the vLLM metrics they feed.
struct EngineCounters
{
    qint64 steps = 0;
    qint64 preemptions = 0;       // vllm:num_preemptions_total
    qint64 promptTokens = 0;      // vllm:prompt_tokens_total (counted when prefill completes)
    qint64 generationTokens = 0;  // vllm:generation_tokens_total
    qint64 prefixQueryTokens = 0; // vllm:prefix_cache_queries_total (tokens)
    qint64 prefixHitTokens = 0;   // vllm:prefix_cache_hits_total (tokens)
    qint64 recomputedTokens = 0;  // tokens prefilled again after a preemption dropped them
    qint64 stalledSteps = 0;      // steps lengthened by a pause (EngineConfig::stalls)
    double stallSec = 0;          // the pauses' total
};

// What one step did. Events take effect at endSec(). Valid until the next step() call.
struct StepResult
{
    double startSec = 0;
    double durationSec = 0; // the batch's time plus stallSec
    double stallSec = 0;    // pause added to this step (EngineConfig::stalls)
    BatchShape batch;
    qint64 prefillTokens = 0;
    qint64 decodeTokens = 0;
    std::vector<quint64> tokenEmitted;      // requests that received one more output token
    std::vector<quint64> preempted;         // requests sent back to the waiting queue
    std::vector<SimRequestTiming> finished; // requests that produced their last token

    bool idle() const { return batch.numSeqs == 0; }
    double endSec() const { return startSec + durationSec; }
};

// Iteration-level continuous batching as vLLM's scheduler does it (domain.md §7), with no
// knowledge of HTTP or wall-clock time: the caller passes simulated times in.
//
// Each step first continues the running requests in admission order (one token each when
// decoding, the rest of their prompt up to the token budget when prefilling), allocating KV
// blocks as they grow; when none is free, the most recently admitted request is preempted (its
// blocks freed, to be recomputed later). Unless that happened, waiting requests are admitted in
// FIFO order while max_num_seqs, the token budget (chunked prefill) and the free blocks above
// the watermark allow; a prefix-cache hit skips the prefill of the cached blocks. A request
// whose known tokens are all computed at the end of a step samples one new token.
//
// EngineConfig::scheduler selects another composition of the step (vLLM V1 decode first,
// llama.cpp slots) and EngineConfig::stalls adds heavy-tailed pauses; see SchedulerPolicy.
//
// Deterministic given the configuration and the sequence of calls. Single-threaded.
class SimEngine
{
    Q_DECLARE_TR_FUNCTIONS(SimEngine)

public:
    SimEngine(const EngineConfig &config, const StepTimeModel &model);

    const EngineConfig &config() const { return m_config; }
    const StepTimeModel &stepTimeModel() const { return m_model; }

    // Queues a request arriving at nowSec. Fails (and keeps nothing) when it could never run.
    Status submit(SimRequest request, double nowSec);
    // Removes a waiting or running request (client gone); false when unknown.
    bool abort(quint64 id);
    // Runs one step starting at nowSec. An idle result (nothing to schedule) takes no time.
    const StepResult &step(double nowSec);

    int runningCount() const { return int(m_running.size()); }
    int waitingCount() const { return int(m_waiting.size()); }
    bool hasWork() const { return !m_running.empty() || !m_waiting.empty(); }
    double kvUsage() const;
    int usedBlocks() const { return m_pool.usedBlocks(); }
    const EngineCounters &counters() const { return m_counters; }
    // Timelines of the requests still held (waiting or running), in no particular order.
    std::vector<SimRequestTiming> pendingTimings() const;

private:
    struct Seq
    {
        SimRequest req;
        int numTokens = 0; // prompt plus generated
        int generated = 0;
        int computed = 0;        // tokens whose KV is in the cache
        int hashedBlocks = 0;    // leading blocks registered with the prefix cache
        int shareableBlocks = 0; // leading blocks another request could share (see submit)
        int lostTokens = 0;      // tokens computed before the last preemption dropped them
        std::vector<int> blocks;
        SimRequestTiming timing;
        bool running = false;
    };

    quint64 blockHash(const Seq &seq, int index) const;
    bool growBlocks(Seq &seq, int tokens);
    void releaseBlocks(Seq &seq, bool keepForRecompute);
    void registerFullBlocks(Seq &seq, int upToTokens);
    void preempt(int slot);
    enum class Pass { All, DecodeOnly, PrefillOnly };
    void scheduleRunning(int &budget, bool &preemptedAny, Pass pass = Pass::All);
    void admitWaiting(int &budget);
    void admitToSlots();
    int chunkCap(int budget) const;
    void applyStep();
    void freeSlot(int slot);

    EngineConfig m_config;
    StepTimeModel m_model;
    KvBlockPool m_pool;
    EngineCounters m_counters;
    // Indexed by slot; a vector (not a deque) because the hot loops index it per running
    // sequence per step. No reference into it is held across submit(), the only place it grows.
    std::vector<Seq> m_slots;
    std::vector<int> m_freeSlots;
    std::unordered_map<quint64, int> m_slotById;
    std::vector<int> m_running; // slots in admission order
    std::deque<int> m_waiting;  // slots, FIFO (preempted requests go to the front)
    std::vector<std::pair<int, int>> m_scheduled; // (slot, new tokens) of the current step
    std::vector<int> m_hitBlocks;
    StepResult m_result;
};

} // namespace llmcap
