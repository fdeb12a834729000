#include "dialogs/AboutDialog.h"

#include "appinfo/AppInfo.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QVBoxLayout>

namespace llmcap {

AboutDialog::AboutDialog(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("About llmcap"));
    auto *icon = new QLabel(this);
    icon->setPixmap(QIcon(QStringLiteral(":/icons/llmcap.svg")).pixmap(64, 64));
    icon->setAlignment(Qt::AlignTop);

    auto *text = new QLabel(this);
    text->setObjectName(QStringLiteral("aboutText"));
    text->setWordWrap(true);
    text->setTextFormat(Qt::RichText);
    text->setText(
        tr("<h2>llmcap %1</h2>"
           "<p>LLM capacity planner: from a sizing request and measured SLO boundaries to a "
           "reviewed replica plan.</p>"
           "<p>Three questions stay separate: the footprint of one replica, its sustainable "
           "capacity under the SLO, and the total capacity the product needs.</p>"
           "<p>Size for goodput, not raw throughput. Open-loop arrivals. Tails, not averages. "
           "Prompts and outputs are never stored by default.</p>"
           "<p>Built with Qt %2.</p>")
            .arg(AppInfo::version(), QLatin1String(qVersion())));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *row = new QHBoxLayout;
    row->addWidget(icon);
    row->addWidget(text, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(row);
    layout->addWidget(buttons);
    setMinimumWidth(460);
}

} // namespace llmcap
