// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
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

    // refused_by "penalty" is a penalty block's refusal, not a rule's, and reads back as one.
    void aPenaltyRefusalReadsBack()
    {
        const auto loaded = ScenarioLoader::loadFile(
            test::sourcePath(QStringLiteral("scenarios/progressive-penalty.json")));
        QVERIFY2(loaded.ok(), qPrintable(loaded.errorText()));
        const RunResult original = runScenario(*loaded.scenario);
        QTemporaryDir dir;
        QString error;
        QVERIFY2(RunCsv::writeAll(original, dir.path(), &error), qPrintable(error));
        QVERIFY(RunCsv::requests(original).find(",penalty\n") != std::string::npos);
        const std::optional<RunResult> read = RunCsvReader::readDir(dir.path(), &error);
        QVERIFY2(read, qPrintable(error));
        std::int64_t penalised = 0;
        for (const RequestRecord& r : read->requests)
            penalised += r.refusedBy == kRefusedByPenalty ? 1 : 0;
        QVERIFY(penalised > 0);
        QCOMPARE(RunCsv::requests(*read), RunCsv::requests(original));
    }

    void requestsFileIsOptional()
    {
        const RunResult original = lessonRun();
        QTemporaryDir dir;
        QString error;
        QVERIFY(RunCsv::writeAll(original, dir.path(), &error));
        // A folder without a manifest (older, or put together by hand) may lack requests.csv.
        QVERIFY(QFile::remove(dir.filePath(QStringLiteral("manifest.json"))));
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
        // A four-line file once made the app resize a vector to 3e10 buckets and abort.
        QTest::newRow("hostile bucket count")
            << goodSummary
            << QByteArray(
                   "time_ms,lane,admitted,rejected\n0,fw,4,1\n1,fw,1,1\n30000000000,fw,1,1\n")
            << QStringLiteral("timeseries.csv:4: column 'time_ms': 30000000000 would be bucket "
                              "30000000000 of 1 ms, but the file has only 3 row(s), one per "
                              "bucket and lane");
        QTest::newRow("time past a year")
            << goodSummary
            << QByteArray("time_ms,lane,admitted,rejected\n0,fw,4,1\n9223372036854775807,fw,1,1\n")
            << QStringLiteral("timeseries.csv:3: column 'time_ms': 9223372036854775807 is past "
                              "the longest run (31622400000 ms)");
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

    // The manifest: a folder whose requests.csv comes from another run is refused by name, and
    // writing a run leaves the user's other files in the folder alone.
    void mixedRunsAreRefusedByName()
    {
        const RunResult first = lessonRun();
        const auto loaded = ScenarioLoader::loadFile(
            test::sourcePath(QStringLiteral("scenarios/boundary-burst.json")));
        QVERIFY(loaded.ok());
        const RunResult other = runScenario(*loaded.scenario);
        QTemporaryDir a;
        QTemporaryDir b;
        writeFile(a.filePath(QStringLiteral("notes.txt")), "mine\n");
        QString error;
        QVERIFY2(RunCsv::writeAll(first, a.path(), &error), qPrintable(error));
        QVERIFY2(RunCsv::writeAll(other, b.path(), &error), qPrintable(error));
        QVERIFY2(RunCsvReader::readDir(a.path(), &error), qPrintable(error));
        QFile notes(a.filePath(QStringLiteral("notes.txt")));
        QVERIFY(notes.open(QIODevice::ReadOnly));
        QCOMPARE(notes.readAll(), QByteArray("mine\n"));

        const QString requests = a.filePath(QStringLiteral("requests.csv"));
        QVERIFY(QFile::remove(requests));
        QVERIFY(QFile::copy(b.filePath(QStringLiteral("requests.csv")), requests));
        QVERIFY(!RunCsvReader::readDir(a.path(), &error));
        QVERIFY2(error.startsWith(requests
                                  + QStringLiteral(": is not the file manifest.json lists "
                                                   "for run ")),
                 qPrintable(error));
        QVERIFY2(error.endsWith(QStringLiteral("the folder mixes files of different runs")),
                 qPrintable(error));

        // Missing, or present but unlisted, is refused too.
        QVERIFY(QFile::remove(requests));
        QVERIFY(!RunCsvReader::readDir(a.path(), &error));
        QVERIFY2(error.startsWith(requests + QStringLiteral(": missing, but manifest.json")),
                 qPrintable(error));
    }

    void manifestIsDeterministicAndListsEveryFile()
    {
        const RunResult run = lessonRun();
        QTemporaryDir a;
        QTemporaryDir b;
        QString error;
        QVERIFY(RunCsv::writeAll(run, a.path(), &error));
        QVERIFY(RunCsv::writeAll(run, b.path(), &error));
        QFile fa(a.filePath(QStringLiteral("manifest.json")));
        QFile fb(b.filePath(QStringLiteral("manifest.json")));
        QVERIFY(fa.open(QIODevice::ReadOnly));
        QVERIFY(fb.open(QIODevice::ReadOnly));
        const QByteArray manifest = fa.readAll();
        QCOMPARE(manifest, fb.readAll());
        for (const char* name : {"summary.csv", "timeseries.csv", "requests.csv"})
            QVERIFY2(manifest.contains(QByteArray("\"name\": \"") + name + '"'), name);
        QVERIFY(manifest.contains("\"run_id\": \""));
    }
};

QTEST_GUILESS_MAIN(TestRunCsvReader)
#include "tst_runcsvreader.moc"
