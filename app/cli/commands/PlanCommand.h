#pragma once

#include "cli/CliCommand.h"

#include <QCoreApplication>

namespace llmcap {

// `llmcap-cli plan (--sizing FILE | --project NAME) [--sweep ID] [--pdf OUT] [--csv OUT]`:
// the replica plan from a sizing request, with its exports. --json is the global option.
class PlanCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(PlanCommand)

public:
    QString name() const override { return QStringLiteral("plan"); }
    QString summary() const override;
    QString description() const override;
    QString synopsis() const override;
    void addOptions(CliOptions &options) override;
    bool writesPdf(const QStringList &arguments) const override;
    int run(CliContext &context) override;
};

} // namespace llmcap
