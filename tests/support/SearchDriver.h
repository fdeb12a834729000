#pragma once

#include "sweep/BoundarySearch.h"

#include <QRandomGenerator>

// Drives a BoundarySearch without running steps, for the search's and the estimate's tests.
namespace searchdriver {

// Runs a search to its end (at most 200 steps): decide(request, outcome) sets the verdict (and
// margin) of each step the search asks for; the rate, repeat index and confirmation flag are
// the request's.
template<typename F>
llmcap::BoundarySearch drive(llmcap::BoundarySearch::Config config, F decide, int *steps = nullptr)
{
    llmcap::BoundarySearch search(config);
    int count = 0;
    while (const auto next = search.next()) {
        llmcap::StepOutcome o;
        o.rateRps = next->rateRps;
        o.repeat = next->repeat;
        o.confirm = next->confirm();
        decide(*next, o);
        search.record(o);
        if (++count >= 200)
            break;
    }
    if (steps)
        *steps = count;
    return search;
}

// Runs a search against a replica whose SLO holds up to trueRps; the margin falls linearly
// with the rate (percentage points per req/s) plus optional noise.
inline llmcap::BoundarySearch runAgainst(double trueRps, llmcap::BoundarySearch::Config config,
                                         double noise = 0, int *steps = nullptr)
{
    QRandomGenerator rng(42);
    return drive(
        config,
        [&](const llmcap::BoundarySearch::Request &, llmcap::StepOutcome &o) {
            o.sloMarginPct = (trueRps - o.rateRps) * 0.5 + noise * (rng.generateDouble() - 0.5);
            o.verdict = o.sloMarginPct >= 0 ? llmcap::StepVerdict::Pass : llmcap::StepVerdict::Fail;
        },
        steps);
}

// A search with edge repeats and a confirmation run (120 s), starting at 1 req/s.
inline llmcap::BoundarySearch::Config confirmingConfig()
{
    llmcap::BoundarySearch::Config c;
    c.startRps = 1;
    c.repeats = 3;
    c.confirmS = 120;
    return c;
}

// The step next() asked for, on a server whose boundary is 10 req/s (the margin falls half a
// point per req/s). confirmFails: a confirmation run misses the SLO's test at any rate.
inline llmcap::StepOutcome outcomeAtTen(const llmcap::BoundarySearch::Request &next,
                                        bool confirmFails = false)
{
    llmcap::StepOutcome o;
    o.rateRps = next.rateRps;
    o.repeat = next.repeat;
    o.confirm = next.confirm();
    o.probe = next.probe;
    o.sloMarginPct = (10 - o.rateRps) * 0.5;
    o.verdict = o.sloMarginPct >= 0 && !(confirmFails && o.confirm) ? llmcap::StepVerdict::Pass
                                                                    : llmcap::StepVerdict::Fail;
    return o;
}

} // namespace searchdriver
