#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>

namespace llmcap {

// Chooses the UI language and installs llmcap's and Qt's own translators.
class Translations
{
public:
    // Languages llmcap ships, as --lang takes them.
    static QStringList available();
    static bool isAvailable(const QString &language);

    // The language to use: an explicit choice ("en", "de") wins, then the stored preference,
    // then the system locale; anything llmcap does not ship falls back to English.
    static QString resolve(const QString &explicitChoice, const QString &preference,
                           const QLocale &system = QLocale::system());

    // Installs translators on the running application and makes language the default locale.
    // Returns false when the llmcap catalogue for language could not be loaded.
    static bool install(const QString &language);
};

} // namespace llmcap
