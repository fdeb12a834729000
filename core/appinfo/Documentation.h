#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace llmcap {

// The reference pages in docs/ (Markdown), found on disk so that Help opens them offline: in
// $LLMCAP_DOCS_DIR, beside an installed llmcap (<prefix>/share/doc/llmcap/docs, where the package
// puts them), in the system's data folders, or in the source tree of a build run from there.
class Documentation
{
    Q_DECLARE_TR_FUNCTIONS(Documentation)

public:
    struct Page
    {
        QString file;  // e.g. "gui.md"
        QString title; // translated
    };

    // The pages Help lists, the GUI's own guide first.
    static QList<Page> pages();
    // The folders searched, in order.
    static QStringList searchPath();
    // The first folder of searchPath() that holds the docs (gui.md); empty when none does.
    static QString directory();
    // The absolute path of file in directory(); empty when it is not there.
    static QString pagePath(const QString &file);
};

} // namespace llmcap
