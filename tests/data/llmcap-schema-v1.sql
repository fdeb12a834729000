-- A project database exactly as llmcap schema version 1 wrote it (frozen: never edit).
PRAGMA journal_mode = WAL;
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
INSERT INTO schema_version VALUES (1, 'projects', '2026-11-01T10:00:00Z');
INSERT INTO projects VALUES (1, 'Support assistant', '2026-11-01T10:00:00Z');
INSERT INTO projects VALUES (2, 'Coding agent', '2026-11-02T09:30:00Z');
