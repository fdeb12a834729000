#include "cli/BuiltinCommands.h"

#include "cli/CommandRegistry.h"
#include "cli/commands/BenchCommand.h"
#include "cli/commands/DemoCommand.h"
#include "cli/commands/InfoCommand.h"
#include "cli/commands/PlanCommand.h"
#include "cli/commands/ProjectsCommand.h"
#include "cli/commands/ResultsCommand.h"
#include "cli/commands/ServeSimCommand.h"
#include "cli/commands/SweepCommand.h"
#include "cli/commands/TelemetryCommand.h"
#include "cli/commands/TwinCommand.h"
#include "cli/commands/ValidateCommand.h"

namespace llmcap {

void registerBuiltinCommands(CommandRegistry &registry)
{
    registry.add(std::make_unique<InfoCommand>());
    registry.add(std::make_unique<ProjectsCommand>());
    registry.add(std::make_unique<ServeSimCommand>());
    registry.add(std::make_unique<TelemetryCommand>());
    registry.add(std::make_unique<BenchCommand>());
    registry.add(std::make_unique<SweepCommand>());
    registry.add(std::make_unique<PlanCommand>());
    registry.add(std::make_unique<ValidateCommand>());
    registry.add(std::make_unique<ResultsCommand>());
    registry.add(std::make_unique<TwinCommand>());
    registry.add(std::make_unique<DemoCommand>());
}

} // namespace llmcap
