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
        {3, "benchmark runs, their requests and server metric samples",
         R"sql(
CREATE TABLE runs (
    id              INTEGER PRIMARY KEY,
    project_id      INTEGER REFERENCES projects(id) ON DELETE SET NULL,
    sweep_id        INTEGER,
    step_index      INTEGER,
    label           TEXT NOT NULL DEFAULT '',
    mode            TEXT NOT NULL,
    status          TEXT NOT NULL,
    started_at      TEXT NOT NULL,
    origin_epoch_ms INTEGER NOT NULL,
    finished_at     TEXT,
    config          TEXT NOT NULL,
    serving_config  TEXT NOT NULL DEFAULT '{}',
    window_start_ns INTEGER,
    window_end_ns   INTEGER,
    summary         TEXT
);
CREATE INDEX runs_by_sweep ON runs(sweep_id, step_index);
CREATE INDEX runs_by_project ON runs(project_id);
CREATE TABLE run_requests (
    run_id                INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
    idx                   INTEGER NOT NULL,
    class                 TEXT NOT NULL,
    warmup                INTEGER NOT NULL,
    client_queued         INTEGER NOT NULL,
    scheduled_ns          INTEGER NOT NULL,
    dispatched_ns         INTEGER,
    sent_ns               INTEGER,
    first_byte_ns         INTEGER,
    first_token_ns        INTEGER,
    last_token_ns         INTEGER,
    end_ns                INTEGER,
    chunks                BLOB,
    planned_input_tokens  INTEGER NOT NULL,
    planned_output_tokens INTEGER NOT NULL,
    prompt_tokens         INTEGER,
    completion_tokens     INTEGER,
    cached_tokens         INTEGER,
    server_timings        TEXT,
    http_status           INTEGER NOT NULL,
    outcome               TEXT NOT NULL,
    error_message         TEXT,
    finish_reason         TEXT,
    request_id            TEXT,
    prompt_text           TEXT,
    output_text           TEXT,
    PRIMARY KEY (run_id, idx)
) WITHOUT ROWID;
CREATE TABLE run_server_samples (
    run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
    t_ns   INTEGER NOT NULL,
    sample TEXT NOT NULL,
    PRIMARY KEY (run_id, t_ns)
) WITHOUT ROWID;
)sql"},
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
        {5, "sweeps to the SLO boundary and their steps",
         R"sql(
CREATE TABLE sweeps (
    id         INTEGER PRIMARY KEY,
    project_id INTEGER REFERENCES projects(id) ON DELETE SET NULL,
    name       TEXT NOT NULL DEFAULT '',
    status     TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    config     TEXT NOT NULL,
    endpoint   TEXT NOT NULL DEFAULT '{}',
    result     TEXT
);
CREATE INDEX sweeps_by_project ON sweeps (project_id, created_at);
CREATE TABLE sweep_steps (
    sweep_id   INTEGER NOT NULL REFERENCES sweeps(id) ON DELETE CASCADE,
    step_index INTEGER NOT NULL,
    run_id     INTEGER,
    rate_rps   REAL NOT NULL,
    verdict    TEXT NOT NULL,
    step       TEXT NOT NULL,
    PRIMARY KEY (sweep_id, step_index)
) WITHOUT ROWID;
)sql"},
        {6, "the workload and SLO a project benchmarks with",
         R"sql(
CREATE TABLE project_bench_inputs (
    project_id INTEGER PRIMARY KEY REFERENCES projects(id) ON DELETE CASCADE,
    workload   TEXT,
    slo        TEXT,
    updated_at TEXT NOT NULL
);
)sql"},
        {7, "the process that runs a run, so that a dead one's run is marked interrupted",
         R"sql(
ALTER TABLE runs ADD COLUMN owner TEXT;
)sql"},
        // Issue 16: boundaries are now estimated by a fit over every step and plans use its
        // lower quantile. A sweep finished before keeps its numbers, named by the method that
        // made them: the mean of the edge pairs, planned at its lower bound.
        {8, "the boundary estimator of every stored sweep result",
         R"sql(
UPDATE sweeps
   SET result = json_set(result,
                         '$.boundary.method', 'edge-pairs',
                         '$.boundary.planned_rps', json_extract(result, '$.boundary.lower_rps'))
 WHERE result IS NOT NULL AND json_valid(result)
   AND json_extract(result, '$.boundary') IS NOT NULL
   AND json_extract(result, '$.boundary.method') IS NULL;
)sql"},
        // Issue 17: application telemetry, sanitised at the door. No column holds content; every
        // identifier is a keyed pseudonym (Pseudonymizer) whose key is not in this file.
        {9, "imported telemetry datasets and their sanitised records",
         R"sql(
CREATE TABLE telemetry_datasets (
    id          INTEGER PRIMARY KEY,
    project_id  INTEGER REFERENCES projects(id) ON DELETE CASCADE,
    name        TEXT NOT NULL,
    format      TEXT NOT NULL,
    source_file TEXT NOT NULL,
    imported_at TEXT NOT NULL,
    first_ms    INTEGER NOT NULL DEFAULT 0,
    last_ms     INTEGER NOT NULL DEFAULT 0,
    records     INTEGER NOT NULL DEFAULT 0,
    llm_calls   INTEGER NOT NULL DEFAULT 0,
    runs        INTEGER NOT NULL DEFAULT 0,
    skipped     INTEGER NOT NULL DEFAULT 0,
    retention   TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX telemetry_datasets_by_project ON telemetry_datasets (project_id, imported_at);
CREATE TABLE telemetry_records (
    dataset_id     INTEGER NOT NULL REFERENCES telemetry_datasets(id) ON DELETE CASCADE,
    seq            INTEGER NOT NULL,
    kind           INTEGER NOT NULL,
    start_ms       INTEGER NOT NULL,
    duration_ms    REAL,
    ttft_ms        REAL,
    input_tokens   INTEGER,
    output_tokens  INTEGER,
    cached_tokens  INTEGER,
    model          TEXT,
    provider       TEXT,
    name           TEXT,
    tool_name      TEXT,
    span_id        TEXT,
    parent_id      TEXT,
    run_id         TEXT,
    session_id     TEXT,
    user_id        TEXT,
    status         INTEGER NOT NULL,
    error_type     TEXT,
    retry          INTEGER NOT NULL DEFAULT 0,
    prefix_group   TEXT,
    reused_prefix  INTEGER,
    attributes     TEXT,
    PRIMARY KEY (dataset_id, seq)
) WITHOUT ROWID;
CREATE INDEX telemetry_records_by_start ON telemetry_records (dataset_id, start_ms);
CREATE INDEX telemetry_records_by_run ON telemetry_records (dataset_id, run_id, start_ms);
)sql"},
        // Issue 18: a request of a run class names its run (the plan's run id, "r17") and its
        // position in it; plain requests leave both NULL.
        {10, "the run and call position of each request",
         R"sql(
ALTER TABLE run_requests ADD COLUMN plan_run_id TEXT;
ALTER TABLE run_requests ADD COLUMN call_index INTEGER;
)sql"},
        // Issue 19: fleet validations and the plan each validated. Settings name the workload,
        // never its content; the report holds counts only.
        {11, "fleet validations and the plans they validated",
         R"sql(
CREATE TABLE validations (
    id         INTEGER PRIMARY KEY,
    project_id INTEGER REFERENCES projects(id) ON DELETE SET NULL,
    plan_id    INTEGER REFERENCES plans(id) ON DELETE SET NULL,
    created_at TEXT NOT NULL,
    target     TEXT NOT NULL,
    preset     TEXT NOT NULL DEFAULT '',
    replicas   INTEGER NOT NULL,
    strategy   TEXT NOT NULL,
    rate_rps   REAL NOT NULL,
    duration_s REAL NOT NULL,
    drills     TEXT NOT NULL DEFAULT '',
    seed       TEXT NOT NULL,
    passed     INTEGER NOT NULL,
    settings   TEXT NOT NULL DEFAULT '{}',
    report     TEXT NOT NULL
);
CREATE INDEX validations_by_project ON validations (project_id, created_at);
CREATE INDEX validations_by_plan ON validations (plan_id, created_at);
)sql"},
        // Issue 21: results imported from peer tools (vLLM bench serve, GuideLLM, AIPerf). NULL
        // for llmcap's own runs; the tool's key for an imported one, whose config names the tool,
        // its version and settings and whose summary holds the mapped and unmapped metrics.
        {12, "the peer tool of an imported run",
         R"sql(
ALTER TABLE runs ADD COLUMN external_tool TEXT;
)sql"},
        // Issue 21: the W3C traceparent each request carried (random ids, no content), to join
        // the server's OTLP request spans to the requests; NULL for older runs.
        {13, "the trace context of each request",
         R"sql(
ALTER TABLE run_requests ADD COLUMN trace_id TEXT;
ALTER TABLE run_requests ADD COLUMN span_id TEXT;
)sql"},
    };
    return all;
}

int latestSchemaVersion()
{
    return migrations().back().version;
}

} // namespace llmcap
