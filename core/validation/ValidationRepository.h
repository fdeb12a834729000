#pragma once

#include "slo/Slo.h"
#include "util/Result.h"
#include "validation/ValidationReport.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>

#include <optional>

namespace llmcap {

class Database;
struct FleetValidationRequest;

// What a validation was asked to do, as stored with its result: enough to say what was checked
// and to run it again. No workload content: the workload is named by its classes only.
struct ValidationSettings
{
    // sim-fleet-virtual, sim-fleet-live, replicas (client-side strategy) or gateway
    QString target = QStringLiteral("sim-fleet-virtual");
    QString preset;
    int replicas = 0;
    QString strategy; // LoadBalancer key
    double rateRps = 0;
    double durationS = 0;
    QString drills; // the drill script's text
    quint64 seed = 1;
    double startupS = 0;
    QString arrival;
    QString workloadName;
    Slo slo;
    // sim-fleet-live: simulated seconds per wall-clock second; replicas and gateway: 1 (real
    // time); sim-fleet-virtual: 0 (virtual time has no wall clock).
    double liveSpeed = 0;

    static ValidationSettings of(const FleetValidationRequest &request);
    QJsonObject toJson() const;
};

struct StoredValidation
{
    qint64 id = 0;
    qint64 projectId = 0; // 0: none
    qint64 planId = 0;    // the plan it validated; 0: none attached
    QDateTime createdAt;
    ValidationSettings settings;
    ValidationReport report;
};

// Fleet validations (issue 19) with the plan they validated: a plan's report includes the newest
// validation attached to it.
class ValidationRepository
{
    Q_DECLARE_TR_FUNCTIONS(ValidationRepository)

public:
    explicit ValidationRepository(Database &db)
        : m_db(db)
    {}

    // projectId and planId 0: none. With a plan, the plan's project is taken.
    Result<qint64> save(const ValidationSettings &settings, const ValidationReport &report,
                        qint64 projectId = 0, qint64 planId = 0);
    // Attaches a stored validation to a stored plan (and the plan's project).
    Status attach(qint64 validationId, qint64 planId);
    // Newest first; one project's when projectId > 0.
    Result<QList<StoredValidation>> list(qint64 projectId = 0) const;
    Result<StoredValidation> load(qint64 id) const;
    // The newest validation attached to the plan; nullopt when none is.
    Result<std::optional<StoredValidation>> latestForPlan(qint64 planId) const;

private:
    Result<qint64> projectOfPlan(qint64 planId) const;
    Result<QList<StoredValidation>> select(const char *where, qint64 key, int limit) const;

    Database &m_db;
};

} // namespace llmcap
