// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Compare: two saved runs' differences, settings and figures, the differing rows marked, with
// "Differences only" to see everything; Simulation > Compare Saved Runs takes the two newest runs
// when none are selected.
#include "tests/ui/UiFixture.h"

#include "ui/history/CompareDialog.h"
#include "ui/history/HistoryBrowser.h"
#include "ui/history/RunComparisonModel.h"

#include "core/io/history/RunHistory.h"

#include <QCheckBox>
#include <QFont>
#include <QMenuBar>

using namespace ratelab;
using namespace ratelab::test;

namespace {

QAction* menuAction(QMainWindow* window, const QString& text)
{
    for (QAction* top : window->menuBar()->actions())
        if (top->menu())
            for (QAction* a : top->menu()->actions())
                if (a->text() == text)
                    return a;
    return nullptr;
}

// The row of `name` in `lane` as shown, or -1.
int rowOf(const RunComparisonModel* model, const QString& lane, const QString& name)
{
    for (int row = 0; row < model->rowCount(); ++row) {
        const QString what = model->index(row, RunComparisonModel::What).data().toString();
        if (model->index(row, RunComparisonModel::Lane).data().toString() == lane
            && (what == name || what == QStringLiteral("≠ ") + name))
            return row;
    }
    return -1;
}

// RATELAB_UI_SNAPSHOTS=DIR keeps what the test looked at.
void keepSnapshot(QWidget* widget, const QString& name)
{
    const QString dir = qEnvironmentVariable("RATELAB_UI_SNAPSHOTS");
    if (!dir.isEmpty())
        widget->grab().save(QStringLiteral("%1/%2.png").arg(dir, name));
}

} // namespace

class TestCompareDialog : public QObject {
    Q_OBJECT

private slots:
    void showsWhatDiffersAndEverythingOnRequest()
    {
        UiFixture ui;
        QVERIFY(ui.open(fixtureScenario()));
        LabController* controller = ui.window->controller();
        HistoryBrowser* history = ui.window->history();
        QVERIFY(history->saveCurrent(QStringLiteral("limit 10")));
        editLimit(controller, 5);
        QVERIFY(ui.waitForResult());
        QVERIFY(history->saveCurrent(QStringLiteral("limit 5")));

        QAction* compare = menuAction(ui.window.get(), QStringLiteral("C&ompare Saved Runs…"));
        QVERIFY(compare);
        QVERIFY(!compare->toolTip().isEmpty());
        compare->trigger();
        auto* dialog = history->findChild<CompareDialog*>();
        QVERIFY(dialog);
        RunComparisonModel* model = dialog->differences();
        QVERIFY(dialog->differencesOnly()->isChecked());

        // The older run is A: the limit went from 10 to 5.
        const int limit = rowOf(model, QStringLiteral("fixed"), QStringLiteral("lanes[0].limit"));
        QVERIFY(limit >= 0);
        QCOMPARE(model->index(limit, RunComparisonModel::A).data().toString(),
                 QStringLiteral("10"));
        QCOMPARE(model->index(limit, RunComparisonModel::B).data().toString(), QStringLiteral("5"));
        QCOMPARE(model->index(limit, RunComparisonModel::Change).data().toString(),
                 QStringLiteral("−5"));
        QVERIFY(
            model->index(limit, RunComparisonModel::What).data(Qt::FontRole).value<QFont>().bold());
        QVERIFY(model->index(limit, RunComparisonModel::A).data(Qt::BackgroundRole).isValid());
        const int admitted = rowOf(model, QStringLiteral("fixed"), QStringLiteral("admitted"));
        QVERIFY(admitted >= 0);
        QCOMPARE(model->index(admitted, RunComparisonModel::A)
                     .data()
                     .toString()
                     .remove(QLatin1Char(',')),
                 QString::number(history->history()
                                     ->load(history->history()->entries()[1].id)
                                     ->result.summaries[0]
                                     .admitted));
        // Differences only: every row differs, and the other lanes (same settings, same traffic)
        // have none.
        for (int row = 0; row < model->rowCount(); ++row) {
            QVERIFY(model->index(row, 0).data(Qt::UserRole).toBool());
            QCOMPARE(model->index(row, RunComparisonModel::Lane).data().toString()
                             == QLatin1String("fixed")
                         || model->index(row, RunComparisonModel::Lane).data().toString()
                                == QLatin1String("scenario"),
                     true);
        }
        QCOMPARE(rowOf(model, QStringLiteral("sliding log"), QStringLiteral("admitted")), -1);
        QVERIFY(dialog->headline().startsWith(QStringLiteral("1 setting and ")));

        keepSnapshot(dialog, QStringLiteral("compare-differences"));
        const int differing = model->rowCount();
        dialog->differencesOnly()->setChecked(false);
        keepSnapshot(dialog, QStringLiteral("compare-everything"));
        QVERIFY(model->rowCount() > differing);
        const int same = rowOf(model, QStringLiteral("sliding log"), QStringLiteral("admitted"));
        QVERIFY(same >= 0);
        QVERIFY(!model->index(same, 0).data(Qt::UserRole).toBool());
        QVERIFY(!model->index(same, RunComparisonModel::What).data(Qt::FontRole).isValid());
        QCOMPARE(model->index(same, RunComparisonModel::Change).data().toString(), QString());
        dialog->close();
    }

    void nothingToCompareSaysWhy()
    {
        UiFixture ui;
        QVERIFY(ui.open(fixtureScenario()));
        QVERIFY(!ui.window->history()->compareSelected());
        QVERIFY2(ui.window->lastError().startsWith(QStringLiteral("Nothing to compare")),
                 qPrintable(ui.window->lastError()));
    }
};

QTEST_MAIN(TestCompareDialog)
#include "tst_comparedialog.moc"
