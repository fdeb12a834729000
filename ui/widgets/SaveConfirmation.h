#pragma once

#include <QString>

class QWidget;

namespace llmcap {

// Confirms a save where an editor has no status line of its own: in the main window's status
// bar, for long enough to be read (the editors inside pages, such as the workload and SLO
// editors' "Save as file"). Pages with a line of their own confirm there.
class SaveConfirmation
{
public:
    static constexpr int kShownMs = 10000;

    // False when source is in no main window (an editor shown alone).
    static bool show(QWidget *source, const QString &message);
};

} // namespace llmcap
