#include "plan/FailureTopology.h"

#include <algorithm>

namespace llmcap {

QString FailureTopology::key(FailureLoss loss)
{
    switch (loss) {
    case FailureLoss::None:
        return QStringLiteral("none");
    case FailureLoss::Replica:
        return QStringLiteral("replica");
    case FailureLoss::Gpu:
        return QStringLiteral("gpu");
    case FailureLoss::Node:
        return QStringLiteral("node");
    case FailureLoss::FailureDomain:
        return QStringLiteral("failure-domain");
    }
    return {};
}

std::optional<FailureLoss> FailureTopology::parse(const QString &text)
{
    for (FailureLoss l : {FailureLoss::None, FailureLoss::Replica, FailureLoss::Gpu,
                          FailureLoss::Node, FailureLoss::FailureDomain})
        if (key(l) == text)
            return l;
    return std::nullopt;
}

QString FailureTopology::label(FailureLoss loss)
{
    switch (loss) {
    case FailureLoss::None:
        return tr("no failure");
    case FailureLoss::Replica:
        return tr("loss of one replica");
    case FailureLoss::Gpu:
        return tr("loss of one GPU");
    case FailureLoss::Node:
        return tr("loss of one node");
    case FailureLoss::FailureDomain:
        return tr("loss of one failure domain");
    }
    return {};
}

int FailureTopology::replicasPerNode(int gpusPerReplica, int gpusPerNode)
{
    if (gpusPerReplica <= 0 || gpusPerNode <= 0)
        return 1;
    return std::max(1, gpusPerNode / gpusPerReplica);
}

int FailureTopology::nodesPerReplica(int gpusPerReplica, int gpusPerNode)
{
    if (gpusPerReplica <= 0 || gpusPerNode <= 0)
        return 1;
    return (gpusPerReplica + gpusPerNode - 1) / gpusPerNode;
}

QString FailureTopology::placementKey(Placement placement)
{
    return placement == Placement::Spread ? QStringLiteral("spread") : QStringLiteral("packed");
}

std::optional<Placement> FailureTopology::parsePlacement(const QString &key)
{
    if (key == QLatin1String("packed"))
        return Placement::Packed;
    if (key == QLatin1String("spread"))
        return Placement::Spread;
    return std::nullopt;
}

int FailureTopology::lostReplicas(FailureLoss loss, int gpusPerReplica, int gpusPerNode,
                                  Placement placement)
{
    switch (loss) {
    case FailureLoss::None:
        return 0;
    case FailureLoss::Replica:
    case FailureLoss::Gpu: // a GPU takes its whole replica with it
        return 1;
    case FailureLoss::Node:
        return placement == Placement::Spread ? 1 : replicasPerNode(gpusPerReplica, gpusPerNode);
    case FailureLoss::FailureDomain:
        break;
    }
    return 0;
}

std::optional<int> FailureTopology::replicasToSurviveDomainLoss(int minimum, int needAfterLoss,
                                                                int failureDomains)
{
    if (failureDomains < 2)
        return std::nullopt;
    int n = std::max({minimum, needAfterLoss, 0});
    while (n - (n + failureDomains - 1) / failureDomains < needAfterLoss)
        ++n;
    return n;
}

QString FailureTopology::explain(FailureLoss loss, int gpr, int gpn, int domains,
                                 Placement placement)
{
    switch (loss) {
    case FailureLoss::None:
        return tr("No failure reserve: the product accepts reduced capacity during any failure.");
    case FailureLoss::Replica:
        return tr("Losing one replica (a pod) takes its %1 GPU(s) at once.").arg(gpr);
    case FailureLoss::Gpu:
        return tr("A failed GPU takes its whole replica of %1 GPU(s) out of service.").arg(gpr);
    case FailureLoss::Node:
        if (gpr <= gpn && placement == Placement::Spread)
            return tr("Replicas of %1 GPUs are spread at most one per node of %2 GPUs; losing a "
                      "node takes one replica.")
                .arg(gpr)
                .arg(gpn);
        if (gpr > gpn)
            return tr("One replica spans %1 nodes of %2 GPUs; losing one node takes that "
                      "replica.")
                .arg(nodesPerReplica(gpr, gpn))
                .arg(gpn);
        return tr("A node of %1 GPUs holds %2 replica(s) of %3 GPUs; losing the node takes all "
                  "of them.")
            .arg(gpn)
            .arg(replicasPerNode(gpr, gpn))
            .arg(gpr);
    case FailureLoss::FailureDomain:
        return tr("Replicas are spread evenly over %1 failure domains; losing one takes its "
                  "share of them.")
            .arg(domains);
    }
    return {};
}

} // namespace llmcap
