// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The request inspector: clicking a moment lists that bucket's requests of the lane, and a
// rejected one shows the 429 its client received, rendered by core/sim/http.
#include "tests/ui/UiFixture.h"

#include "ui/inspector/RequestInspector.h"
#include "ui/inspector/RequestQuery.h"
#include "ui/inspector/RequestTableModel.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace ratelab;
using namespace ratelab::test;

class TestRequestInspector : public QObject {
    Q_OBJECT
private slots:
    void listsTheBucketAndRendersTheResponse()
    {
        UiFixture ui;
        QVERIFY(ui.open(fixtureScenario()));
        const auto result = ui.window->controller()->result();
        // The sliding log rejects part of the attacker's second half: find a rejected request of
        // lane 1.
        const auto rejected =
            std::find_if(result->requests.begin(), result->requests.end(),
                         [](const RequestRecord& r) { return r.lane == 1 && !r.decision.allowed; });
        QVERIFY(rejected != result->requests.end());
        const RequestSelection expected = requestsNear(*result, 1, rejected->time);
        QVERIFY(!expected.indices.empty());
        for (std::size_t i : expected.indices) {
            QCOMPARE(result->requests[i].lane, 1);
            QVERIFY(result->requests[i].time >= expected.from
                    && result->requests[i].time < expected.to);
        }
        QCOMPARE(expected.to - expected.from, fromMillis(100));

        emit ui.window->charts()->momentClicked(1, rejected->time);
        RequestInspector* inspector = ui.window->inspector();
        QCOMPARE(inspector->model()->rowCount(), static_cast<int>(expected.indices.size()));
        int row = 0;
        while (inspector->model()->request(row)->decision.allowed)
            ++row;
        inspector->selectRow(row);
        const QString text = inspector->responseText();
        QVERIFY2(text.startsWith(QStringLiteral("HTTP/1.1 429")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("Retry-After: ")));
        QVERIFY(text.contains(QStringLiteral("X-RateLimit-Limit: 10")));
        QCOMPARE(inspector->model()
                     ->data(inspector->model()->index(row, RequestTableModel::Decision))
                     .toString(),
                 QStringLiteral("429 rejected"));
    }

    // A lane's `headers` picks the dialect its responses are shown in; the lane "sliding log"
    // (10 per 1 s) names the structured dialect's one item.
    void showsTheLanesHeaderDialect_data()
    {
        QTest::addColumn<QString>("dialect");
        QTest::addColumn<QString>("present");
        QTest::addColumn<QString>("absent");
        QTest::newRow("draft-06") << "draft-06"
                                  << "RateLimit-Limit: 10"
                                  << "X-RateLimit-Limit";
        QTest::newRow("draft-07") << "draft-07"
                                  << "RateLimit: limit=10, remaining=0"
                                  << "X-RateLimit-Limit";
        QTest::newRow("structured") << "structured"
                                    << "RateLimit-Policy: \"sliding log\";q=10;w=1"
                                    << "X-RateLimit-Limit";
    }
    void showsTheLanesHeaderDialect()
    {
        QFETCH(QString, dialect);
        QFETCH(QString, present);
        QFETCH(QString, absent);
        QFile in(fixtureScenario());
        QVERIFY(in.open(QIODevice::ReadOnly));
        QJsonObject scenario = QJsonDocument::fromJson(in.readAll()).object();
        QJsonArray lanes = scenario[QStringLiteral("lanes")].toArray();
        QJsonObject lane = lanes[1].toObject();
        lane[QStringLiteral("headers")] = dialect;
        lanes[1] = lane;
        scenario[QStringLiteral("lanes")] = lanes;
        UiFixture ui;
        const QString path = ui.dir.filePath(QStringLiteral("dialect.json"));
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(scenario).toJson());
        out.close();
        QVERIFY(ui.open(path));
        const auto result = ui.window->controller()->result();
        const auto rejected =
            std::find_if(result->requests.begin(), result->requests.end(),
                         [](const RequestRecord& r) { return r.lane == 1 && !r.decision.allowed; });
        QVERIFY(rejected != result->requests.end());
        emit ui.window->charts()->momentClicked(1, rejected->time);
        RequestInspector* inspector = ui.window->inspector();
        int row = 0;
        while (inspector->model()->request(row)->decision.allowed)
            ++row;
        inspector->selectRow(row);
        const QString text = inspector->responseText();
        QVERIFY2(text.contains(present), qPrintable(text));
        QVERIFY2(!text.contains(absent), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Retry-After: ")), qPrintable(text));
        if (dialect != QStringLiteral("structured"))
            return;
        // The structured `t` is the record's effective window: a refused sliding log's next
        // request waits for the oldest entry, as its Retry-After does (reset waits for the
        // newest).
        const RequestRecord* record = inspector->model()->request(row);
        const std::int32_t window = record->decision.effectiveWindowSeconds;
        QVERIFY(window > 0);
        QCOMPARE(window, delaySeconds(record->decision.retryAfterMs));
        const QString t = QString::number(window);
        QVERIFY2(text.contains(QStringLiteral("RateLimit: \"sliding log\";r=0;t=") + t + "\n"),
                 qPrintable(text));
    }

    void instanceColumnNamesTheDecidingInstance()
    {
        test::UiFixture ui;
        QVERIFY(ui.open(test::fixtureScenario()));
        emit ui.window->charts()->momentClicked(0, fromMillis(2'000));
        RequestTableModel* model = ui.window->inspector()->model();
        QVERIFY(model->rowCount() > 0);
        QCOMPARE(model->data(model->index(0, RequestTableModel::Instance)).toString(),
                 QStringLiteral("—"));

        QVERIFY(ui.open(test::sourcePath(QStringLiteral("scenarios/distributed-regions.json"))));
        emit ui.window->charts()->momentClicked(0, fromMillis(2'500));
        QVERIFY(model->rowCount() >= 6);
        QSet<QString> seen;
        for (int row = 0; row < model->rowCount(); ++row) {
            const RequestRecord* r = model->request(row);
            const QString name =
                model->data(model->index(row, RequestTableModel::Instance)).toString();
            // Round robin over two instances per region, regions in order us, eu, ap.
            static const char* const names[] = {"us-0", "us-1", "eu-0", "eu-1", "ap-0", "ap-1"};
            QVERIFY(r->instance >= 0 && r->instance < 6);
            QCOMPARE(name, QString::fromLatin1(names[r->instance]));
            seen.insert(name);
        }
        QCOMPARE(seen.size(), 6);
    }

    void emptyBucketListsNothing()
    {
        RunResult r;
        r.bucketMs = 1000;
        RequestRecord a;
        a.time = fromMillis(500);
        a.lane = 0;
        RequestRecord b = a;
        b.time = fromMillis(1500);
        RequestRecord c = a;
        c.time = fromMillis(1700);
        c.lane = 1;
        r.requests = {a, b, c};
        QCOMPARE(requestsNear(r, 0, fromMillis(1999)).indices, (std::vector<std::size_t>{1}));
        QCOMPARE(requestsNear(r, 1, fromMillis(1000)).indices, (std::vector<std::size_t>{2}));
        QVERIFY(requestsNear(r, 0, fromMillis(2000)).indices.empty());
        const auto limited = requestsNear(r, 0, 0, 0);
        QVERIFY(limited.truncated);
    }
};

QTEST_MAIN(TestRequestInspector)
#include "tst_requestinspector.moc"
