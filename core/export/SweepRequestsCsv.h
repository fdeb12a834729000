#pragma once

#include "util/Result.h"

#include <QByteArray>
#include <QCoreApplication>

namespace llmcap {

class Database;

// Every request of a sweep's steps in one CSV: the columns `llmcap-cli bench --csv` writes
// (RunReport), led by step, repeat, step_rate_rps and run_id. Runs of a step that was dropped
// (stopped or killed before it was judged) are left out. No prompt or output text: the run
// storage keeps none unless asked, and this export never writes it.
class SweepRequestsCsv
{
    Q_DECLARE_TR_FUNCTIONS(SweepRequestsCsv)

public:
    static QStringList leadingColumns();
    static Result<QByteArray> build(Database &db, qint64 sweepId);
};

} // namespace llmcap
