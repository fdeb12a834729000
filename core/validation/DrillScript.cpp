#include "validation/DrillScript.h"

#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace llmcap {

namespace {

struct KindName
{
    DrillEvent::Kind kind;
    const char *key;
};

constexpr KindName kKinds[] = {
    {DrillEvent::Kind::LoseReplica, "lose replica"},
    {DrillEvent::Kind::RestartReplica, "restart replica"},
    {DrillEvent::Kind::RestoreReplica, "restore replica"},
    {DrillEvent::Kind::LoseNode, "lose node"},
    {DrillEvent::Kind::RestoreNode, "restore node"},
    {DrillEvent::Kind::RollingRestart, "rolling restart"},
    {DrillEvent::Kind::Rollback, "rollback"},
};

bool isReplicaKind(DrillEvent::Kind k)
{
    return k == DrillEvent::Kind::LoseReplica || k == DrillEvent::Kind::RestartReplica ||
           k == DrillEvent::Kind::RestoreReplica;
}

bool isNodeKind(DrillEvent::Kind k)
{
    return k == DrillEvent::Kind::LoseNode || k == DrillEvent::Kind::RestoreNode;
}

bool startsReplicas(DrillEvent::Kind k)
{
    return k != DrillEvent::Kind::LoseReplica && k != DrillEvent::Kind::LoseNode;
}

QString expectedActions()
{
    QStringList names;
    for (const KindName &k : kKinds) {
        QString n = QLatin1String(k.key);
        if (isReplicaKind(k.kind))
            n += QLatin1String(" N");
        else if (isNodeKind(k.kind))
            n += QLatin1String(" NAME");
        names.append(n);
    }
    return names.join(QLatin1String(", "));
}

} // namespace

QString DrillEvent::kindKey(Kind kind)
{
    for (const KindName &k : kKinds)
        if (k.kind == kind)
            return QLatin1String(k.key);
    return {};
}

QString DrillEvent::toText() const
{
    QString text = QStringLiteral("at %1: %2").arg(DrillScript::formatTime(atS), kindKey(kind));
    if (isReplicaKind(kind))
        text += QLatin1Char(' ') + QString::number(replica + 1);
    else if (isNodeKind(kind))
        text += QLatin1Char(' ') + node;
    if (isRollout() && surge > 0)
        text += QStringLiteral(", surge %1").arg(surge);
    if (startupS >= 0)
        text += QStringLiteral(", start-up %1").arg(DrillScript::formatTime(startupS));
    return text;
}

double DrillScript::parseTime(const QString &text)
{
    static const QRegularExpression plain(QStringLiteral("^\\s*([0-9]*\\.?[0-9]+)\\s*$"));
    if (const auto m = plain.match(text); m.hasMatch())
        return m.captured(1).toDouble();
    static const QRegularExpression parts(
        QStringLiteral("^\\s*(?:([0-9]*\\.?[0-9]+)\\s*h)?\\s*(?:([0-9]*\\.?[0-9]+)\\s*m(?!s))?"
                       "\\s*(?:([0-9]*\\.?[0-9]+)\\s*s)?\\s*$"));
    const auto m = parts.match(text);
    if (!m.hasMatch() || text.trimmed().isEmpty())
        return -1;
    return m.captured(1).toDouble() * 3600 + m.captured(2).toDouble() * 60 +
           m.captured(3).toDouble();
}

QString DrillScript::formatTime(double seconds)
{
    const qint64 s = qint64(std::llround(seconds));
    if (std::abs(seconds - double(s)) > 1e-6)
        return QStringLiteral("%1s").arg(seconds);
    if (s == 0)
        return QStringLiteral("0s");
    QString text;
    if (s >= 3600)
        text += QStringLiteral("%1h").arg(s / 3600);
    if (s % 3600 >= 60)
        text += QStringLiteral("%1m").arg(s % 3600 / 60);
    if (s % 60 > 0)
        text += QStringLiteral("%1s").arg(s % 60);
    return text;
}

Result<DrillScript> DrillScript::parse(const QString &text)
{
    using R = Result<DrillScript>;
    DrillScript script;
    static const QRegularExpression head(QStringLiteral("^at\\s+([^:]+):\\s*(.*)$"),
                                         QRegularExpression::CaseInsensitiveOption);
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        const int lineNo = i + 1;
        QString line = lines.at(i);
        if (const qsizetype hash = line.indexOf(QLatin1Char('#')); hash >= 0)
            line.truncate(hash);
        line = line.trimmed();
        if (line.isEmpty())
            continue;
        const auto m = head.match(line);
        if (!m.hasMatch())
            return R::failure(
                tr("drill line %1: expected 'at TIME: ACTION', got '%2'").arg(lineNo).arg(line));
        DrillEvent e;
        e.line = lineNo;
        e.atS = parseTime(m.captured(1));
        if (e.atS < 0)
            return R::failure(tr("drill line %1: unreadable time '%2' (write e.g. 90s, 10m, 1h30m)")
                                  .arg(lineNo)
                                  .arg(m.captured(1).trimmed()));
        QStringList parts = m.captured(2).split(QLatin1Char(','));
        const QString action = parts.takeFirst().simplified().toLower();
        bool known = false;
        for (const KindName &k : kKinds) {
            const QString key = QLatin1String(k.key);
            if (action != key && !action.startsWith(key + QLatin1Char(' ')))
                continue;
            const QString arg = action.mid(key.size()).trimmed();
            e.kind = k.kind;
            if (isReplicaKind(k.kind)) {
                bool ok = false;
                const int n = arg.toInt(&ok);
                if (!ok || n < 1)
                    return R::failure(
                        tr("drill line %1: '%2' needs a replica number from 1, got '%3'")
                            .arg(lineNo)
                            .arg(key, arg));
                e.replica = n - 1;
            } else if (isNodeKind(k.kind)) {
                if (arg.isEmpty())
                    return R::failure(
                        tr("drill line %1: '%2' needs a node name").arg(lineNo).arg(key));
                // Node names keep their case: take them from the original text.
                e.node =
                    m.captured(2).split(QLatin1Char(',')).first().simplified().mid(key.size() + 1);
            } else if (!arg.isEmpty()) {
                return R::failure(tr("drill line %1: '%2' takes no argument, got '%3'")
                                      .arg(lineNo)
                                      .arg(key, arg));
            }
            known = true;
            break;
        }
        if (!known)
            return R::failure(tr("drill line %1: unknown action '%2'; expected one of: %3")
                                  .arg(lineNo)
                                  .arg(action, expectedActions()));
        for (const QString &raw : parts) {
            const QString option = raw.simplified().toLower();
            static const QRegularExpression surge(QStringLiteral("^surge\\s+([0-9]+)$"));
            static const QRegularExpression startup(
                QStringLiteral("^(?:start-up|startup|start up)\\s+(.+)$"));
            if (const auto s = surge.match(option); s.hasMatch()) {
                if (!e.isRollout())
                    return R::failure(
                        tr("drill line %1: 'surge' applies to a rolling restart or a rollback")
                            .arg(lineNo));
                e.surge = s.captured(1).toInt();
            } else if (const auto u = startup.match(option); u.hasMatch()) {
                if (!startsReplicas(e.kind))
                    return R::failure(tr("drill line %1: 'start-up' applies to a drill that "
                                         "starts replicas, not to '%2'")
                                          .arg(lineNo)
                                          .arg(DrillEvent::kindKey(e.kind)));
                e.startupS = parseTime(u.captured(1));
                if (e.startupS < 0)
                    return R::failure(tr("drill line %1: unreadable start-up time '%2'")
                                          .arg(lineNo)
                                          .arg(u.captured(1)));
            } else {
                return R::failure(tr("drill line %1: unknown option '%2'; expected 'surge K' or "
                                     "'start-up TIME'")
                                      .arg(lineNo)
                                      .arg(option));
            }
        }
        script.events.append(e);
    }
    std::stable_sort(script.events.begin(), script.events.end(),
                     [](const DrillEvent &a, const DrillEvent &b) { return a.atS < b.atS; });
    return script;
}

Status DrillScript::checkAgainst(int replicas, const QStringList &nodes) const
{
    for (const DrillEvent &e : events) {
        if (e.replica >= replicas)
            return Status::failure(tr("drill line %1: replica %2 does not exist; the fleet has %3")
                                       .arg(e.line)
                                       .arg(e.replica + 1)
                                       .arg(replicas));
        if (!e.node.isEmpty() && !nodes.contains(e.node))
            return Status::failure(tr("drill line %1: node '%2' does not exist; the fleet's nodes "
                                      "are %3")
                                       .arg(e.line)
                                       .arg(e.node, nodes.join(QLatin1String(", "))));
    }
    return {};
}

QString DrillScript::toText() const
{
    QStringList lines;
    for (const DrillEvent &e : events)
        lines.append(e.toText());
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace llmcap
