#pragma once

namespace llmcap {

// Exit codes of llmcap-cli (documented in --help and docs/cli.md) and of the GUI at start-up.
enum class ExitCode : int {
    Success = 0,     // the command did what was asked
    CheckFailed = 1, // it ran, but its result failed its own checks (e.g. no step passed the SLO)
    Usage = 2,       // the command line was wrong
    BadInput = 3,    // an input file, the database or a server answer was unusable
};

inline int toInt(ExitCode code)
{
    return static_cast<int>(code);
}

} // namespace llmcap
