// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// RunHistory and a file that is not what it should be: truncated to 0 bytes, or damaged inside
// (a page overwritten) is reported and the file left as it is, never silently replaced or
// written to; a read-only file opens for reading and refuses saves with the reason.
#include "core/io/history/RunHistory.h"

#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace ratelab;

namespace {

RunResult bigResult()
{
    RunResult r;
    r.scenarioName = "s";
    r.durationMs = 5'000'000;
    r.bucketMs = 1000;
    LaneSummary s;
    s.lane = "fixed";
    s.algorithm = AlgorithmKind::FixedWindow;
    s.limit = 10;
    s.windowMs = 1000;
    r.summaries.push_back(s);
    LaneSeries series;
    series.levelName = "counter";
    for (int i = 0; i < 5000; ++i) {
        SeriesBucket b;
        b.admitted = i;
        series.buckets.push_back(b);
    }
    r.series.push_back(series);
    return r;
}

QByteArray contents(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void makeHistory(const QString& path, int runs)
{
    RunHistory history;
    QVERIFY2(history.open(path), qPrintable(history.lastError()));
    for (int i = 0; i < runs; ++i)
        QVERIFY(history.save(QStringLiteral("run %1").arg(i), "{}", QString(), bigResult()));
}

} // namespace

class TestHistoryIntegrity : public QObject {
    Q_OBJECT

private slots:
    void emptyFileIsReportedAndKept()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("h.sqlite"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.close();
        RunHistory history;
        QVERIFY(!history.open(path));
        QCOMPARE(history.lastError(),
                 path
                     + QStringLiteral(": the run history is empty (0 bytes), truncated or "
                                      "damaged (move it away to start a new one); it is left "
                                      "as it is"));
        QVERIFY(!history.isOpen());
        QCOMPARE(QFileInfo(path).size(), 0);
    }

    void damagedFileIsReportedAndKept()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("h.sqlite"));
        makeHistory(path, 4);
        QByteArray bytes = contents(path);
        QVERIFY(bytes.size() > 64 * 1024);
        // Overwrite pages in the middle; page 1 (the schema) stays readable.
        for (qsizetype i = bytes.size() / 2; i < bytes.size() / 2 + 8192; ++i)
            bytes[i] = char(0xA5 ^ (i & 0xFF));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(bytes);
        }
        RunHistory history;
        QVERIFY(!history.open(path));
        QVERIFY2(
            history.lastError().startsWith(path + QStringLiteral(": the run history is damaged")),
            qPrintable(history.lastError()));
        QVERIFY2(history.lastError().endsWith(QStringLiteral("; it is left as it is")),
                 qPrintable(history.lastError()));
        QCOMPARE(contents(path), bytes);
    }

    void readOnlyFileOpensForReadingOnly()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("h.sqlite"));
        makeHistory(path, 1);
        QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::ReadGroup));
        bool immutable = false;
        if (::geteuid() == 0) {
            // Root writes through permissions; an immutable file is read-only even for root.
            immutable =
                QProcess::execute(QStringLiteral("chattr"), {QStringLiteral("+i"), path}) == 0;
            if (!immutable)
                QSKIP("running as root without chattr +i: cannot make a file read-only");
        }
        const QByteArray before = contents(path);
        {
            RunHistory history;
            QVERIFY2(history.open(path), qPrintable(history.lastError()));
            QVERIFY2(history.readOnlyReason().startsWith(
                         path + QStringLiteral(": cannot save runs: the file is read-only (")),
                     qPrintable(history.readOnlyReason()));
            QCOMPARE(history.entries().size(), 1);
            QVERIFY(history.load(history.entries().front().id).has_value());
            QVERIFY(!history.save(QStringLiteral("x"), "{}", QString(), bigResult()));
            QCOMPARE(history.lastError(), history.readOnlyReason());
        }
        if (immutable)
            QProcess::execute(QStringLiteral("chattr"), {QStringLiteral("-i"), path});
        QCOMPARE(contents(path), before);
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    }

    void writableFileHasNoReason()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("h.sqlite"));
        RunHistory history;
        QVERIFY(history.open(path));
        QCOMPARE(history.readOnlyReason(), QString());
    }
};

QTEST_GUILESS_MAIN(TestHistoryIntegrity)
#include "tst_historyintegrity.moc"
