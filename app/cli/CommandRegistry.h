#pragma once

#include "cli/CliCommand.h"

#include <memory>
#include <vector>

namespace llmcap {

// The subcommands llmcap-cli knows, in the order --help lists them.
class CommandRegistry
{
public:
    void add(std::unique_ptr<CliCommand> command);
    CliCommand *find(const QString &name) const;
    const std::vector<std::unique_ptr<CliCommand>> &commands() const { return m_commands; }

private:
    std::vector<std::unique_ptr<CliCommand>> m_commands;
};

} // namespace llmcap
