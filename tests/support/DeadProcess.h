#pragma once

// The process tag of a process that has exited: a child forked to say its tag, then reaped.
// For tests of what a database does with a dead process's runs.

#include "storage/DatabaseHolders.h"

#include <QString>

#include <sys/wait.h>
#include <unistd.h>

namespace llmcap::test {

// Empty when the child could not be made.
inline QString tagOfAnExitedProcess()
{
    int tagPipe[2];
    if (::pipe(tagPipe) != 0)
        return {};
    const pid_t pid = ::fork();
    if (pid == 0) {
        const QByteArray tag = DatabaseHolders::processTag().toUtf8();
        (void)!::write(tagPipe[1], tag.constData(), size_t(tag.size()));
        ::_exit(0);
    }
    ::close(tagPipe[1]);
    char buffer[512];
    const ssize_t n = pid > 0 ? ::read(tagPipe[0], buffer, sizeof buffer) : -1;
    ::close(tagPipe[0]);
    if (pid > 0)
        ::waitpid(pid, nullptr, 0);
    return n > 0 ? QString::fromUtf8(buffer, int(n)) : QString();
}

} // namespace llmcap::test
