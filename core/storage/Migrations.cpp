#include "storage/Migrations.h"

namespace llmcap {

const std::vector<Migration> &migrations()
{
    static const std::vector<Migration> all = {
        {1, "projects",
         R"sql(
CREATE TABLE schema_version (
    version     INTEGER PRIMARY KEY,
    description TEXT NOT NULL,
    applied_at  TEXT NOT NULL
);
CREATE TABLE projects (
    id         INTEGER PRIMARY KEY,
    name       TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL
);
)sql"},
        {2, "project descriptions and serving configurations",
         R"sql(
ALTER TABLE projects ADD COLUMN description TEXT NOT NULL DEFAULT '';
ALTER TABLE projects ADD COLUMN updated_at TEXT;
UPDATE projects SET updated_at = created_at;
CREATE TABLE serving_configs (
    id         INTEGER PRIMARY KEY,
    project_id INTEGER NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
    name       TEXT NOT NULL,
    config     TEXT NOT NULL,
    created_at TEXT NOT NULL,
    UNIQUE (project_id, name)
);
)sql"},
        // 3 is reserved for benchmark runs (issue 4).
        {4, "sizing requests and plans",
         R"sql(
CREATE TABLE sizing_requests (
    project_id INTEGER PRIMARY KEY REFERENCES projects(id) ON DELETE CASCADE,
    document   TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE TABLE plans (
    id             INTEGER PRIMARY KEY,
    project_id     INTEGER NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
    created_at     TEXT NOT NULL,
    sweep_id       TEXT,
    preliminary    INTEGER NOT NULL,
    total_replicas INTEGER NOT NULL,
    total_gpus     INTEGER NOT NULL,
    input          TEXT NOT NULL,
    plan           TEXT NOT NULL
);
CREATE INDEX plans_by_project ON plans (project_id, created_at);
)sql"},
    };
    return all;
}

int latestSchemaVersion()
{
    return migrations().back().version;
}

} // namespace llmcap
