#pragma once

#include "plan/PlanInput.h"
#include "util/Result.h"

#include <QCoreApplication>

namespace llmcap {

class Database;
class Workspace;

// The embedded demo project (resources/demo/sizing-request.yaml): a filled sizing request with
// deployment inputs, so that a first start shows the whole workflow instead of empty pages.
class DemoProject
{
    Q_DECLARE_TR_FUNCTIONS(DemoProject)

public:
    static QString name();
    static QString resourcePath() { return QStringLiteral(":/demo/sizing-request.yaml"); }
    static Result<PlanInput> input();

    // Creates the demo project with its sizing request; fails when the name is taken.
    static Result<qint64> create(Database &db);
    // Opens preferredId if it exists, else the first project; creates the demo project when the
    // database has none.
    static Status openDefault(Workspace &workspace, qint64 preferredId);
};

} // namespace llmcap
