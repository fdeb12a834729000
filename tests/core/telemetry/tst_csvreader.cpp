#include "telemetry/CsvReader.h"

#include <QTemporaryDir>
#include <QTest>

#include <cstdio>

using namespace llmcap;

class TestCsvReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void quotedFieldsWithSeparatorsQuotesAndLineBreaks();
    void ignoredColumnsComeBackEmpty();
    void unterminatedQuoteIsFlagged();
    void largeFieldCrossesTheBuffer();
};

namespace {

struct CsvFile
{
    QTemporaryDir dir;
    std::FILE *file = nullptr;
    explicit CsvFile(const QByteArray &text)
    {
        const QString path = dir.filePath("t.csv");
        std::FILE *w = std::fopen(path.toLocal8Bit().constData(), "wb");
        std::fwrite(text.constData(), 1, size_t(text.size()), w);
        std::fclose(w);
        file = std::fopen(path.toLocal8Bit().constData(), "rb");
    }
    ~CsvFile() { std::fclose(file); }
};

} // namespace

void TestCsvReader::quotedFieldsWithSeparatorsQuotesAndLineBreaks()
{
    CsvFile f("\xEF\xBB\xBFid,text,n\r\n"
              "1,\"a, \"\"quoted\"\"\r\nsecond line\",3\r\n"
              "2,,\n"
              "\n"
              "3,plain,\"\"\n");
    CsvReader csv(f.file);
    std::vector<std::string> fields;
    QVERIFY(csv.next(fields));
    QCOMPARE(fields, (std::vector<std::string>{"id", "text", "n"}));
    QCOMPARE(csv.recordLine(), 1);
    QVERIFY(csv.next(fields));
    QCOMPARE(fields, (std::vector<std::string>{"1", "a, \"quoted\"\r\nsecond line", "3"}));
    QCOMPARE(csv.recordLine(), 2);
    QVERIFY(csv.next(fields));
    QCOMPARE(fields, (std::vector<std::string>{"2", "", ""}));
    QCOMPARE(csv.recordLine(), 4); // the quoted line break counted
    QVERIFY(csv.next(fields));     // a blank line: one empty field
    QCOMPARE(fields, (std::vector<std::string>{""}));
    QVERIFY(csv.next(fields));
    QCOMPARE(fields, (std::vector<std::string>{"3", "plain", ""}));
    QCOMPARE(csv.recordLine(), 6);
    QVERIFY(!csv.next(fields));
}

void TestCsvReader::ignoredColumnsComeBackEmpty()
{
    CsvFile f("a,input,b\n1,\"secret, long\ntext\",2\n");
    CsvReader csv(f.file);
    csv.setIgnoredColumns({false, true, false});
    std::vector<std::string> fields;
    QVERIFY(csv.next(fields));
    QCOMPARE(fields[1], std::string()); // the header too: ignored from the start
    QVERIFY(csv.next(fields));
    QCOMPARE(fields, (std::vector<std::string>{"1", "", "2"}));
}

void TestCsvReader::unterminatedQuoteIsFlagged()
{
    CsvFile f("a,b\n1,\"never closed\n2,3\n");
    CsvReader csv(f.file);
    std::vector<std::string> fields;
    QVERIFY(csv.next(fields));
    QVERIFY(!csv.unterminatedQuote());
    QVERIFY(csv.next(fields));
    QVERIFY(csv.unterminatedQuote());
}

void TestCsvReader::largeFieldCrossesTheBuffer()
{
    const QByteArray big(1 << 20, 'x');
    CsvFile f("a,b\n\"" + big + "\",1\nz,2\n");
    CsvReader csv(f.file);
    std::vector<std::string> fields;
    QVERIFY(csv.next(fields));
    QVERIFY(csv.next(fields));
    QCOMPARE(fields[0].size(), size_t(big.size()));
    QVERIFY(csv.next(fields));
    QCOMPARE(fields, (std::vector<std::string>{"z", "2"}));
    QCOMPARE(csv.recordLine(), 3);
}

QTEST_APPLESS_MAIN(TestCsvReader)
#include "tst_csvreader.moc"
