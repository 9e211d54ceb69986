// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The calibration view on a generated log: the import runs in the background and ends with a
// category per tab of the box, a histogram with the rule of thumb and the smallest safe limit
// drawn, the verdict, and the table of the throttled (the suggested limits' own rows, filtered
// to the category shown); a bad line is reported by FILE:LINE; Cancel stops it.
#include "ui/calibrate/CalibrationDialog.h"
#include "ui/calibrate/RateHistogramChart.h"
#include "ui/calibrate/ThrottledModel.h"

#include "core/io/calibrate/ThrottledRows.h"
#include "core/io/trace/GeneratedLogFiles.h"

#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace ratelab;

class TestCalibrationDialog : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_log;

private slots:
    void initTestCase()
    {
        m_log = m_dir.filePath(QStringLiteral("shop.log"));
        LogGeneratorOptions options;
        options.seed = 11;
        options.hours = 1;
        options.users = 20;
        QString error;
        QVERIFY2(writeGeneratedLog(options, m_log, QString(), nullptr, &error), qPrintable(error));
    }

    void calibratesInTheBackground()
    {
        CalibrationDialog dialog;
        dialog.show();
        dialog.setLog(m_log);
        dialog.legitimateBox()->setCurrentIndex(1); // all but the heaviest
        dialog.topBox()->setValue(5);
        QSignalSpy finished(&dialog, &CalibrationDialog::calibrationFinished);
        QVERIFY(dialog.start());
        QVERIFY(dialog.cancelButton()->isEnabled());
        QVERIFY(finished.wait(120'000));
        QCOMPARE(finished.front().front().toBool(), true);
        QVERIFY(!dialog.cancelButton()->isEnabled());
        QVERIFY2(dialog.status().contains(QLatin1String("all but the 5 heaviest")),
                 qPrintable(dialog.status()));

        const CalibrationOutcome* outcome = dialog.outcome();
        QVERIFY(outcome);
        QCOMPARE(dialog.categoryBox()->count(),
                 static_cast<int>(outcome->result.categories.size()));
        QCOMPARE(dialog.categoryBox()->itemText(0), QStringLiteral("auth"));
        // The table is the suggested limits' throttled rows, the auth ones shown.
        const std::vector<ThrottledRow> rows = throttledRows(outcome->result);
        QCOMPARE(dialog.throttledModel()->rowCount(), static_cast<int>(rows.size()));
        const auto* table = dialog.findChild<QTableView*>();
        QVERIFY(table);
        for (int r = 0; r < table->model()->rowCount(); ++r)
            QCOMPARE(table->model()->index(r, ThrottledModel::Category).data().toString(),
                     QStringLiteral("auth"));
        QVERIFY(table->model()->rowCount() >= 4); // the four stuffing addresses

        // Every category draws its bars, the rule of thumb and the smallest safe limit.
        for (int c = 0; c < dialog.categoryBox()->count(); ++c) {
            dialog.categoryBox()->setCurrentIndex(c);
            QVERIFY(dialog.histogram()->barCount() > 0);
            QCOMPARE(dialog.histogram()->limitLineCount(), 2);
            QVERIFY2(dialog.verdictLabel()->text().contains(QLatin1String("rule of thumb")),
                     qPrintable(dialog.verdictLabel()->text()));
            QVERIFY(dialog.verdictLabel()->text().contains(
                dialog.categoryBox()->itemText(c).toHtmlEscaped()));
        }
    }

    void aBadLineIsNamed()
    {
        const QString bad = m_dir.filePath(QStringLiteral("bad.log"));
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("192.0.2.1 - - [10/Oct/2000:13:55:36 +0000] \"GET / HTTP/1.1\" 200 5\n"
                   "192.0.2.1 - - [10/Oct/2000:13:55:37 +0000] \"GET / HTTP/1.1\" 2000 5\n");
        file.close();
        CalibrationDialog dialog;
        dialog.setLog(bad, QStringLiteral("common"));
        QSignalSpy finished(&dialog, &CalibrationDialog::calibrationFinished);
        QVERIFY(dialog.start());
        QVERIFY(finished.wait(60'000));
        QCOMPARE(finished.front().front().toBool(), false);
        QVERIFY2(dialog.status().startsWith(bad + QStringLiteral(":2: ")),
                 qPrintable(dialog.status()));
        QVERIFY(!dialog.outcome());
    }

    void cancelStopsIt()
    {
        CalibrationDialog dialog;
        dialog.setLog(m_log);
        QSignalSpy finished(&dialog, &CalibrationDialog::calibrationFinished);
        QVERIFY(dialog.start());
        dialog.cancelButton()->click();
        QCOMPARE(finished.size(), 1);
        QCOMPARE(finished.front().front().toBool(), false);
        QVERIFY(dialog.status().startsWith(QLatin1String("Cancelled")));
        // A cancelled job's late end is dropped: nothing arrives and nothing is shown.
        QVERIFY(!finished.wait(2000));
        QVERIFY(!dialog.outcome());
        QCOMPARE(dialog.categoryBox()->count(), 0);
    }
};

QTEST_MAIN(TestCalibrationDialog)
#include "tst_calibrationdialog.moc"
