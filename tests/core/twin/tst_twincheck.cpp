#include <QTest>
class TestTwinCheck : public QObject
{
    Q_OBJECT
};
QTEST_GUILESS_MAIN(TestTwinCheck)
#include "tst_twincheck.moc"
