#include "cli/CommandRegistry.h"

namespace llmcap {

void CommandRegistry::add(std::unique_ptr<CliCommand> command)
{
    Q_ASSERT(!find(command->name()));
    m_commands.push_back(std::move(command));
}

CliCommand *CommandRegistry::find(const QString &name) const
{
    for (const auto &c : m_commands)
        if (c->name() == name)
            return c.get();
    return nullptr;
}

} // namespace llmcap
