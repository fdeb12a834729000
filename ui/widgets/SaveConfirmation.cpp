#include "widgets/SaveConfirmation.h"

#include <QMainWindow>
#include <QStatusBar>

namespace llmcap {

bool SaveConfirmation::show(QWidget *source, const QString &message)
{
    auto *window = source ? qobject_cast<QMainWindow *>(source->window()) : nullptr;
    if (!window)
        return false;
    window->statusBar()->showMessage(message, kShownMs);
    return true;
}

} // namespace llmcap
