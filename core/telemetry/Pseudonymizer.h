#pragma once

#include "util/Result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace llmcap {

// Keyed pseudonyms for identifiers (user, session, trace/run, span, tenant): HMAC-SHA256 with a
// key of 32 random bytes per project, truncated to 20 hex digits and prefixed by the kind
// ("u-", "s-", "r-", ...). The same identifier maps to the same pseudonym across imports of one
// project and to unrelated ones in another; without the key the source values cannot be found
// by trying candidates.
//
// The key is kept out of the database and of every export: in the OS keyring when one answers
// (QtKeychain, service "llmcap", entry "telemetry-key/<database path>/<project id>"), else in a
// file readable only by its owner (0600) beside the database: "<database>.keys/<project id>.key".
class Pseudonymizer
{
    Q_DECLARE_TR_FUNCTIONS(Pseudonymizer)

public:
    explicit Pseudonymizer(QByteArray key);

    // Loads the project's key, creating it on first use. databasePath ":memory:" or empty keeps
    // the key in memory only (tests). keyringAllowed = false skips the keyring (CI, tests).
    static Result<Pseudonymizer> forProject(const QString &databasePath, qint64 projectId,
                                            bool keyringAllowed = true);
    // Where the key was found or made: "keyring", "file <path>" or "memory".
    const QString &keySource() const { return m_keySource; }

    // The pseudonym of value for kind (a short tag: "user", "session", "run", "span", "tenant").
    // An empty value stays empty.
    QString pseudonym(const QString &kind, const QString &value) const;

private:
    QByteArray m_key;
    QString m_keySource;
};

} // namespace llmcap
