// Reading a run folder back: a real run written and read again gives byte-identical CSV, and a
// broken file is named with its line and column.
#include "core/io/csv/RunCsv.h"
#include "core/io/csv/RunCsvReader.h"
#include "core/io/scenario/ScenarioLoader.h"
#include "core/sim/engine/Simulation.h"

#include "tests/support/TestPaths.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace ratelab;

class TestRunCsvReader : public QObject {
    Q_OBJECT

    static RunResult lessonRun()
    {
        const auto loaded = ScenarioLoader::loadFile(
            test::sourcePath(QStringLiteral("scenarios/retry-storm.json")));
        if (!loaded.ok())
            qFatal("%s", qPrintable(loaded.errorText()));
        return runScenario(*loaded.scenario);
    }

    static void writeFile(const QString& path, const QByteArray& text)
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(text);
    }

private slots:
    void roundTripIsByteIdentical()
    {
        const RunResult original = lessonRun();
        QVERIFY(original.requests.size() > 100);
        QTemporaryDir dir;
        QString error;
        QVERIFY2(RunCsv::writeAll(original, dir.path(), &error), qPrintable(error));

        const std::optional<RunResult> read = RunCsvReader::readDir(dir.path(), &error);
        QVERIFY2(read, qPrintable(error));
        QCOMPARE(read->summaries.size(), original.summaries.size());
        QCOMPARE(read->bucketMs, original.bucketMs);
        QCOMPARE(read->series.at(0).buckets.size(), original.series.at(0).buckets.size());
        QCOMPARE(read->requests.size(), original.requests.size());
        QCOMPARE(read->summaries.at(0).admitted, original.summaries.at(0).admitted);
        QCOMPARE(RunCsv::summary(*read), RunCsv::summary(original));
        QCOMPARE(RunCsv::timeseries(*read), RunCsv::timeseries(original));
        QCOMPARE(RunCsv::requests(*read), RunCsv::requests(original));
    }

    void requestsFileIsOptional()
    {
        const RunResult original = lessonRun();
        QTemporaryDir dir;
        QString error;
        QVERIFY(RunCsv::writeAll(original, dir.path(), &error));
        QVERIFY(QFile::remove(dir.filePath(QStringLiteral("requests.csv"))));
        const std::optional<RunResult> read = RunCsvReader::readDir(dir.path(), &error);
        QVERIFY2(read, qPrintable(error));
        QVERIFY(read->requests.empty());
        QCOMPARE(read->summaries.at(0).rejected, original.summaries.at(0).rejected);
    }

    void extraColumnsAreIgnored()
    {
        QTemporaryDir dir;
        writeFile(
            dir.filePath(QStringLiteral("summary.csv")),
            "lane,algorithm,admitted,rejected,limit,from_the_future\nfw,fixed-window,7,3,5,x\n");
        writeFile(dir.filePath(QStringLiteral("timeseries.csv")),
                  "time_ms,lane,admitted,rejected,more\n0,fw,4,1,a\n250,fw,3,2,b\n");
        QString error;
        const std::optional<RunResult> read = RunCsvReader::readDir(dir.path(), &error);
        QVERIFY2(read, qPrintable(error));
        QCOMPARE(read->bucketMs, 250);
        QCOMPARE(read->durationMs, 500);
        QCOMPARE(read->series.at(0).buckets.at(1).rejected, 2);
        QCOMPARE(read->summaries.at(0).requests, 10);
    }

    void errorsNameFileLineAndColumn_data()
    {
        QTest::addColumn<QByteArray>("summary");
        QTest::addColumn<QByteArray>("timeseries");
        QTest::addColumn<QString>("expected");
        const QByteArray goodSummary =
            "lane,algorithm,admitted,rejected,limit\nfw,fixed-window,7,3,5\n";
        const QByteArray goodSeries = "time_ms,lane,admitted,rejected\n0,fw,4,1\n";
        QTest::newRow("missing column")
            << QByteArray("lane,algorithm,admitted,limit\nfw,fixed-window,7,5\n") << goodSeries
            << QStringLiteral("summary.csv:1: missing column 'rejected'");
        QTest::newRow("not an integer")
            << QByteArray("lane,algorithm,admitted,rejected,limit\nfw,fixed-window,7,three,5\n")
            << goodSeries
            << QStringLiteral("summary.csv:2: column 'rejected': \"three\" is not an integer");
        QTest::newRow("unknown algorithm")
            << QByteArray("lane,algorithm,admitted,rejected,limit\nfw,bucket-of-doom,7,3,5\n")
            << goodSeries
            << QStringLiteral(
                   "summary.csv:2: column 'algorithm': unknown algorithm \"bucket-of-doom\"");
        QTest::newRow("unknown lane")
            << goodSummary << QByteArray("time_ms,lane,admitted,rejected\n0,fw,4,1\n0,gcra,1,1\n")
            << QStringLiteral("timeseries.csv:3: lane \"gcra\" is not in summary.csv");
        QTest::newRow("off grid")
            << goodSummary
            << QByteArray("time_ms,lane,admitted,rejected\n0,fw,4,1\n100,fw,1,1\n250,fw,1,1\n")
            << QStringLiteral(
                   "timeseries.csv:4: column 'time_ms': 250 is not on the 100 ms bucket grid");
        QTest::newRow("short row")
            << goodSummary << QByteArray("time_ms,lane,admitted,rejected\n0,fw\n")
            << QStringLiteral("timeseries.csv:2: 2 field(s), the header has 4");
    }

    void errorsNameFileLineAndColumn()
    {
        QFETCH(QByteArray, summary);
        QFETCH(QByteArray, timeseries);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        writeFile(dir.filePath(QStringLiteral("summary.csv")), summary);
        writeFile(dir.filePath(QStringLiteral("timeseries.csv")), timeseries);
        QString error;
        QVERIFY(!RunCsvReader::readDir(dir.path(), &error));
        QVERIFY2(error.startsWith(dir.path()), qPrintable(error));
        QVERIFY2(error.endsWith(expected), qPrintable(error));
    }

    void missingFolderAndFile()
    {
        QString error;
        QVERIFY(!RunCsvReader::readDir(QStringLiteral("/nonexistent/run"), &error));
        QCOMPARE(error, QStringLiteral("/nonexistent/run: not a folder"));
        QTemporaryDir dir;
        QVERIFY(!RunCsvReader::readDir(dir.path(), &error));
        QVERIFY2(error.contains(QStringLiteral("summary.csv: cannot open")), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestRunCsvReader)
#include "tst_runcsvreader.moc"
