// ratelab-cli when its output cannot be written: standard output on a full device (/dev/full)
// is exit 1 with the system's reason, never exit 0 with a truncated file or "Unknown error";
// the output folder is checked before a run starts; running out of memory while formatting the
// output is exit 1 with a message, not an abort.
#include "tests/support/TestPaths.h"

#include <QFile>
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
             rlim_t fileLimit = 0)
{
    QProcess process;
    process.setStandardOutputFile(outFile);
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
    process.start(ratelab::test::binaryDir() + QStringLiteral("/app/cli/ratelab-cli"), args);
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

    void listToFullDevice()
    {
        const Result r = runTo({QStringLiteral("algorithms")}, QStringLiteral("/dev/full"));
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.endsWith(QStringLiteral("No space left on device\n")), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestCliOutput)
#include "tst_clioutput.moc"
