// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// ratelab-cli when its output cannot be written: standard output on a full device (/dev/full)
// is exit 1 with the system's reason, never exit 0 with a truncated file or "Unknown error";
// the output folder is checked before any command's work starts (an empty --out is bad usage,
// never the current folder); running out of memory while formatting the output is exit 1 with
// a message, not an abort; control characters from names reach the terminal escaped.
#include "tests/support/TestPaths.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

#include <sys/resource.h>

namespace {

struct Result {
    int code = -1; // -1: crashed
    QString err;
};

// Runs ratelab-cli with its standard output sent to `outFile`; dataLimit > 0 caps its heap
// (RLIMIT_DATA, which counts anonymous mappings too) at that many bytes, fileLimit > 0 the size
// of any file it writes (RLIMIT_FSIZE: a write past it fails as on a full disk).
Result runTo(const QStringList& args, const QString& outFile, rlim_t dataLimit = 0,
             rlim_t fileLimit = 0, const QString& workingDir = QString())
{
    QProcess process;
    process.setStandardOutputFile(outFile);
    process.setWorkingDirectory(workingDir);
    if (dataLimit > 0 || fileLimit > 0)
        process.setChildProcessModifier([dataLimit, fileLimit] {
            if (dataLimit > 0) {
                const rlimit limit{dataLimit, dataLimit};
                ::setrlimit(RLIMIT_DATA, &limit);
            }
            if (fileLimit > 0) {
                const rlimit limit{fileLimit, fileLimit};
                ::setrlimit(RLIMIT_FSIZE, &limit);
                std::signal(SIGXFSZ, SIG_IGN); // the write fails with EFBIG instead
            }
        });
    // Absolute: the child may start in another working directory.
    process.start(QFileInfo(ratelab::test::binaryDir() + QStringLiteral("/app/cli/ratelab-cli"))
                      .absoluteFilePath(),
                  args);
    if (!process.waitForFinished(300'000))
        qFatal("ratelab-cli did not finish");
    Result r;
    r.code = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    r.err = QString::fromUtf8(process.readAllStandardError());
    return r;
}

QString boundaryBurst()
{
    return ratelab::test::sourcePath(QStringLiteral("scenarios/boundary-burst.json"));
}

QByteArray contents(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

// `args` with LATE replaced by dir/late.json, a scenario that fails only once its run starts (its
// arrivals come from a log that is missing, read when the run sets up, not when the file is
// loaded), and DIR/ by dir.
QStringList withLateScenario(QStringList args, const QString& dir)
{
    const QString late = QDir(dir).filePath(QStringLiteral("late.json"));
    writeFile(late, R"({"format": 1, "name": "late failure", "duration_ms": 10000,
  "bucket_ms": 1000,
  "clients": [{"name": "log", "arrival": {"kind": "trace-file", "file": "none.log"}}],
  "lanes": [{"name": "fw", "algorithm": "fixed-window", "limit": 5, "window_ms": 1000}]})");
    for (QString& a : args)
        a = a == QLatin1String("LATE") ? late : a.replace(QStringLiteral("DIR/"), dir + '/');
    return args;
}

} // namespace

class TestCliOutput : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (!QFile::exists(QStringLiteral("/dev/full")))
            QSKIP("this system has no /dev/full");
    }

    void replayToFullDevice_data()
    {
        QTest::addColumn<int>("rows");
        QTest::newRow("one buffer") << 3;
        QTest::newRow("past 144 KB") << 20000; // the size at which the output once ended mid-row
    }

    void replayToFullDevice()
    {
        QFETCH(int, rows);
        QTemporaryDir dir;
        const QString trace = dir.filePath(QStringLiteral("t.csv"));
        QFile file(trace);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("time_ms,key\n");
        for (int i = 0; i < rows; ++i)
            file.write(QByteArray::number(i) + ",user-" + QByteArray::number(i % 7) + "\n");
        file.close();
        const Result r = runTo({QStringLiteral("replay"), QStringLiteral("--algorithm"),
                                QStringLiteral("token-bucket"), QStringLiteral("--limit"),
                                QStringLiteral("5"), QStringLiteral("--window"),
                                QStringLiteral("1000"), QStringLiteral("--trace"), trace},
                               QStringLiteral("/dev/full"));
        QCOMPARE(r.code, 1);
        QCOMPARE(r.err, QStringLiteral("ratelab-cli replay: cannot write to standard output: No "
                                       "space left on device\n"));
    }

    void replayOutToFullDevice()
    {
        QTemporaryDir dir;
        const QString trace = dir.filePath(QStringLiteral("t.csv"));
        QFile file(trace);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("time_ms,key\n0,a\n");
        file.close();
        const Result r =
            runTo({QStringLiteral("replay"), QStringLiteral("--algorithm"), QStringLiteral("gcra"),
                   QStringLiteral("--limit"), QStringLiteral("1"), QStringLiteral("--window"),
                   QStringLiteral("10"), QStringLiteral("--trace"), trace, QStringLiteral("--out"),
                   QStringLiteral("/dev/full")},
                  QStringLiteral("/dev/null"));
        QCOMPARE(r.code, 1);
        QCOMPARE(r.err, QStringLiteral("ratelab-cli replay: cannot write the output: /dev/full: "
                                       "No space left on device\n"));
    }

    // A write cut short part way (a full disk, a size limit) used to lose its reason in Qt
    // ("Unknown error"), and a small file that failed only as it was flushed was renamed into
    // place truncated, with exit 0.
    void replayOutPastFileSizeLimit_data()
    {
        QTest::addColumn<int>("rows");
        QTest::newRow("flushed at the end") << 100;
        QTest::newRow("written part way") << 20000;
    }

    void replayOutPastFileSizeLimit()
    {
        QFETCH(int, rows);
        QTemporaryDir dir;
        const QString trace = dir.filePath(QStringLiteral("t.csv"));
        QFile file(trace);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("time_ms,key\n");
        for (int i = 0; i < rows; ++i)
            file.write(QByteArray::number(i) + ",k" + QByteArray::number(i % 7) + "\n");
        file.close();
        const QString out = dir.filePath(QStringLiteral("out.csv"));
        const Result r =
            runTo({QStringLiteral("replay"), QStringLiteral("--algorithm"), QStringLiteral("gcra"),
                   QStringLiteral("--limit"), QStringLiteral("5"), QStringLiteral("--window"),
                   QStringLiteral("1000"), QStringLiteral("--trace"), trace,
                   QStringLiteral("--out"), out},
                  QStringLiteral("/dev/null"), 0, 1000);
        QCOMPARE(r.err, QStringLiteral("ratelab-cli replay: cannot write the output: %1: File "
                                       "too large\n")
                            .arg(out));
        QCOMPARE(r.code, 1);
        QVERIFY(!QFile::exists(out));
    }

    void runToFullDevice()
    {
        QTemporaryDir dir;
        const Result r = runTo({QStringLiteral("run"), boundaryBurst(), QStringLiteral("--out"),
                                dir.filePath(QStringLiteral("out"))},
                               QStringLiteral("/dev/full"));
        QCOMPARE(r.code, 1);
        QCOMPARE(r.err, QStringLiteral("ratelab-cli run: cannot write to standard output: No "
                                       "space left on device\n"));
        // The files were written before the summary table failed to print.
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("out/manifest.json"))));
    }

    void outOfMemoryWhileFormatting()
    {
#if defined(__SANITIZE_ADDRESS__)
        QSKIP("AddressSanitizer's shadow memory does not fit under a data limit");
#endif
        // 4 million rows, 40 MB: read, they take about 100 MB; formatting reserves 40 bytes a
        // row on top (160 MB more). A 160 MB cap fits the first and not the second.
        QTemporaryDir dir;
        const QString trace = dir.filePath(QStringLiteral("big.csv"));
        {
            QFile file(trace);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("time_ms,key\n");
            QByteArray chunk;
            for (int i = 0; i < 4'000'000; ++i) {
                chunk += QByteArray::number(1'000'000 + i) + ",k\n";
                if (chunk.size() > (1 << 20)) {
                    file.write(chunk);
                    chunk.clear();
                }
            }
            file.write(chunk);
        }
        const QString out = dir.filePath(QStringLiteral("out.csv"));
        const Result r =
            runTo({QStringLiteral("replay"), QStringLiteral("--algorithm"),
                   QStringLiteral("fixed-window"), QStringLiteral("--limit"), QStringLiteral("5"),
                   QStringLiteral("--window"), QStringLiteral("1000"), QStringLiteral("--trace"),
                   trace, QStringLiteral("--out"), out},
                  QStringLiteral("/dev/null"), rlim_t(160) << 20);
        QCOMPARE(r.err, QStringLiteral("ratelab-cli replay: out of memory while reading the "
                                       "trace or formatting the output; nothing was written\n"));
        QCOMPARE(r.code, 1);
        QVERIFY(!QFile::exists(out));
    }

    // Every command that writes into --out DIR, with what it needs besides (LATE: a scenario
    // that fails only once its run starts; its folder holds no log and no lesson).
    void commands_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QStringList>("args");
        const QString late = QStringLiteral("LATE");
        QTest::newRow("run") << QStringLiteral("run") << QStringList{late};
        QTest::newRow("live") << QStringLiteral(
            "live") << QStringList{late, QStringLiteral("--redis"), QStringLiteral("127.0.0.1:1")};
        QTest::newRow("sweep") << QStringLiteral("sweep")
                               << QStringList{late, QStringLiteral("--vary"),
                                              QStringLiteral("lanes.0.limit=5,10")};
        QTest::newRow("calibrate")
            << QStringLiteral("calibrate")
            << QStringList{QStringLiteral("DIR/none.log"), QStringLiteral("--format"),
                           QStringLiteral("common")};
        QTest::newRow("claims") << QStringLiteral("claims")
                                << QStringList{QStringLiteral("DIR/none.md")};
    }

    void emptyOutIsBadUsage_data()
    {
        commands_data();
    }

    // `--out ""` once wrote into the current folder.
    void emptyOutIsBadUsage()
    {
        QFETCH(QString, command);
        QFETCH(QStringList, args);
        QTemporaryDir cwd;
        const Result r = runTo(QStringList{command} + withLateScenario(args, cwd.path())
                                   + QStringList{QStringLiteral("--out"), QString()},
                               QStringLiteral("/dev/null"), 0, 0, cwd.path());
        QCOMPARE(r.code, 2);
        QCOMPARE(r.err, command == QLatin1String("claims")
                            ? QStringLiteral("ratelab-cli claims: --out DIR is required\n")
                            : QStringLiteral("ratelab-cli %1: --out: expected a folder, got an "
                                             "empty name (use --out . for the current folder)\n")
                                  .arg(command));
        QCOMPARE(QDir(cwd.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
                 QStringList(QStringLiteral("late.json")));
    }

    void unwritableOutIsFoundBeforeTheWork_data()
    {
        commands_data();
    }

    // An --out that cannot be written is found before the work starts: each command here would
    // otherwise fail at its work (the run, the log, the lesson) with another message.
    void unwritableOutIsFoundBeforeTheWork()
    {
        QFETCH(QString, command);
        QFETCH(QStringList, args);
        QTemporaryDir dir;
        const QString blocker = dir.filePath(QStringLiteral("blocker"));
        writeFile(blocker, "mine\n");
        const QString out = blocker + QStringLiteral("/out");
        const Result r = runTo(QStringList{command} + withLateScenario(args, dir.path())
                                   + QStringList{QStringLiteral("--out"), out},
                               QStringLiteral("/dev/null"));
        QCOMPARE(r.err, QStringLiteral("ratelab-cli %1: cannot write the results: %2: %3 is not "
                                       "a folder\n")
                            .arg(command, out, blocker));
        QCOMPARE(r.code, 1);
        QCOMPARE(contents(blocker), QByteArray("mine\n"));
    }

    // The control for the two above: with a folder it can write, the scenario starts and fails.
    void theLateScenarioFailsOnlyWhenItRuns()
    {
        QTemporaryDir dir;
        const QStringList args = withLateScenario({QStringLiteral("LATE")}, dir.path());
        QCOMPARE(
            runTo({QStringLiteral("validate"), args.front()}, QStringLiteral("/dev/null")).code, 0);
        const Result ran = runTo({QStringLiteral("run"), args.front(), QStringLiteral("--out"),
                                  dir.filePath(QStringLiteral("out"))},
                                 QStringLiteral("/dev/null"));
        QVERIFY2(ran.err.contains(QStringLiteral("clients[0].arrival.file: ")),
                 qPrintable(ran.err));
        QCOMPARE(ran.code, 2);
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("out"))));
    }

    // Names come from files; one with escape sequences must not clear the screen or retitle the
    // window: standard output and standard error show them escaped.
    void controlCharactersAreEscaped()
    {
        QTemporaryDir dir;
        QByteArray json = contents(boundaryBurst());
        const QByteArray name = "\"name\": \"";
        const qsizetype at = json.indexOf(name);
        QVERIFY(at >= 0);
        json.insert(at + name.size(), "\\u001b]0;pwned\\u0007\\u001b[2J\\u202e");
        const QString scenario = dir.filePath(QStringLiteral("evil.json"));
        writeFile(scenario, json);
        const QString stdoutFile = dir.filePath(QStringLiteral("stdout.txt"));
        const Result r = runTo({QStringLiteral("run"), scenario, QStringLiteral("--out"),
                                dir.filePath(QStringLiteral("out"))},
                               stdoutFile);
        QCOMPARE(r.code, 0);
        const QString printed = QString::fromUtf8(contents(stdoutFile));
        QVERIFY2(printed.startsWith(QStringLiteral("\\x1b]0;pwned\\x07\\x1b[2J\\u202e")),
                 qPrintable(printed));

        const QString evilPath = dir.filePath(QStringLiteral("a\x1b[2Jb.json"));
        const Result missing =
            runTo({QStringLiteral("validate"), evilPath}, QStringLiteral("/dev/null"));
        QCOMPARE(missing.code, 2);
        QVERIFY2(missing.err.startsWith(dir.filePath(QStringLiteral("a\\x1b[2Jb.json: "))),
                 qPrintable(missing.err));
        for (const QString& text : {printed, r.err, missing.err})
            QVERIFY2(!text.contains(QChar(0x1b)) && !text.contains(QChar(0x07))
                         && !text.contains(QChar(0x202e)),
                     qPrintable(text));
    }

    void listToFullDevice()
    {
        const Result r = runTo({QStringLiteral("algorithms")}, QStringLiteral("/dev/full"));
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.endsWith(QStringLiteral("No space left on device\n")), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestCliOutput)
#include "tst_clioutput.moc"
