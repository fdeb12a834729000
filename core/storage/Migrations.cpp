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
    };
    return all;
}

int latestSchemaVersion()
{
    return migrations().back().version;
}

} // namespace llmcap
