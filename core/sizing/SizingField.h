#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace llmcap {

// The six sections of the sizing request (sizing guide, "A practical sizing request").
enum class SizingSection { Product, Models, Workload, Slo, Reliability, Observability };

// How an answer is entered and stored (the JSON form of each kind is in SizingRequest.h).
enum class SizingFieldKind {
    Text,        // one line
    LongText,    // several lines
    Integer,     // whole number
    Number,      // decimal number
    Choice,      // one of choices()
    MultiChoice, // any of choices()
    Date,        // YYYY-MM-DD
    YesNo,       // true / false
    Percentiles, // {p50, p95, p99}
    Objective,   // {threshold_ms, attainment}: a latency target and its attainment percentage
    ClassList    // the workload classes (name, execution type, description)
};

// One question of the sizing request: where it sits, how it is answered and the help text a
// user reads next to it. Every form, export and completeness check walks this one table.
struct SizingField
{
    Q_DECLARE_TR_FUNCTIONS(SizingField)

public:
    const char *key; // JSON/YAML key inside its section, unique over all sections
    SizingSection section;
    SizingFieldKind kind;
    bool required;         // counts for the section's completeness
    bool perClass;         // answered once per workload class (workload profile)
    const char *unit = ""; // shown after a number ("tokens", "ms", "%")

    QString label() const;
    QString help() const; // from the sizing guide
    QStringList choices() const;
    QString choiceLabel(const QString &choice) const;
    QString unitLabel() const;

    static const QList<SizingField> &all();
    static const SizingField *find(const QString &key);
    static QList<const SizingField *> inSection(SizingSection section);

    static QList<SizingSection> sections();
    static QString sectionKey(SizingSection section); // "product", "models", ...
    static QString sectionTitle(SizingSection section);
    static QString sectionHelp(SizingSection section);
    static int sectionNumber(SizingSection section) { return int(section) + 1; }

    // Execution types of a workload class.
    static QStringList executionTypes(); // interactive, asynchronous, batch, agentic
    static QString executionLabel(const QString &type);
};

} // namespace llmcap
