#pragma once

#include <QObject>

class QSocketNotifier;

namespace llmcap {

// Turns SIGINT and SIGTERM into a Qt signal on the event loop (self-pipe), so long-running
// commands can stop cleanly and keep what they measured. One instance at a time.
class InterruptWatcher : public QObject
{
    Q_OBJECT

public:
    explicit InterruptWatcher(QObject *parent = nullptr);
    ~InterruptWatcher() override;

    bool isActive() const { return m_notifier != nullptr; }

Q_SIGNALS:
    void interrupted(int signalNumber);

private:
    void drain();

    QSocketNotifier *m_notifier = nullptr;
};

} // namespace llmcap
