#include "pages/BenchmarkPage.h"

namespace llmcap {

BenchmarkPage::BenchmarkPage(Workspace &workspace, QWidget *parent)
    : WorkflowPage(workspace, parent)
{
    setUpHeader(
        tr("Open-loop sweeps against an OpenAI-compatible endpoint, or the built-in simulated "
           "server, raising the offered load step by step until a constraint breaks: TTFT, ITL, "
           "TPOT, queue time, SLO attainment, errors, KV-cache pressure."));
    showNotBuiltNotice(tr("<b>Not built yet.</b> The live sweep view arrives with the benchmark "
                          "workspace. Until then, use <tt>llmcap-cli sweep</tt>."));
}

QString BenchmarkPage::title() const
{
    return tr("Benchmark");
}

QIcon BenchmarkPage::icon() const
{
    return QIcon(QStringLiteral(":/icons/benchmark.svg"));
}

} // namespace llmcap
