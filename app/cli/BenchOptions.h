#pragma once

#include "appinfo/ExitCode.h"
#include "serving/ServingConfig.h"
#include "util/Result.h"

#include <QCoreApplication>

namespace llmcap {

struct BenchConfig;
class CliContext;
class CliOptions;

// The command-line options `bench` and `sweep` share: the endpoint target, the workload, the
// run limits and the SLO; and how they become a BenchConfig.
class BenchOptions
{
    Q_DECLARE_TR_FUNCTIONS(BenchOptions)

public:
    enum class Mode { Run, Sweep }; // a sweep sets rate and duration per step

    static void addTargetOptions(CliOptions &options);
    static void addWorkloadOptions(CliOptions &options);
    static void addRunOptions(CliOptions &options); // rate, users, duration, warm-up
    static void addLimitOptions(CliOptions &options);

    // Checks and reads the options; failures are usage errors.
    static Result<BenchConfig> read(CliContext &context, Mode mode);
    // Loads the files and the key the options name into config; on failure prints the error
    // and returns its exit code (bad input), else 0.
    static int loadInputs(CliContext &context, BenchConfig &config);
    // Only the key (--api-key-env or --api-key-keyring) into config, as a resume needs it;
    // same failures as loadInputs.
    static int loadApiKey(CliContext &context, BenchConfig &config);

    // The --header options ('Name: value'); a usage error for one without a name.
    static Result<QList<std::pair<QString, QString>>> readHeaders(CliContext &context);
    // "90s", "2m", "500ms", "1h" or plain seconds; -1 when unreadable.
    static double parseSeconds(const QString &text);
    // A serving-configuration file: flat {key: value} or ServingConfig's {values, sources}.
    static Result<ServingConfig> readServingFile(const QString &path);
};

} // namespace llmcap
