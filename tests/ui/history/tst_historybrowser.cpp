// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The history dock: saving the current run, reopening it, a corrupt history file reported by
// name without being touched, and a read-only one that turns Save off, in the dock and the menu.
#include "tests/ui/UiFixture.h"

#include "ui/history/HistoryBrowser.h"

#include "core/io/history/RunHistory.h"

#include <QAction>
#include <QFile>
#include <QProcess>
#include <QPushButton>
#include <QTreeWidget>

#include <unistd.h>

using namespace ratelab;
using namespace ratelab::test;

namespace {

QAction* menuSave(QWidget* window)
{
    for (QAction* action : window->findChildren<QAction*>())
        if (action->text() == QLatin1String("Save Run to &History"))
            return action;
    qFatal("no Save Run to History action");
}

} // namespace

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

    void readOnlyHistoryTurnsSaveOff()
    {
        UiFixture ui;
        QVERIFY(ui.open(fixtureScenario()));
        const QString path = ui.dir.filePath(QStringLiteral("kept.sqlite"));
        QVERIFY(ui.window->history()->openDatabase(path, false));
        QVERIFY(ui.window->history()->saveCurrent(QStringLiteral("kept")));
        QAction* save = menuSave(ui.window.get());
        QVERIFY(save->isEnabled());
        QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::ReadGroup));
        bool immutable = false;
        if (::geteuid() == 0) {
            // Root writes through permissions; an immutable file is read-only even for root.
            immutable =
                QProcess::execute(QStringLiteral("chattr"), {QStringLiteral("+i"), path}) == 0;
            if (!immutable)
                QSKIP("running as root without chattr +i: cannot make a file read-only");
        }
        QVERIFY(ui.window->history()->openDatabase(path, false));
        QVERIFY(!save->isEnabled());
        QVERIFY2(save->toolTip().startsWith(path + QStringLiteral(": cannot save runs")),
                 qPrintable(save->toolTip()));
        QPushButton* dockSave = nullptr;
        for (QPushButton* b : ui.window->history()->findChildren<QPushButton*>())
            if (b->text().contains(QStringLiteral("Save")))
                dockSave = b;
        QVERIFY(dockSave && !dockSave->isEnabled());
        QCOMPARE(ui.window->history()->list()->topLevelItemCount(), 1); // still listed
        if (immutable)
            QProcess::execute(QStringLiteral("chattr"), {QStringLiteral("-i"), path});
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        // A writable history turns it back on.
        QVERIFY(ui.window->history()->openDatabase(ui.dir.filePath(QStringLiteral("new.sqlite")),
                                                   false));
        QVERIFY(save->isEnabled());
    }
};

QTEST_MAIN(TestHistoryBrowser)
#include "tst_historybrowser.moc"
