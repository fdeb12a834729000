#include <QTest>
class TestTwinBoundary : public QObject
{
    Q_OBJECT
};
QTEST_GUILESS_MAIN(TestTwinBoundary)
#include "tst_twinboundary.moc"
