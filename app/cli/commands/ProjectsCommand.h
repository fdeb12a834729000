#pragma once

#include "cli/CliCommand.h"

#include <QCoreApplication>

namespace llmcap {

// `llmcap-cli projects`: list projects, or create one with --create NAME.
class ProjectsCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(ProjectsCommand)

public:
    QString name() const override { return QStringLiteral("projects"); }
    QString summary() const override;
    QString synopsis() const override;
    void addOptions(CliOptions &options) override;
    int run(CliContext &context) override;
};

} // namespace llmcap
