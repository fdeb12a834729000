#include "GuiTestSupport.h"
#include "dialogs/PreferencesDialog.h"
#include "settings/Settings.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>

using namespace llmcap;
using Key = Settings::Key;

class TestPreferencesDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::setUpGuiTest(); }
    void showsCurrentValues();
    void okWritesSettings();
    void cancelWritesNothing();
    void refusesDatabaseInMissingFolder();
    void restoreDefaults();
    void everyMnemonicLabelHasABuddy();
    void databaseErrorMovesNoField();
    void chosenDatabaseWinsOverTheLastProject();
};

void TestPreferencesDialog::showsCurrentValues()
{
    QTemporaryDir dir;
    Settings s(dir.filePath(QStringLiteral("p.ini")));
    s.setValue(Key::ChartRefreshHz, 22);
    s.setValue(Key::Language, QStringLiteral("de"));
    PreferencesDialog d(s);
    QCOMPARE(d.findChild<QSpinBox *>()->value(), 22);
    QCOMPARE(d.findChild<QComboBox *>()->currentData().toString(), QStringLiteral("de"));
    QVERIFY(!d.findChild<QCheckBox *>()->isChecked()); // prompts are not stored by default
}

void TestPreferencesDialog::okWritesSettings()
{
    QTemporaryDir dir;
    Settings s(dir.filePath(QStringLiteral("p.ini")));
    PreferencesDialog d(s);
    d.findChild<QSpinBox *>()->setValue(11);
    d.findChild<QCheckBox *>()->setChecked(true);
    d.findChild<QComboBox *>()->setCurrentIndex(1);
    d.accept();
    QCOMPARE(d.result(), int(QDialog::Accepted));
    QCOMPARE(s.integer(Key::ChartRefreshHz), 11);
    QVERIFY(s.boolean(Key::StorePromptText));
    QCOMPARE(s.string(Key::Language), QStringLiteral("en"));
}

void TestPreferencesDialog::cancelWritesNothing()
{
    QTemporaryDir dir;
    Settings s(dir.filePath(QStringLiteral("p.ini")));
    PreferencesDialog d(s);
    d.findChild<QSpinBox *>()->setValue(24);
    d.reject();
    QCOMPARE(s.integer(Key::ChartRefreshHz), 15);
}

void TestPreferencesDialog::refusesDatabaseInMissingFolder()
{
    QTemporaryDir dir;
    Settings s(dir.filePath(QStringLiteral("p.ini")));
    PreferencesDialog d(s);
    d.show();
    auto *path = d.findChild<QLineEdit *>();
    path->setText(dir.filePath(QStringLiteral("nope/db.sqlite")));
    d.accept();
    QCOMPARE(d.result(), int(QDialog::Rejected)); // still open
    QVERIFY(s.string(Key::DatabasePath).isEmpty());
    bool shown = false;
    for (QLabel *l : d.findChildren<QLabel *>())
        shown |= l->isVisible() && l->text().contains(QStringLiteral("does not exist"));
    QVERIFY(shown);
    path->setText(dir.filePath(QStringLiteral("db.sqlite")));
    d.accept();
    QCOMPARE(s.string(Key::DatabasePath), dir.filePath(QStringLiteral("db.sqlite")));
}

void TestPreferencesDialog::restoreDefaults()
{
    QTemporaryDir dir;
    Settings s(dir.filePath(QStringLiteral("p.ini")));
    s.setValue(Key::ChartRefreshHz, 25);
    PreferencesDialog d(s);
    auto *box = d.findChild<QDialogButtonBox *>();
    box->button(QDialogButtonBox::RestoreDefaults)->click();
    QCOMPARE(d.findChild<QSpinBox *>()->value(), 15);
    QCOMPARE(s.integer(Key::ChartRefreshHz), 25); // only OK applies
}

// Issue 36: the database row's label showed a literal "&" (a label QFormLayout makes for a
// layout has no buddy, so its mnemonic is not taken).
void TestPreferencesDialog::everyMnemonicLabelHasABuddy()
{
    QTemporaryDir dir;
    Settings s(dir.filePath(QStringLiteral("p.ini")));
    PreferencesDialog d(s);
    int withMnemonic = 0;
    for (QLabel *label : d.findChildren<QLabel *>()) {
        if (!label->text().contains(QLatin1Char('&')) || label->textFormat() == Qt::RichText)
            continue;
        ++withMnemonic;
        QVERIFY2(label->buddy(), qPrintable(label->text()));
    }
    QVERIFY(withMnemonic >= 5);
}

// Issue 36: error labels that appear moved the fields below them.
void TestPreferencesDialog::databaseErrorMovesNoField()
{
    QTemporaryDir dir;
    Settings s(dir.filePath(QStringLiteral("p.ini")));
    PreferencesDialog d(s);
    d.show();
    QVERIFY(QTest::qWaitForWindowExposed(&d));
    auto *path = d.findChild<QLineEdit *>();
    auto *below = d.findChild<QSpinBox *>();
    const int before = below->mapTo(&d, QPoint(0, 0)).y();
    path->setText(dir.filePath(QStringLiteral("nope/db.sqlite")));
    QApplication::processEvents();
    QVERIFY(d.findChild<QLabel *>(QStringLiteral("databaseError"))
                ->text()
                .contains(QLatin1String("does not exist")));
    QCOMPARE(below->mapTo(&d, QPoint(0, 0)).y(), before);
}

// A database chosen here is what the next start opens, not the last project's database.
void TestPreferencesDialog::chosenDatabaseWinsOverTheLastProject()
{
    QTemporaryDir dir;
    Settings s(dir.filePath(QStringLiteral("p.ini")));
    s.setValue(Key::LastDatabasePath, dir.filePath(QStringLiteral("last.sqlite")));
    s.setValue(Key::LastProjectId, qint64(7));
    {
        PreferencesDialog unchanged(s);
        unchanged.accept();
        QCOMPARE(s.integer64(Key::LastProjectId), qint64(7));
    }
    PreferencesDialog d(s);
    d.findChild<QLineEdit *>()->setText(dir.filePath(QStringLiteral("chosen.sqlite")));
    d.accept();
    QVERIFY(s.string(Key::LastDatabasePath).isEmpty());
    QCOMPARE(s.integer64(Key::LastProjectId), qint64(0));
}

QTEST_MAIN(TestPreferencesDialog)
#include "tst_preferencesdialog.moc"
