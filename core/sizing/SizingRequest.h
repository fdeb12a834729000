#pragma once

#include "sizing/SizingField.h"
#include "slo/Slo.h"
#include "util/Result.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>

#include <optional>

namespace llmcap {

class JsonReader;

// Where a workload-profile answer was measured (telemetry derivation): the dataset, the time
// it spans and the samples behind the figure. Stored beside the answers as
//   measured: {input_tokens: {source: prod-oct, from: "2026-10-01T00:00:00Z",
//                             to: "2026-10-14T23:59:00Z", samples: 52000, of: calls}}
struct MeasuredAnswer
{
    QString source; // the telemetry dataset's name
    QString from;   // ISO 8601, UTC
    QString to;
    qint64 samples = 0;
    QString of = QStringLiteral("calls"); // what samples counts: calls or runs

    QJsonObject toJson() const;
    bool operator==(const MeasuredAnswer &) const = default;
};

// One operation the product performs, and its workload profile (section 3 answers).
struct SizingWorkloadClass
{
    QString name;         // e.g. "chat", "summarize"
    QString execution;    // interactive, asynchronous, batch, agentic (empty: not answered)
    QString description;  // what it does, and its hard cases
    QJsonObject profile;  // per-class answers by field key
    QJsonObject measured; // MeasuredAnswer objects by field key, for answers from telemetry

    bool operator==(const SizingWorkloadClass &) const = default;
};

// p50 / p95 / p99 of a length distribution; any of them may be unanswered.
struct Percentiles
{
    std::optional<double> p50;
    std::optional<double> p95;
    std::optional<double> p99;

    bool complete() const { return p50 && p95 && p99; }
    bool any() const { return p50 || p95 || p99; }
    // The highest percentile given: the tail the plan can use.
    std::optional<double> tail() const { return p99 ? p99 : p95 ? p95 : p50; }
};

// An answer the core cannot read back: out of range, p95 below p50, an attainment over 100 %,
// a class name used twice. Such an answer is never stored; a stored request that has one (from
// an older llmcap, or edited by hand) is opened with it kept and marked, not emptied.
struct SizingProblem
{
    Q_DECLARE_TR_FUNCTIONS(SizingProblem)

public:
    SizingSection section = SizingSection::Product;
    QString key;         // the field key ("input_tokens"), or "workload_classes"
    int classIndex = -1; // the workload class of a per-class answer
    QString className;
    QString message; // what is wrong, e.g. "p95: must not be smaller than p50 (500)"

    // One line naming the question (and class) and the problem.
    QString text() const;
    bool operator==(const SizingProblem &) const = default;
};

// The sizing request a product team fills in: the guide's six sections, kept as answers by
// field key so that a request can be saved incomplete and reopened. Answers are stored in their
// JSON form: text, number, choice key, list of choice keys, true/false, {p50, p95, p99} or
// {threshold_ms, attainment}.
//
// File format (JSON or YAML), one object per section, keys as in SizingField::all():
//   version: 1
//   product:
//     name: Support assistant
//     workload_classes:
//       - {name: chat, execution: interactive, description: order questions}
//   workload:
//     horizon_months: 12
//     classes:
//       chat: {active_users: 400, runs_per_user: 3, run_window: hour, ...}
//   slo:
//     ttft: {threshold_ms: 800, attainment: 95}
class SizingRequest
{
    Q_DECLARE_TR_FUNCTIONS(SizingRequest)

public:
    static constexpr int kFormatVersion = 1;

    // Product-level answers (every field that is not per class).
    QJsonValue value(const QString &key) const { return m_values.value(key); }
    // An undefined or null value, empty text or an empty list removes the answer.
    void setValue(const QString &key, const QJsonValue &value);

    QList<SizingWorkloadClass> &classes() { return m_classes; }
    const QList<SizingWorkloadClass> &classes() const { return m_classes; }
    int classIndex(const QString &name) const;
    QJsonValue classValue(int index, const QString &key) const;
    // Changing an answer drops its measured provenance: it is no longer what was measured.
    void setClassValue(int index, const QString &key, const QJsonValue &value);
    // Marks an answer as measured (after setting its value).
    void setMeasured(int index, const QString &key, const MeasuredAnswer &measured);
    std::optional<MeasuredAnswer> measured(int index, const QString &key) const;

    // Whether a field has a usable answer; for per-class fields, in class index (all classes
    // when index is -1). Percentiles count when p50, p95 and p99 are all given.
    bool isAnswered(const SizingField &field, int classIndex = -1) const;
    bool isEmpty() const;

    // Typed reads of product-level answers.
    QString text(const QString &key) const;
    std::optional<double> number(const QString &key) const;
    QStringList choices(const QString &key) const; // MultiChoice, or a Choice as one item
    std::optional<bool> yesNo(const QString &key) const;
    std::optional<LatencyObjective> objective(SloMetric metric) const;

    // Typed reads of one class's answers.
    std::optional<double> classNumber(int index, const QString &key) const;
    QString classText(int index, const QString &key) const;
    Percentiles percentiles(int index, const QString &key) const;

    // Every answer the core could not read back, in the questionnaire's order.
    QList<SizingProblem> problems() const;
    // What is wrong with one answer to field (empty when nothing is, or when unanswered).
    static QString answerProblem(const SizingField &field, const QJsonValue &value);
    // The answers set in before that after changes or removes, one line each ("Input tokens
    // [chat]"): what a save of after over before replaces.
    static QStringList replacedAnswers(const SizingRequest &before, const SizingRequest &after);

    // Section 4 as an SLO that sweeps and plans can use.
    Slo slo() const;

    QJsonObject toJson() const;
    // Reads the sections from root (other top-level keys are left to the caller); every problem
    // goes to root's error list with its path.
    static SizingRequest read(JsonReader &root);
    static Result<SizingRequest> fromJson(const QJsonObject &json, const QString &origin = {});
    static Result<SizingRequest> load(const QString &path);
    static QStringList topLevelKeys(); // "version" and the section keys

    static QJsonValue normalized(const SizingField &field, const QJsonValue &value);

    bool operator==(const SizingRequest &) const = default;

private:
    QJsonObject m_values;
    QList<SizingWorkloadClass> m_classes;
};

} // namespace llmcap
