#include "appinfo/Documentation.h"

#include "appinfo/BuildPaths.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace llmcap {

namespace {

const QString kDocsSubdir = QStringLiteral("doc/llmcap/docs");

} // namespace

QList<Documentation::Page> Documentation::pages()
{
    return {
        {QStringLiteral("gui.md"), tr("The desktop app")},
        {QStringLiteral("cli.md"), tr("Command-line reference")},
        {QStringLiteral("sweep-method.md"), tr("How a sweep finds the SLO boundary")},
        {QStringLiteral("validation.md"), tr("Fleet validation")},
        {QStringLiteral("telemetry-shape.md"), tr("Telemetry: shape and derived workload")},
        {QStringLiteral("metrics.md"), tr("Metric definitions")},
        {QStringLiteral("file-formats.md"), tr("File formats")},
        {QStringLiteral("simulated-server.md"), tr("The built-in simulated server")},
        {QStringLiteral("peer-results.md"), tr("Results from peer tools")},
        {QStringLiteral("server-timing.md"), tr("Per-request server timing")},
        {QStringLiteral("measurements.md"), tr("Measurements")},
    };
}

QStringList Documentation::searchPath()
{
    QStringList dirs;
    const QString fromEnvironment = qEnvironmentVariable("LLMCAP_DOCS_DIR");
    if (!fromEnvironment.isEmpty())
        dirs << fromEnvironment;
    // <prefix>/bin/llmcap -> <prefix>/share/doc/llmcap/docs, wherever the prefix is.
    if (QCoreApplication::instance())
        dirs << QDir::cleanPath(QCoreApplication::applicationDirPath() +
                                QLatin1String("/../share/") + kDocsSubdir);
    for (const QString &data :
         QStandardPaths::standardLocations(QStandardPaths::GenericDataLocation))
        dirs << QDir::cleanPath(data + QLatin1Char('/') + kDocsSubdir);
    dirs << QStringLiteral("/usr/share/") + kDocsSubdir << QLatin1String(kSourceDocsDir);
    dirs.removeDuplicates();
    return dirs;
}

QString Documentation::directory()
{
    for (const QString &dir : searchPath())
        if (QFileInfo::exists(dir + QLatin1String("/gui.md")))
            return QDir(dir).absolutePath();
    return {};
}

QString Documentation::pagePath(const QString &file)
{
    const QString dir = directory();
    if (dir.isEmpty())
        return {};
    const QString path = dir + QLatin1Char('/') + file;
    return QFileInfo::exists(path) ? path : QString();
}

} // namespace llmcap
