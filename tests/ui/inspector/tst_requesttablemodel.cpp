// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// RequestTableModel: passes QAbstractItemModelTester and shows each request of a moment as the
// inspector reads it (names, attempt, decision, Retry-After, the deciding instance).
#include "ui/inspector/RequestTableModel.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace ratelab;

namespace {

std::shared_ptr<const RunResult> fourRequests()
{
    auto r = std::make_shared<RunResult>();
    r->clientNames = {"alice", "mallory"};
    r->keyNames = {"user:alice", "user:mallory"};
    LaneTopologyTotals world;
    world.regionNames = {"us", "eu"};
    world.regionOfInstance = {0, 0, 1, 1};
    r->topology = {world};
    RequestRecord admitted;
    admitted.time = 1'500'000;
    admitted.client = 0;
    admitted.key = 0;
    admitted.instance = 3;
    admitted.decision.allowed = true;
    admitted.decision.remaining = 7;
    RequestRecord rejected = admitted;
    rejected.time = 1'600'000;
    rejected.client = 1;
    rejected.key = 1;
    rejected.attempt = 2;
    rejected.instance = -1;
    rejected.decision.allowed = false;
    rejected.decision.remaining = 0;
    rejected.decision.retryAfterMs = 250;
    RequestRecord dryRun = rejected;
    dryRun.enforced = false;
    RequestRecord unknown = admitted;
    unknown.client = 5; // no such name: shown by index
    r->requests = {admitted, rejected, dryRun, unknown};
    return r;
}

} // namespace

class TestRequestTableModel : public QObject {
    Q_OBJECT
private slots:
    void passesTheModelTester()
    {
        RequestTableModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.columnCount(), int(RequestTableModel::ColumnCount));
        const auto result = fourRequests();
        model.setRequests(result, {0, 1, 2, 3});
        QCOMPARE(model.rowCount(), 4);
        model.setRequests(result, {1});
        QCOMPARE(model.rowCount(), 1);
        model.setRequests(nullptr, {});
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(!model.request(0));
    }

    // A client's connection closed for a message flood, or refused for too many connections:
    // the lane's connection limits, said as such.
    void connectionRowsSayWhatTheLaneDid()
    {
        auto r = std::make_shared<RunResult>();
        r->clientNames = {"mallory"};
        r->keyNames = {"ws:mallory"};
        RequestRecord closed;
        closed.decision.allowed = false;
        closed.socket = kSocketClosed;
        RequestRecord tooMany = closed;
        tooMany.socket = kSocketTooMany;
        RequestRecord refused = closed;
        refused.socket = kSocketRateLimited;
        r->requests = {closed, tooMany, refused};
        RequestTableModel model;
        model.setRequests(r, {0, 1, 2});
        const auto decision = [&](int row) {
            return model.data(model.index(row, RequestTableModel::Decision)).toString();
        };
        QCOMPARE(decision(0), QStringLiteral("closed 1008"));
        QCOMPARE(decision(1), QStringLiteral("429 too many connections"));
        QCOMPARE(decision(2), QStringLiteral("429 rejected")); // the limiter refused the upgrade
    }

    void showsEachRequestOfTheMoment()
    {
        RequestTableModel model;
        const auto result = fourRequests();
        model.setRequests(result, {0, 1, 2, 3});
        auto cell = [&](int row, int column, int role = Qt::DisplayRole) {
            return model.data(model.index(row, column), role);
        };
        // A copy of the record (a streamed log is read from disk), not a pointer into the log.
        QCOMPARE(model.request(1)->time, result->requests[1].time);
        QCOMPARE(model.request(1)->client, result->requests[1].client);
        QCOMPARE(model.request(4), nullptr);
        QCOMPARE(cell(0, RequestTableModel::Time).toString(), QStringLiteral("1.500000"));
        QCOMPARE(cell(0, RequestTableModel::Client).toString(), QStringLiteral("alice"));
        QCOMPARE(cell(1, RequestTableModel::Key).toString(), QStringLiteral("user:mallory"));
        QCOMPARE(cell(3, RequestTableModel::Client).toString(), QStringLiteral("#5"));
        // The instance as the topology view names it: region, then its place in the region.
        QCOMPARE(cell(0, RequestTableModel::Instance).toString(), QStringLiteral("eu-1"));
        QCOMPARE(cell(1, RequestTableModel::Instance).toString(), QStringLiteral("—"));
        QCOMPARE(cell(0, RequestTableModel::Attempt).toString(), QStringLiteral("first"));
        QCOMPARE(cell(1, RequestTableModel::Attempt).toString(), QStringLiteral("retry 2"));
        QCOMPARE(cell(0, RequestTableModel::Decision).toString(), QStringLiteral("200 admitted"));
        QCOMPARE(cell(1, RequestTableModel::Decision).toString(), QStringLiteral("429 rejected"));
        QCOMPARE(cell(2, RequestTableModel::Decision).toString(), QStringLiteral("would reject"));
        QCOMPARE(cell(0, RequestTableModel::Remaining).toLongLong(), 7);
        QCOMPARE(cell(0, RequestTableModel::RetryAfter).toString(), QString());
        QCOMPARE(cell(1, RequestTableModel::RetryAfter).toString(), QStringLiteral("250 ms"));
        // Admitted, rejected and would-reject read in three colours.
        const QVariant ok = cell(0, RequestTableModel::Decision, Qt::ForegroundRole);
        const QVariant no = cell(1, RequestTableModel::Decision, Qt::ForegroundRole);
        const QVariant dry = cell(2, RequestTableModel::Decision, Qt::ForegroundRole);
        QVERIFY(ok.isValid() && ok != no && no != dry && ok != dry);
        QCOMPARE(model.headerData(RequestTableModel::RetryAfter, Qt::Horizontal).toString(),
                 QStringLiteral("Retry-After"));
        QVERIFY(!model.data(model.index(4, 0)).isValid());
    }
};

QTEST_MAIN(TestRequestTableModel)
#include "tst_requesttablemodel.moc"
