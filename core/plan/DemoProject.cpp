#include "plan/DemoProject.h"

#include "plan/PlanRepository.h"
#include "project/Workspace.h"
#include "storage/Database.h"
#include "storage/ProjectRepository.h"

namespace llmcap {

QString DemoProject::name()
{
    return tr("Demo project");
}

Result<PlanInput> DemoProject::input()
{
    return PlanInput::load(resourcePath());
}

Result<qint64> DemoProject::create(Database &db)
{
    auto demo = input();
    if (!demo)
        return Result<qint64>::failure(demo.error());
    qint64 id = 0;
    const Status s = db.transaction([&]() -> Status {
        auto project = ProjectRepository(db).create(
            name(), tr("A support assistant for 400 agents, sized the way the guide asks."));
        if (!project)
            return Status::failure(project.error());
        id = project->id;
        return PlanRepository(db).saveInput(id, *demo);
    });
    if (!s)
        return Result<qint64>::failure(s.error());
    return id;
}

Status DemoProject::openDefault(Workspace &workspace, qint64 preferredId)
{
    auto projects = workspace.projects();
    if (!projects)
        return Status::failure(projects.error());
    if (projects->isEmpty()) {
        auto id = create(*workspace.database());
        if (!id)
            return Status::failure(id.error());
        return workspace.openProject(*id);
    }
    return workspace.openDefaultProject(preferredId, name());
}

} // namespace llmcap
