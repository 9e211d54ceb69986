// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// CSV text: quoting only where needed, doubled quotes, deterministic numbers, atomic files.
#include "core/io/csv/AtomicFiles.h"
#include "core/io/csv/CsvWriter.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace ratelab;

class TestCsvWriter : public QObject {
    Q_OBJECT

private slots:
    void quotesOnlyWhenNeeded()
    {
        CsvWriter csv;
        csv.header({"a", "b"});
        csv.text("plain")
            .text("with,comma")
            .text("say \"hi\"")
            .text("two\nlines")
            .text("cr\r")
            .text("")
            .endRow();
        csv.integer(-3).number(0.25).number(3.0).millis(1500).flag(true).flag(false).endRow();
        QCOMPARE(csv.data(),
                 std::string("a,b\n"
                             "plain,\"with,comma\",\"say \"\"hi\"\"\",\"two\nlines\",\"cr\r\",\n"
                             "-3,0.25,3,1.5,1,0\n"));
    }

    void atomicFilesWriteAllOrNothing()
    {
        QTemporaryDir dir;
        AtomicFiles files;
        files.add(dir.filePath(QStringLiteral("new/a.csv")), "a\n");
        files.add(dir.filePath(QStringLiteral("new/b.csv")), "b\n");
        QString error;
        QVERIFY2(files.commit(&error), qPrintable(error));
        QFile a(dir.filePath(QStringLiteral("new/a.csv")));
        QVERIFY(a.open(QIODevice::ReadOnly));
        QCOMPARE(a.readAll(), QByteArray("a\n"));

        // The second file cannot be created (its directory is a file): the first is not written.
        QFile blocker(dir.filePath(QStringLiteral("blocker")));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        AtomicFiles failing;
        failing.add(dir.filePath(QStringLiteral("first.csv")), "1\n");
        failing.add(dir.filePath(QStringLiteral("blocker/second.csv")), "2\n");
        QVERIFY(!failing.commit(&error));
        QVERIFY(error.startsWith(dir.filePath(QStringLiteral("blocker"))));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("first.csv"))));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList{QStringLiteral("blocker")});
    }
};

QTEST_GUILESS_MAIN(TestCsvWriter)
#include "tst_csvwriter.moc"
