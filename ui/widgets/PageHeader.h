#pragma once

#include <QWidget>

class QLabel;

namespace llmcap {

// Title and one-paragraph explanation at the top of every workflow page.
class PageHeader : public QWidget
{
    Q_OBJECT

public:
    explicit PageHeader(QWidget *parent = nullptr);
    void setTitle(const QString &title);
    void setDescription(const QString &description);
    QString title() const;

private:
    QLabel *m_title;
    QLabel *m_description;
};

} // namespace llmcap
