#pragma once

#include "cli/CliCommand.h"

#include <QCoreApplication>

namespace llmcap {

// `llmcap-cli info`: version, database location and schema, projects.
class InfoCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(InfoCommand)

public:
    QString name() const override { return QStringLiteral("info"); }
    QString summary() const override;
    void addOptions(CliOptions &options) override;
    int run(CliContext &context) override;
};

} // namespace llmcap
