// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// SummaryTableModel: passes QAbstractItemModelTester and shows exact figures per lane.
#include "ui/inspector/SummaryTableModel.h"

#include <QAbstractItemModelTester>
#include <QLocale>
#include <QTest>

using namespace ratelab;

namespace {

std::shared_ptr<const RunResult> twoLanes()
{
    auto r = std::make_shared<RunResult>();
    LaneSummary fixed;
    fixed.lane = "fixed";
    fixed.algorithm = AlgorithmKind::FixedWindow;
    fixed.limit = 10;
    fixed.admitted = 1234;
    fixed.rejected = 56;
    fixed.maxAdmittedAnyWindow = 20;
    fixed.maxWindowKey = "mallory";
    fixed.maxWindowStart = 1'500'000;
    fixed.maxWindowEnd = 2'500'000;
    fixed.overAdmissionRatio = 2.0;
    fixed.falsePositiveRate = 0.0125;
    LaneSummary log = fixed;
    log.lane = "log";
    log.algorithm = AlgorithmKind::SlidingLog;
    log.maxAdmittedAnyWindow = 10;
    log.overAdmissionRatio = 1.0;
    r->summaries = {fixed, log};
    return r;
}

} // namespace

class TestSummaryTableModel : public QObject {
    Q_OBJECT
private slots:
    void passesTheModelTester()
    {
        SummaryTableModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        model.setResult(twoLanes());
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.columnCount(), int(SummaryTableModel::ColumnCount));
        model.setResult(nullptr);
        QCOMPARE(model.rowCount(), 0);
    }

    void aConcurrencyLimitHasNoOverAdmissionRatio()
    {
        // It read "731.80x": requests in flight against no window.
        auto r = std::make_shared<RunResult>(*twoLanes());
        r->summaries[1].algorithm = AlgorithmKind::Concurrency;
        r->summaries[1].overAdmissionRatio = 731.8;
        SummaryTableModel model;
        model.setResult(r);
        const QModelIndex over = model.index(1, SummaryTableModel::OverAdmission);
        QCOMPARE(model.data(over).toString(), QString());
        QVERIFY(!model.data(over, Qt::UserRole).isValid());
        QVERIFY(model.data(over, Qt::ToolTipRole).toString().contains(QStringLiteral("in flight")));
        QCOMPARE(model.data(model.index(0, SummaryTableModel::OverAdmission)).toString(),
                 QStringLiteral("2.00×"));
    }

    void showsExactFigures()
    {
        SummaryTableModel model;
        model.setResult(twoLanes());
        auto cell = [&](int row, int column, int role = Qt::DisplayRole) {
            return model.data(model.index(row, column), role);
        };
        QCOMPARE(cell(0, SummaryTableModel::Lane).toString(), QStringLiteral("fixed"));
        QCOMPARE(cell(0, SummaryTableModel::Algorithm, Qt::UserRole).toString(),
                 QStringLiteral("fixed-window"));
        QCOMPARE(cell(1, SummaryTableModel::Algorithm, Qt::UserRole).toString(),
                 QStringLiteral("sliding-log"));
        QCOMPARE(cell(0, SummaryTableModel::Admitted, Qt::UserRole).toLongLong(), 1234);
        QCOMPARE(cell(0, SummaryTableModel::Rejected, Qt::UserRole).toLongLong(), 56);
        QCOMPARE(cell(0, SummaryTableModel::MaxInWindow, Qt::UserRole).toLongLong(), 20);
        QCOMPARE(cell(0, SummaryTableModel::MaxInWindow).toString(), QStringLiteral("20 / 10"));
        QCOMPARE(cell(0, SummaryTableModel::OverAdmission).toString(), QStringLiteral("2.00×"));
        QCOMPARE(cell(1, SummaryTableModel::OverAdmission).toString(), QStringLiteral("1.00×"));
        QCOMPARE(cell(0, SummaryTableModel::FalsePositives).toString(), QStringLiteral("1.3 %"));
        QCOMPARE(cell(0, SummaryTableModel::FalsePositives, Qt::UserRole).toDouble(), 0.0125);
        // Over the limit reads red, within it green.
        QVERIFY(cell(0, SummaryTableModel::MaxInWindow, Qt::ForegroundRole)
                != cell(1, SummaryTableModel::MaxInWindow, Qt::ForegroundRole));
        QCOMPARE(cell(0, SummaryTableModel::MaxInWindow, Qt::ToolTipRole).toString(),
                 QStringLiteral("Key mallory had 20 admitted in [1.5 s, 2.5 s)"));
        QVERIFY(!model.data(model.index(2, 0)).isValid());
    }

    void showsEachFiguresChangeAgainstThePinnedRun()
    {
        SummaryTableModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        auto now = std::make_shared<RunResult>(*twoLanes());
        auto pinned = std::make_shared<RunResult>(*twoLanes());
        // The pinned run lists its lanes the other way round: lanes match by name, not place.
        std::swap(pinned->summaries[0], pinned->summaries[1]);
        pinned->summaries[1].admitted = 1200;          // "fixed"
        pinned->summaries[1].overAdmissionRatio = 1.5; // "fixed"
        pinned->summaries[0].rejected = 60;            // "log"
        model.setResult(now);
        model.setBaseline(pinned);
        auto cell = [&](int row, int column, int role = Qt::DisplayRole) {
            return model.data(model.index(row, column), role);
        };
        // Asked for only: the plain figures until then.
        QCOMPARE(cell(0, SummaryTableModel::Admitted).toString(), QLocale().toString(1234));
        QVERIFY(!cell(0, SummaryTableModel::Admitted, SummaryTableModel::ChangeRole).isValid());
        model.setShowChange(true);
        QVERIFY(model.showsChange());
        QCOMPARE(cell(0, SummaryTableModel::Admitted, SummaryTableModel::ChangeRole).toDouble(),
                 34.0);
        QCOMPARE(cell(0, SummaryTableModel::Admitted).toString(),
                 QStringLiteral("%1  (+34)").arg(QLocale().toString(1234)));
        QCOMPARE(cell(0, SummaryTableModel::OverAdmission).toString(),
                 QStringLiteral("2.00×  (+0.50×)"));
        QCOMPARE(cell(1, SummaryTableModel::Rejected).toString(), QStringLiteral("56  (−4)"));
        QCOMPARE(cell(1, SummaryTableModel::Admitted).toString(),
                 QStringLiteral("%1  (±0)").arg(QLocale().toString(1234)));
        QVERIFY(cell(0, SummaryTableModel::Admitted, Qt::ToolTipRole)
                    .toString()
                    .startsWith(QStringLiteral("Pinned run: %1").arg(QLocale().toString(1200))));
        // The lane's name has no change; a lane the pinned run lacks has none either.
        QVERIFY(!cell(0, SummaryTableModel::Lane, SummaryTableModel::ChangeRole).isValid());
        pinned->summaries.pop_back();
        pinned->summaries.front().lane = "other";
        model.setBaseline(pinned);
        QVERIFY(!cell(0, SummaryTableModel::Admitted, SummaryTableModel::ChangeRole).isValid());
        // Lesson mode counts to the cursor: no change against a whole run.
        model.setBaseline(std::make_shared<RunResult>(*twoLanes()));
        model.setCursor(SimTime(0));
        QVERIFY(!model.showsChange());
        model.setCursor(std::nullopt);
        QVERIFY(model.showsChange());
        model.setBaseline(nullptr);
        QVERIFY(!model.showsChange());
    }
};

QTEST_MAIN(TestSummaryTableModel)
#include "tst_summarytablemodel.moc"
