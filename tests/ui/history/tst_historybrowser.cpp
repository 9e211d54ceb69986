// The history dock: saving the current run, reopening it, and a corrupt history file reported by
// name without being touched.
#include "tests/ui/UiFixture.h"

#include "ui/history/HistoryBrowser.h"

#include "core/io/history/RunHistory.h"

#include <QFile>
#include <QTreeWidget>

using namespace ratelab;
using namespace ratelab::test;

class TestHistoryBrowser : public QObject {
    Q_OBJECT
private slots:
    void saveAndReopen()
    {
        UiFixture ui;
        QVERIFY(ui.open(fixtureScenario()));
        HistoryBrowser* history = ui.window->history();
        QVERIFY(history->history()->isOpen());
        QVERIFY(history->saveCurrent(QStringLiteral("baseline")));
        QCOMPARE(history->list()->topLevelItemCount(), 1);
        QCOMPARE(history->list()->topLevelItem(0)->text(0), QStringLiteral("baseline"));
        const auto entries = history->history()->entries();
        const auto stored = history->history()->load(entries.front().id);
        QVERIFY(stored);
        QCOMPARE(stored->result.summaries.size(), 3u);
        QCOMPARE(stored->result.summaries[0].admitted,
                 ui.window->controller()->result()->summaries[0].admitted);
        QVERIFY(
            stored->entry.parameters.contains(QStringLiteral("fixed: fixed-window N=10 W=1000ms")));

        // Change the scenario, then reopen the saved run: the scenario JSON round-trips.
        ui.window->controller()->setScenario(Scenario{});
        history->list()->topLevelItem(0)->setSelected(true);
        QSignalSpy spy(ui.window->controller(), &LabController::resultChanged);
        history->reopenSelected();
        QVERIFY(spy.wait(20000) || !ui.window->controller()->result()->summaries.empty());
        QCOMPARE(ui.window->controller()->scenario().lanes.size(), 3u);
        QCOMPARE(ui.window->controller()->scenario().name, std::string("Boundary burst"));
        QTRY_COMPARE(ui.window->controller()->result()->summaries[0].admitted,
                     stored->result.summaries[0].admitted);
    }

    void corruptFileIsReportedAndKept()
    {
        UiFixture ui;
        const QString path = ui.dir.filePath(QStringLiteral("corrupt.sqlite"));
        const QByteArray junk(8192, 'x');
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(junk);
        }
        QSignalSpy errors(ui.window->history(), &HistoryBrowser::errorOccurred);
        QVERIFY(!ui.window->history()->openDatabase(path));
        QCOMPARE(errors.count(), 1);
        QVERIFY(errors.at(0).at(1).toString().startsWith(
            path + QStringLiteral(": not a RateLab run history")));
        QVERIFY(ui.window->history()->statusText().contains(path));
        QVERIFY(!ui.window->history()->saveCurrent(QStringLiteral("x")));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), junk);
    }
};

QTEST_MAIN(TestHistoryBrowser)
#include "tst_historybrowser.moc"
