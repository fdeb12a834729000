#pragma once

// Shared by the widget tests: quiet offscreen platform, screenshots in the build directory.

#include <QDir>
#include <QImage>
#include <QStandardPaths>
#include <QTest>
#include <QWidget>

#include <set>

namespace llmcap::test {

inline void quietOffscreenPlatform()
{
    static QtMessageHandler previous = nullptr;
    previous = qInstallMessageHandler(
        [](QtMsgType type, const QMessageLogContext &context, const QString &message) {
            if (message.contains(QLatin1String("propagateSizeHints")))
                return;
            if (previous)
                previous(type, context, message);
        });
}

// Isolates settings and data folders from the user's and fixes the locale.
inline void setUpGuiTest()
{
    QStandardPaths::setTestModeEnabled(true);
    quietOffscreenPlatform();
}

inline QString screenshotDir()
{
    const QString dir = QStringLiteral(LLMCAP_BINARY_DIR "/screenshots");
    QDir().mkpath(dir);
    return dir;
}

// Saves widget as <build>/screenshots/<name>.png and returns the image.
inline QImage saveScreenshot(QWidget &widget, const QString &name)
{
    const QImage image = widget.grab().toImage();
    const QString path = screenshotDir() + QLatin1Char('/') + name + QLatin1String(".png");
    if (!image.save(path))
        qWarning("could not save %s", qPrintable(path));
    return image;
}

// A rendered window has many distinct colours; a blank or failed grab has one or two.
inline int distinctColours(const QImage &image, int step = 7)
{
    std::set<QRgb> colours;
    for (int y = 0; y < image.height(); y += step)
        for (int x = 0; x < image.width(); x += step)
            colours.insert(image.pixel(x, y));
    return int(colours.size());
}

} // namespace llmcap::test
