#pragma once

#include <vector>

namespace llmcap {

// One forward step of the project database schema. Applied in order, each in its own
// transaction, by Database::open. Never edit a migration that has shipped: add a new one.
struct Migration
{
    int version;
    const char *description;
    const char *sql;
};

const std::vector<Migration> &migrations();
int latestSchemaVersion();

} // namespace llmcap
