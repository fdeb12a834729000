#include "i18n/Translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace llmcap {

QStringList Translations::available()
{
    return {QStringLiteral("en"), QStringLiteral("de")};
}

bool Translations::isAvailable(const QString &language)
{
    return available().contains(language);
}

QString Translations::resolve(const QString &explicitChoice, const QString &preference,
                              const QLocale &system)
{
    if (isAvailable(explicitChoice))
        return explicitChoice;
    if (isAvailable(preference))
        return preference;
    const QString systemLanguage = QLocale::languageToCode(system.language());
    return isAvailable(systemLanguage) ? systemLanguage : QStringLiteral("en");
}

namespace {

// The translators install() put in place, removed again by the next install().
QList<QTranslator *> &installed()
{
    static QList<QTranslator *> translators;
    return translators;
}

bool load(const QString &language, const QString &catalogue, const QString &folder)
{
    auto *translator = new QTranslator(QCoreApplication::instance());
    if (!translator->load(QLocale(language), catalogue, QStringLiteral("_"), folder)) {
        delete translator;
        return false;
    }
    QCoreApplication::installTranslator(translator);
    installed().append(translator);
    return true;
}

} // namespace

bool Translations::install(const QString &language)
{
    for (QTranslator *t : std::as_const(installed())) {
        QCoreApplication::removeTranslator(t);
        delete t;
    }
    installed().clear();
    QLocale::setDefault(QLocale(language));
    if (language == QLatin1String("en"))
        return true; // source strings are English

    load(language, QStringLiteral("qtbase"), QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    return load(language, QStringLiteral("llmcap"), QStringLiteral(":/i18n"));
}

} // namespace llmcap
