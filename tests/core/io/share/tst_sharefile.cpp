// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Share files: written and read back to the same scenario, seed and figures; a fresh run of the
// file reproduces them, and an edited figure, another seed or a missing lane is named; bad files
// are refused naming the file and the field.
#include "core/io/share/ShareCheck.h"
#include "core/io/share/ShareFile.h"

#include "core/io/scenario/ScenarioWriter.h"
#include "core/sim/engine/Simulation.h"

#include "tests/support/ScenarioBuilder.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

using namespace ratelab;
using namespace ratelab::test;

namespace {

Scenario twoLanes(std::uint64_t seed = 7)
{
    return ScenarioBuilder()
        .name("share test")
        .seed(seed)
        .duration(4000)
        .bucket(250)
        .lane(lane("fixed", AlgorithmKind::FixedWindow, 10, 1000))
        .lane(lane("bucket", AlgorithmKind::TokenBucket, 10, 1000))
        .client(client("alice", poissonArrival(8)))
        .client(client("mallory", boundaryAttack()))
        .build();
}

QByteArray shared(const Scenario& scenario, const QString& lesson = QString())
{
    return ShareFiles::toJson(scenario, runScenario(scenario), lesson);
}

// The file's text with one JSON edit made through a callback.
QByteArray edited(const QByteArray& json, const std::function<void(QJsonObject&)>& edit)
{
    QJsonObject root = QJsonDocument::fromJson(json).object();
    edit(root);
    return QJsonDocument(root).toJson();
}

QString parseError(const QByteArray& json)
{
    QString error;
    const auto share = ShareFiles::parse(json, QStringLiteral("hw.ratelab-share.json"), &error);
    return share ? QStringLiteral("(parsed)") : error;
}

} // namespace

class TestShareFile : public QObject {
    Q_OBJECT

private slots:
    void readsBackWhatWasWritten()
    {
        const Scenario scenario = twoLanes(12345);
        const RunResult run = runScenario(scenario);
        const QByteArray json = ShareFiles::toJson(scenario, run, QStringLiteral("boundary-burst"));
        QString error;
        const auto share = ShareFiles::parse(json, QStringLiteral("x"), &error);
        QVERIFY2(share, qPrintable(error));
        QCOMPARE(share->seed, 12345u);
        QCOMPARE(share->scenario.seed, 12345u);
        QCOMPARE(share->lesson, QStringLiteral("boundary-burst"));
        QCOMPARE(share->ratelabVersion, QString::fromStdString(run.ratelabVersion));
        QCOMPARE(share->modelVersion, run.modelVersion);
        QCOMPARE(ScenarioWriter::toJson(share->scenario), ScenarioWriter::toJson(scenario));
        QCOMPARE(share->figures.size(), std::size_t(2));
        QCOMPARE(share->figures[1].front().second.toString(), QStringLiteral("bucket"));
        // The exact figures of the run, by name.
        const auto figure = [&](std::size_t lane, const char* name) {
            for (const auto& [key, value] : share->figures[lane])
                if (key == QLatin1String(name))
                    return value;
            return QJsonValue(QJsonValue::Undefined);
        };
        QCOMPARE(figure(0, "admitted").toInteger(), run.summaries[0].admitted);
        QCOMPARE(figure(1, "rejected").toInteger(), run.summaries[1].rejected);
        QCOMPARE(figure(0, "over_admission_ratio").toDouble(), run.summaries[0].overAdmissionRatio);
        QCOMPARE(figure(0, "max_window_key").toString(),
                 QString::fromStdString(run.summaries[0].maxWindowKey));
        // Read the way a person would: the scenario in its file order, the format first.
        QVERIFY(json.startsWith("{\n  \"ratelab_share\": 1,"));
        QVERIFY(json.indexOf("\"scenario\": {\n    \"format\": 1") > 0);
    }

    void aFreshRunReproducesTheFigures()
    {
        const Scenario scenario = twoLanes();
        QString error;
        const auto share = ShareFiles::parse(shared(scenario), QStringLiteral("x"), &error);
        QVERIFY2(share, qPrintable(error));
        const ShareCheck check = checkShare(*share, runScenario(share->scenario));
        QVERIFY2(check.reproduces(), qPrintable(check.details().join(QLatin1Char('\n'))));
        QVERIFY(check.compared >= 2 * 20);
        QVERIFY(check.summary().startsWith(
            QStringLiteral("All %1 figures reproduce").arg(check.compared)));
    }

    void anEditedFigureIsNamed()
    {
        const Scenario scenario = twoLanes();
        const RunResult run = runScenario(scenario);
        const QByteArray json = edited(ShareFiles::toJson(scenario, run), [&](QJsonObject& root) {
            QJsonArray figures = root[QStringLiteral("figures")].toArray();
            QJsonObject second = figures[1].toObject();
            second[QStringLiteral("admitted")] = static_cast<qint64>(run.summaries[1].admitted + 3);
            figures[1] = second;
            root[QStringLiteral("figures")] = figures;
        });
        QString error;
        const auto share = ShareFiles::parse(json, QStringLiteral("x"), &error);
        QVERIFY2(share, qPrintable(error));
        const ShareCheck check = checkShare(*share, run);
        QVERIFY(!check.reproduces());
        QCOMPARE(check.differences.size(), std::size_t(1));
        QCOMPARE(check.details().front(), QStringLiteral("bucket: admitted %1 in the file, %2 now")
                                              .arg(run.summaries[1].admitted + 3)
                                              .arg(run.summaries[1].admitted));
        QVERIFY(check.summary().contains(QStringLiteral("Same model")));
    }

    void anotherSeedOrAMissingLaneDoesNotReproduce()
    {
        const Scenario scenario = twoLanes(7);
        QString error;
        auto share = ShareFiles::parse(shared(scenario), QStringLiteral("x"), &error);
        QVERIFY2(share, qPrintable(error));
        Scenario other = scenario;
        other.seed = 8;
        QVERIFY(!checkShare(*share, runScenario(other)).reproduces());
        Scenario oneLane = scenario;
        oneLane.lanes.pop_back();
        const ShareCheck check = checkShare(*share, runScenario(oneLane));
        QVERIFY(!check.reproduces());
        QVERIFY(check.details().contains(QStringLiteral("bucket: in the file, not in this run")));
        // Another model version is named as a likely cause.
        share->modelVersion -= 1;
        share->figures.front().emplace_back(QStringLiteral("admitted"), QJsonValue(-1));
        ShareCheck older = checkShare(*share, runScenario(scenario));
        QVERIFY(older.summary().contains(QStringLiteral("a model change may move figures")));
    }

    void theSeedOfTheFileIsTheRunsSeed()
    {
        // The file's top-level seed wins over one left in its scenario (by a hand edit).
        const QByteArray json = edited(
            shared(twoLanes(7)), [](QJsonObject& root) { root[QStringLiteral("seed")] = 99; });
        QString error;
        const auto share = ShareFiles::parse(json, QStringLiteral("x"), &error);
        QVERIFY2(share, qPrintable(error));
        QCOMPARE(share->scenario.seed, 99u);
    }

    void badFilesAreRefusedNamingTheField_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("error");
        const QByteArray good = shared(twoLanes());
        const auto with = [&](const char* key, const QJsonValue& value) {
            return edited(good, [&](QJsonObject& root) { root[QLatin1String(key)] = value; });
        };
        QTest::newRow("not a share") << QByteArray("{\"format\": 1}")
                                     << QStringLiteral("hw.ratelab-share.json: not a RateLab "
                                                       "share file (expected a JSON object with "
                                                       "\"ratelab_share\", \"scenario\" and "
                                                       "\"figures\")");
        QTest::newRow("newer format")
            << with("ratelab_share", 2)
            << QStringLiteral("hw.ratelab-share.json: ratelab_share: format 2 is newer than this "
                              "RateLab reads (1); open it with a newer RateLab");
        QTest::newRow("seed") << with("seed", -4)
                              << QStringLiteral("hw.ratelab-share.json: seed: expected a whole "
                                                "number ≥ 0");
        QTest::newRow("model") << with("model_version", 1.5)
                               << QStringLiteral("hw.ratelab-share.json: model_version: expected "
                                                 "a whole number ≥ 1");
        QTest::newRow("figures") << with("figures", QJsonArray{QJsonObject{{"admitted", 3}}})
                                 << QStringLiteral("hw.ratelab-share.json: figures[0]: expected "
                                                   "an object naming its \"lane\"");
        QJsonObject scenario =
            QJsonDocument::fromJson(good).object()[QStringLiteral("scenario")].toObject();
        QJsonArray lanes = scenario[QStringLiteral("lanes")].toArray();
        QJsonObject first = lanes[0].toObject();
        first[QStringLiteral("limit")] = -1;
        lanes[0] = first;
        scenario[QStringLiteral("lanes")] = lanes;
        QTest::newRow("scenario field") << with("scenario", scenario)
                                        << QStringLiteral("hw.ratelab-share.json: "
                                                          "scenario.lanes[0].limit: ");
        QTest::newRow("syntax") << QByteArray("{\n  \"ratelab_share\": 1,\n  oops\n}")
                                << QStringLiteral("hw.ratelab-share.json:3:");
        // QJsonDocument keeps the last of two equal keys: a share must not hide a value.
        QByteArray twice = good;
        twice.replace("\"seed\":", "\"seed\": 3, \"seed\":");
        QTest::newRow("key twice") << twice
                                   << QStringLiteral("hw.ratelab-share.json: seed: the key "
                                                     "appears twice in its object");
        twice = good;
        twice.replace("\"limit\":", "\"limit\": 1, \"limit\":");
        QTest::newRow("key twice in the scenario")
            << twice
            << QStringLiteral("hw.ratelab-share.json: scenario.lanes[0].limit: the key appears "
                              "twice in its object");
    }

    void badFilesAreRefusedNamingTheField()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, error);
        const QString got = parseError(json);
        QVERIFY2(got.startsWith(error), qPrintable(got));
    }

    void savedAtomicallyUnderItsSuffix()
    {
        QCOMPARE(ShareFile::withSuffix(QStringLiteral("/a/hw")),
                 QStringLiteral("/a/hw.ratelab-share.json"));
        QCOMPARE(ShareFile::withSuffix(QStringLiteral("/a/hw.json")),
                 QStringLiteral("/a/hw.ratelab-share.json"));
        QCOMPARE(ShareFile::withSuffix(QStringLiteral("/a/hw.ratelab-share")),
                 QStringLiteral("/a/hw.ratelab-share.json"));
        QCOMPARE(ShareFile::withSuffix(QStringLiteral("/a/hw.RateLab-Share.json")),
                 QStringLiteral("/a/hw.RateLab-Share.json"));
        QVERIFY(ShareFile::isSharePath(QStringLiteral("x.ratelab-share.json")));
        QVERIFY(!ShareFile::isSharePath(QStringLiteral("x.json")));
        QTemporaryDir dir;
        const Scenario scenario = twoLanes();
        const RunResult run = runScenario(scenario);
        const QString path = dir.filePath(QStringLiteral("hw.ratelab-share.json"));
        QString error;
        QVERIFY2(ShareFiles::save(path, scenario, run, QString(), &error), qPrintable(error));
        QVERIFY2(ShareFiles::read(path, &error), qPrintable(error));
        const QString blocked = dir.filePath(QStringLiteral("file/hw.ratelab-share.json"));
        QFile(dir.filePath(QStringLiteral("file"))).open(QIODevice::WriteOnly);
        QVERIFY(!ShareFiles::save(blocked, scenario, run, QString(), &error));
        QVERIFY2(error.startsWith(dir.filePath(QStringLiteral("file"))), qPrintable(error));
        QVERIFY(!ShareFiles::read(dir.filePath(QStringLiteral("none.ratelab-share.json")), &error));
        QVERIFY2(error.contains(QStringLiteral("none.ratelab-share.json: cannot open")),
                 qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestShareFile)
#include "tst_sharefile.moc"
