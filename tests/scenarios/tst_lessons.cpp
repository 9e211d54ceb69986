// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Every shipped lesson holds what it says: each claim on each of five seeds, every placeholder
// names something the run has, no figure outside a placeholder, no check the configuration
// alone decides. The same check as `ratelab-cli lessons check --seeds 5`.
#include "core/io/lesson/LessonCheck.h"
#include "core/io/lesson/LessonLibrary.h"

#include <QFileInfo>
#include <QTest>

using namespace ratelab;

class TestLessons : public QObject {
    Q_OBJECT

private slots:
    void lesson_data()
    {
        QTest::addColumn<QString>("path");
        const QStringList paths = LessonLibrary::shippedPaths();
        QVERIFY(!paths.isEmpty());
        for (const QString& path : paths)
            QTest::newRow(qPrintable(QFileInfo(path).completeBaseName())) << path;
    }

    void lesson()
    {
        QFETCH(QString, path);
        const LessonLoadResult loaded = LessonFile::load(path);
        QVERIFY2(loaded.lesson, qPrintable(loaded.problems.join(QLatin1Char('\n'))));
        QVERIFY2(!loaded.lesson->claims.isEmpty(), "every lesson claims something");
        const LessonReport report = LessonCheck::check(*loaded.lesson, 5);
        QStringList failures = report.problems;
        for (const ClaimOutcome& c : report.claims)
            if (!c.holds)
                failures << QStringLiteral("%1: %2 (measured %3)").arg(c.id, c.text, c.measured);
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
    }
};

QTEST_GUILESS_MAIN(TestLessons)
#include "tst_lessons.moc"
