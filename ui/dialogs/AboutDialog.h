#pragma once

#include <QDialog>

namespace llmcap {

// Version, purpose and the principles llmcap follows.
class AboutDialog : public QDialog
{
    Q_OBJECT

public:
    explicit AboutDialog(QWidget *parent = nullptr);
};

} // namespace llmcap
