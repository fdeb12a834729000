#pragma once

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace llmcap {

// The largest failure a product must ride through (sizing request, section 5).
enum class FailureLoss { None, Replica, Gpu, Node, FailureDomain };

// How replicas smaller than a node are placed: packed fills each node (a node loss takes every
// replica on it), spread keeps at most one replica per node (anti-affinity; the rest of the node
// serves other tenants).
enum class Placement { Packed, Spread };

// How replicas sit on GPUs and nodes, and how many one failure takes with it. Replicas are
// placed whole on a node when they fit (tensor parallelism stays inside a node); a replica
// larger than a node takes whole nodes.
class FailureTopology
{
    Q_DECLARE_TR_FUNCTIONS(FailureTopology)

public:
    static QString key(FailureLoss loss); // "none", "replica", "gpu", "node", "failure-domain"
    static std::optional<FailureLoss> parse(const QString &key);
    static QString label(FailureLoss loss);

    // Replicas that fit on one node: floor(gpusPerNode / gpusPerReplica), at least 1 (a replica
    // larger than a node counts as one per group of nodes).
    static int replicasPerNode(int gpusPerReplica, int gpusPerNode);
    // Nodes one replica spans: ceil(gpusPerReplica / gpusPerNode).
    static int nodesPerReplica(int gpusPerReplica, int gpusPerNode);

    // Replicas lost at once for Replica, Gpu and Node losses. A lost GPU takes its whole
    // replica; a lost node every replica on it. FailureDomain depends on the total and is
    // solved by replicasToSurviveDomainLoss().
    static int lostReplicas(FailureLoss loss, int gpusPerReplica, int gpusPerNode,
                            Placement placement = Placement::Packed);
    static QString placementKey(Placement placement); // "packed", "spread"
    static std::optional<Placement> parsePlacement(const QString &key);

    // The smallest total N >= minimum such that, with N replicas spread evenly over
    // failureDomains domains, losing one domain (ceil(N / domains) replicas) leaves at least
    // needAfterLoss. nullopt when failureDomains < 2: losing the only domain loses everything.
    static std::optional<int> replicasToSurviveDomainLoss(int minimum, int needAfterLoss,
                                                          int failureDomains);

    // One sentence explaining what the loss takes, for the plan's assumptions.
    static QString explain(FailureLoss loss, int gpusPerReplica, int gpusPerNode,
                           int failureDomains, Placement placement = Placement::Packed);
};

} // namespace llmcap
