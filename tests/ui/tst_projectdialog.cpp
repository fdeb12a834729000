#include "GuiTestSupport.h"
#include "dialogs/ProjectDialog.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>

using namespace llmcap;

class TestProjectDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::setUpGuiTest(); }
    void okFollowsNameValidity_data();
    void okFollowsNameValidity();
    void typedByKeyboard();
    void errorAppearingMovesNoField();
};

void TestProjectDialog::okFollowsNameValidity_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("enabled");
    QTest::newRow("empty") << QString() << false;
    QTest::newRow("spaces") << QStringLiteral("   ") << false;
    QTest::newRow("name") << QStringLiteral("Support bot") << true;
    QTest::newRow("too long") << QString(300, QLatin1Char('a')) << false;
}

void TestProjectDialog::okFollowsNameValidity()
{
    QFETCH(QString, name);
    QFETCH(bool, enabled);
    ProjectDialog d;
    d.findChild<QLineEdit *>(QStringLiteral("projectName"))->setText(name);
    QCOMPARE(d.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled(), enabled);
}

void TestProjectDialog::typedByKeyboard()
{
    ProjectDialog d;
    d.show();
    QVERIFY(QTest::qWaitForWindowExposed(&d));
    auto *name = d.findChild<QLineEdit *>(QStringLiteral("projectName"));
    name->setFocus();
    QTest::keyClicks(name, QStringLiteral("  Coding agent "));
    QTest::keyClick(name, Qt::Key_Tab);
    QVERIFY(d.findChild<QPlainTextEdit *>()->hasFocus());
    QTest::keyClicks(d.findChild<QPlainTextEdit *>(), QStringLiteral("10 calls per task"));
    QCOMPARE(d.projectName(), QStringLiteral("Coding agent"));
    QCOMPARE(d.description(), QStringLiteral("10 calls per task"));
    QTest::keyClick(name, Qt::Key_Return);
    QCOMPARE(d.result(), int(QDialog::Accepted));
}

// Issue 36: the name's error appeared between the name and the description and pushed the
// description down under the typing hand.
void TestProjectDialog::errorAppearingMovesNoField()
{
    ProjectDialog d;
    d.show();
    QVERIFY(QTest::qWaitForWindowExposed(&d));
    auto *name = d.findChild<QLineEdit *>(QStringLiteral("projectName"));
    auto *description = d.findChild<QPlainTextEdit *>();
    auto *error = d.findChild<QLabel *>(QStringLiteral("projectNameError"));
    QVERIFY(error);
    name->setText(QStringLiteral("Support bot"));
    QApplication::processEvents();
    QVERIFY(error->text().isEmpty());
    const int before = description->mapTo(&d, QPoint(0, 0)).y();
    name->setText(QString(300, QLatin1Char('a')));
    QApplication::processEvents();
    QVERIFY(error->isVisible() && !error->text().isEmpty());
    QCOMPARE(description->mapTo(&d, QPoint(0, 0)).y(), before);
}

QTEST_MAIN(TestProjectDialog)
#include "tst_projectdialog.moc"
