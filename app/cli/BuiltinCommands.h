#pragma once

namespace llmcap {

class CommandRegistry;

// The one place where llmcap-cli's subcommands are registered.
void registerBuiltinCommands(CommandRegistry &registry);

} // namespace llmcap
