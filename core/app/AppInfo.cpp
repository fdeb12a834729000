#include "app/AppInfo.h"

#include "app/Version.h"

#include <QCoreApplication>

namespace llmcap::AppInfo {

void setUp()
{
    QCoreApplication::setApplicationName(QLatin1String(kApplicationName));
    QCoreApplication::setOrganizationName(QLatin1String(kOrganizationName));
    QCoreApplication::setApplicationVersion(version());
}

QString version()
{
    return QLatin1String(kVersion);
}

void prepareHeadlessGui()
{
    if (!qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        return;
    qputenv("QT_QPA_PLATFORM", "offscreen");
    static QtMessageHandler previous = nullptr;
    previous = qInstallMessageHandler(
        [](QtMsgType type, const QMessageLogContext &context, const QString &message) {
            if (message.contains(QLatin1String("XDG_RUNTIME_DIR")))
                return;
            if (previous)
                previous(type, context, message);
        });
}

} // namespace llmcap::AppInfo
