#include "appinfo/AppInfo.h"

#include "appinfo/Version.h"

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

} // namespace llmcap::AppInfo
