// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// ThrottledModel: passes QAbstractItemModelTester, shows each row's figures (the first throttled
// time as UTC text) and marks legitimate rows, whose rejections are false positives.
#include "ui/calibrate/ThrottledModel.h"

#include "ui/charts/ColorScheme.h"

#include <QAbstractItemModelTester>
#include <QSortFilterProxyModel>
#include <QTest>

using namespace ratelab;

namespace {

std::vector<ThrottledRow> rows()
{
    ThrottledRow scraper;
    scraper.identity = "203.0.113.66";
    scraper.category = "read";
    scraper.firstThrottledMs = 1'709'510'404'000; // 2024-03-04T00:00:04Z
    scraper.rejected = 10845;
    scraper.requests = 17941;
    ThrottledRow user = scraper;
    user.identity = "10.1.0.4";
    user.category = "auth";
    user.firstThrottledMs = 1'709'513'686'250;
    user.rejected = 1;
    user.requests = 3;
    user.legitimate = true;
    return {user, scraper};
}

} // namespace

class TestThrottledModel : public QObject {
    Q_OBJECT
private slots:
    void passesTheModelTester()
    {
        ThrottledModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        model.setRows(rows());
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.columnCount(), int(ThrottledModel::ColumnCount));
        QSortFilterProxyModel sorted;
        sorted.setSourceModel(&model);
        QAbstractItemModelTester proxyTester(
            &sorted, QAbstractItemModelTester::FailureReportingMode::QtTest);
        sorted.sort(ThrottledModel::Rejected, Qt::DescendingOrder);
        QCOMPARE(sorted.index(0, ThrottledModel::Identity).data().toString(),
                 QStringLiteral("203.0.113.66"));
        model.setRows({});
        QCOMPARE(model.rowCount(), 0);
    }

    void showsEachRow()
    {
        ThrottledModel model;
        model.setRows(rows());
        auto cell = [&](int row, int column, int role = Qt::DisplayRole) {
            return model.data(model.index(row, column), role);
        };
        QCOMPARE(cell(0, ThrottledModel::Identity).toString(), QStringLiteral("10.1.0.4"));
        QCOMPARE(cell(0, ThrottledModel::Category).toString(), QStringLiteral("auth"));
        QCOMPARE(cell(0, ThrottledModel::FirstThrottled).toString(),
                 QStringLiteral("2024-03-04T00:54:46.250Z"));
        QCOMPARE(cell(1, ThrottledModel::FirstThrottled).toString(),
                 QStringLiteral("2024-03-04T00:00:04Z"));
        QCOMPARE(cell(1, ThrottledModel::Rejected).toLongLong(), 10845LL);
        QCOMPARE(cell(1, ThrottledModel::Requests).toLongLong(), 17941LL);
        QCOMPARE(cell(0, ThrottledModel::Legitimate).toString(), QStringLiteral("yes"));
        QCOMPARE(cell(1, ThrottledModel::Legitimate).toString(), QStringLiteral("no"));
        QCOMPARE(cell(0, ThrottledModel::Identity, Qt::ForegroundRole).value<QColor>(),
                 colors::bad());
        QVERIFY(!cell(1, ThrottledModel::Identity, Qt::ForegroundRole).isValid());
        QVERIFY(!cell(0, ThrottledModel::ColumnCount).isValid());
        QCOMPARE(model.headerData(ThrottledModel::FirstThrottled, Qt::Horizontal, Qt::DisplayRole)
                     .toString(),
                 QStringLiteral("First throttled (UTC)"));
    }
};

QTEST_MAIN(TestThrottledModel)
#include "tst_throttledmodel.moc"
