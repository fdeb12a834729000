#pragma once

#include <QMenu>

namespace llmcap {

// The main window's Help menu: the first steps, the reference pages in docs/ (opened from disk
// with the desktop's viewer, so that they work offline; Documentation finds them), the folder
// that holds them, and About.
class HelpMenu : public QMenu
{
    Q_OBJECT

public:
    explicit HelpMenu(QWidget *parent = nullptr);

    // Opens docs/<file>; says where llmcap looked, or that nothing could open it, when it fails.
    // Returns whether the desktop took it.
    bool openPage(const QString &file);

Q_SIGNALS:
    void firstStepsRequested();
    void aboutRequested();

private:
    bool openLocal(const QString &path);
    void reportMissing();
};

} // namespace llmcap
