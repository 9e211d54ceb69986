// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The schema-generated scenario editor: an edit is one undoable step that re-runs, undo and redo
// restore both the model and the form, and a bad value is refused with its field path; a lane
// or a client added from the editor is one undoable step; Tab goes from the section's buttons
// into its fields; Run and Play wait for a scenario with a client and a lane.
#include "tests/ui/UiFixture.h"

#include "ui/editor/ScenarioEditor.h"
#include "ui/playback/PlaybackBar.h"
#include "ui/run/RunGate.h"

#include "core/io/scenario/ScenarioSchema.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QPushButton>
#include <QUndoStack>

using namespace ratelab;
using namespace ratelab::test;

class TestScenarioEditor : public QObject {
    Q_OBJECT
private slots:
    void addALaneAndUndoRemovesIt()
    {
        UiFixture ui;
        QVERIFY(ui.open(fixtureScenario()));
        LabController* controller = ui.window->controller();
        ScenarioEditor* editor = ui.window->editor();
        QCOMPARE(controller->scenario().lanes.size(), std::size_t(3));
        editor->addLaneAction()->trigger();
        QCOMPARE(controller->scenario().lanes.size(), std::size_t(4));
        QCOMPARE(controller->scenario().lanes[3].name, std::string("lane"));
        QCOMPARE(controller->undoStack()->undoText(), QStringLiteral("Add lane"));
        // The form shows the new lane, and its run has a fourth summary row.
        QCOMPARE(editor->sectionSelector()->currentText(), QStringLiteral("Lane: lane"));
        QVERIFY(ui.waitForResult());
        QCOMPARE(controller->result()->summaries.size(), std::size_t(4));
        editor->addClientAction()->trigger();
        QCOMPARE(controller->scenario().clients.size(), std::size_t(3));
        QCOMPARE(controller->scenario().clients[2].name, std::string("client"));

        controller->undoStack()->undo();
        controller->undoStack()->undo();
        QCOMPARE(controller->scenario().lanes.size(), std::size_t(3));
        QCOMPARE(controller->scenario().clients.size(), std::size_t(2));
        QCOMPARE(editor->sectionSelector()->count(), 1 + 2 + 3);
        QVERIFY(ui.waitForResult());
        QCOMPARE(controller->result()->summaries.size(), std::size_t(3));
    }

    void tabReachesTheFieldsAfterScenarioSettings()
    {
        UiFixture ui;
        QVERIFY(ui.open(fixtureScenario()));
        ScenarioEditor* editor = ui.window->editor();
        editor->sectionSelector()->setCurrentIndex(0);
        ui.window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(ui.window.get()));
        editor->sectionSelector()->setFocus();
        QTRY_VERIFY(editor->sectionSelector()->hasFocus());
        QWidget* name = editor->editorFor(QStringLiteral("name"));
        QVERIFY(name);
        // The first Tabs pass the Add button (Duplicate and Remove are off for the settings).
        bool reached = false;
        for (int i = 0; i < 4 && !reached; ++i) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            reached = QApplication::focusWidget() == name;
        }
        QVERIFY2(reached, qPrintable(QApplication::focusWidget()
                                         ? QApplication::focusWidget()->metaObject()->className()
                                         : "nothing"));
        QWidget* second = QApplication::focusWidget();
        QTest::keyClick(second, Qt::Key_Tab);
        QVERIFY(QApplication::focusWidget() != second);
        QVERIFY(editor->isAncestorOf(QApplication::focusWidget()));
    }

    void runAndPlayWaitForAClientAndALane()
    {
        UiFixture ui; // nothing opened yet: the empty scenario
        QAction* play = ui.window->findChild<PlaybackBar*>()->playAction();
        QVERIFY(!play->isEnabled());
        QVERIFY(play->toolTip().contains(QLatin1String("add a client")));
        QCOMPARE(play->toolTip(), RunGate::whyNot(ui.window->controller()->scenario()));
        QVERIFY(ui.open(fixtureScenario()));
        QVERIFY(play->isEnabled());
        QVERIFY(RunGate::whyNot(ui.window->controller()->scenario()).isEmpty());
        QVERIFY(play->toolTip().contains(QLatin1String("Play")));
        Scenario noLane = ui.window->controller()->scenario();
        noLane.lanes.clear();
        QVERIFY(RunGate::whyNot(noLane).contains(QLatin1String("add a lane")));
    }

    void fileNewStartsEmptyAndTheEditorFillsIt()
    {
        UiFixture ui;
        QVERIFY(ui.open(fixtureScenario()));
        LabController* controller = ui.window->controller();
        QAction* newScenario = nullptr;
        for (QAction* a : ui.window->menuBar()->actions().front()->menu()->actions())
            if (a->shortcut() == QKeySequence(QKeySequence::New))
                newScenario = a;
        QVERIFY(newScenario);
        newScenario->trigger();
        QVERIFY(controller->scenario().clients.empty());
        QVERIFY(controller->scenario().lanes.empty());
        QVERIFY(controller->scenarioPath().isEmpty());
        // Nothing to run, nothing drawn, and no error for a scenario still being put together.
        QAction* play = ui.window->findChild<PlaybackBar*>()->playAction();
        QVERIFY(!play->isEnabled());
        QVERIFY(!controller->result());
        QCOMPARE(ui.window->charts()->rowCount(), 0);
        ScenarioEditor* editor = ui.window->editor();
        editor->addClientAction()->trigger();
        QTest::qWait(100); // a run would be under way by now
        QVERIFY(!controller->isRunning());
        QVERIFY2(ui.window->lastError().isEmpty(), qPrintable(ui.window->lastError()));
        QVERIFY(!play->isEnabled());
        editor->addLaneAction()->trigger();
        QVERIFY(ui.waitForResult());
        QVERIFY(play->isEnabled());
        QCOMPARE(controller->result()->summaries.size(), std::size_t(1));
        QCOMPARE(ui.window->charts()->rowCount(), 1);
        // Both additions undo, back to the empty state and its empty charts.
        controller->undoStack()->undo();
        QTRY_VERIFY(!controller->result());
        QCOMPARE(ui.window->charts()->rowCount(), 0);
        controller->undoStack()->undo();
        QVERIFY(controller->scenario().clients.empty());
        QVERIFY2(ui.window->lastError().isEmpty(), qPrintable(ui.window->lastError()));
    }

    void everySchemaFieldHasAnEditorWithItsTooltip()
    {
        UiFixture ui;
        QVERIFY(ui.open(fixtureScenario()));
        ScenarioEditor* editor = ui.window->editor();
        for (const auto& field : ScenarioSchema::scenarioFields()) {
            QWidget* w = editor->editorFor(field.path);
            QVERIFY2(w, qPrintable(field.path));
            QVERIFY(w->toolTip().contains(field.tooltip.toHtmlEscaped()));
        }
        editor->sectionSelector()->setCurrentIndex(1 + 2 + 1); // scenario, 2 clients, second lane
        for (const auto& field : ScenarioSchema::laneFields())
            QVERIFY2(editor->editorFor(field.path), qPrintable(field.path));
        auto* limit = qobject_cast<QLineEdit*>(editor->editorFor(QStringLiteral("limit")));
        QVERIFY(limit);
        QCOMPARE(limit->text(), QStringLiteral("10"));
    }

    void worldAndStoreFieldsOnlyWithAWorld()
    {
        const auto shown = [](ScenarioEditor* editor, const char* path) {
            QWidget* w = editor->editorFor(QString::fromLatin1(path));
            return w && !w->isHidden();
        };
        const auto firstLane = [](ScenarioEditor* editor) {
            QComboBox* sections = editor->sectionSelector();
            for (int i = 0; i < sections->count(); ++i)
                if (sections->itemText(i).startsWith(QStringLiteral("Lane:")))
                    sections->setCurrentIndex(i);
        };
        UiFixture ui;
        QVERIFY(ui.open(fixtureScenario())); // single process: no world
        ScenarioEditor* editor = ui.window->editor();
        QVERIFY(shown(editor, "world.instances_per_region")); // the switch that makes a world
        QVERIFY(!shown(editor, "world.balancer"));
        QVERIFY(!shown(editor, "world.store_latency_ms"));
        firstLane(editor);
        QVERIFY(editor->editorFor(QStringLiteral("store.placement")));
        QVERIFY(!shown(editor, "store.placement"));
        QVERIFY(!shown(editor, "store.atomicity"));

        QVERIFY(ui.open(sourceDir() + QStringLiteral("/scenarios/distributed-regions.json")));
        editor->sectionSelector()->setCurrentIndex(0);
        QVERIFY(shown(editor, "world.balancer"));
        QVERIFY(shown(editor, "world.store_latency_ms"));
        firstLane(editor);
        QVERIFY(shown(editor, "store.placement"));
    }

    void everyFieldShowsItsUnit()
    {
        UiFixture ui;
        QVERIFY(ui.open(sourceDir() + QStringLiteral("/scenarios/distributed-regions.json")));
        ScenarioEditor* editor = ui.window->editor();
        editor->sectionSelector()->setCurrentIndex(0);
        auto* form = editor->findChild<QFormLayout*>();
        QVERIFY(form);
        int checked = 0;
        for (const auto& field : ScenarioSchema::scenarioFields()) {
            if (field.unit.isEmpty())
                continue;
            auto* label = qobject_cast<QLabel*>(form->labelForField(editor->editorFor(field.path)));
            QVERIFY2(label, qPrintable(field.path));
            const QString unit =
                field.unit == QLatin1String("milliseconds") ? QStringLiteral("ms") : field.unit;
            // A label that already names its unit ("Instances per region") does not repeat it.
            const bool named = field.label.contains(field.unit, Qt::CaseInsensitive);
            QVERIFY2(named ? label->text() == field.label
                           : label->text().endsWith(QStringLiteral("(%1)").arg(unit)),
                     qPrintable(field.path + QStringLiteral(": ") + label->text()));
            ++checked;
        }
        QVERIFY(checked > 3);
    }

    void undoAndRedoAnEdit()
    {
        UiFixture ui;
        QVERIFY(ui.open(fixtureScenario()));
        LabController* controller = ui.window->controller();
        ScenarioEditor* editor = ui.window->editor();
        editor->sectionSelector()->setCurrentIndex(1 + 2 + 0); // the fixed-window lane
        auto* limit = qobject_cast<QLineEdit*>(editor->editorFor(QStringLiteral("limit")));
        QVERIFY(limit);
        limit->setText(QStringLiteral("25"));
        emit limit->editingFinished();
        QCOMPARE(controller->scenario().lanes[0].params.limit, 25);
        QCOMPARE(controller->undoStack()->count(), 1);
        QCOMPARE(controller->undoStack()->undoText(), QStringLiteral("Edit lanes[0].limit"));
        QVERIFY(ui.waitForResult());
        QCOMPARE(controller->result()->summaries[0].limit, 25);

        controller->undoStack()->undo();
        QCOMPARE(controller->scenario().lanes[0].params.limit, 10);
        QCOMPARE(limit->text(), QStringLiteral("10"));
        QVERIFY(ui.waitForResult());
        QCOMPARE(controller->result()->summaries[0].limit, 10);

        controller->undoStack()->redo();
        QCOMPARE(controller->scenario().lanes[0].params.limit, 25);
        QCOMPARE(limit->text(), QStringLiteral("25"));
    }

    void choiceAndBooleanEdits()
    {
        UiFixture ui;
        QVERIFY(ui.open(fixtureScenario()));
        LabController* controller = ui.window->controller();
        ScenarioEditor* editor = ui.window->editor();
        editor->sectionSelector()->setCurrentIndex(1 + 2 + 2); // the token-bucket lane
        auto* algorithm = qobject_cast<QComboBox*>(editor->editorFor(QStringLiteral("algorithm")));
        QVERIFY(algorithm);
        QCOMPARE(algorithm->currentData().toString(), QStringLiteral("token-bucket"));
        const int gcra = algorithm->findData(QStringLiteral("gcra"));
        QVERIFY(gcra >= 0);
        algorithm->setCurrentIndex(gcra);
        emit algorithm->activated(gcra);
        QCOMPARE(controller->scenario().lanes[2].algorithm, AlgorithmKind::Gcra);
        auto* dryRun = qobject_cast<QCheckBox*>(editor->editorFor(QStringLiteral("dry_run")));
        QVERIFY(dryRun);
        dryRun->setChecked(true);
        QVERIFY(controller->scenario().lanes[2].dryRun);
        QCOMPARE(controller->undoStack()->count(), 2);
        controller->undoStack()->undo();
        controller->undoStack()->undo();
        QCOMPARE(controller->scenario().lanes[2].algorithm, AlgorithmKind::TokenBucket);
        QVERIFY(!controller->scenario().lanes[2].dryRun);
        QVERIFY(!dryRun->isChecked());
    }

    // The picker reads the registry: nginx is offered, and choosing it brings its own fields,
    // with their unit and tooltip from the schema.
    void referenceLimitersAndTheirFields()
    {
        UiFixture ui;
        QVERIFY(ui.open(fixtureScenario()));
        LabController* controller = ui.window->controller();
        ScenarioEditor* editor = ui.window->editor();
        editor->sectionSelector()->setCurrentIndex(1 + 2 + 2); // the token-bucket lane
        auto* algorithm = qobject_cast<QComboBox*>(editor->editorFor(QStringLiteral("algorithm")));
        QVERIFY(algorithm);
        for (const char* id : {"guava-bursty", "guava-warmup", "fixed-window-incr-first"})
            QVERIFY2(algorithm->findData(QString::fromLatin1(id)) >= 0, id);
        const int nginx = algorithm->findData(QStringLiteral("nginx"));
        QVERIFY(nginx >= 0);
        algorithm->setCurrentIndex(nginx);
        emit algorithm->activated(nginx);
        QCOMPARE(controller->scenario().lanes[2].algorithm, AlgorithmKind::Nginx);
        auto* delay = qobject_cast<QLineEdit*>(editor->editorFor(QStringLiteral("delay")));
        QVERIFY(delay);
        QCOMPARE(delay->placeholderText(), QStringLiteral("requests"));
        QVERIFY(editor->editorFor(QStringLiteral("nodelay")));
        delay->setText(QStringLiteral("3"));
        emit delay->editingFinished();
        QCOMPARE(controller->scenario().lanes[2].params.delay, 3);
    }

    void badValueIsRefusedWithItsPath()
    {
        UiFixture ui;
        QVERIFY(ui.open(fixtureScenario()));
        ScenarioEditor* editor = ui.window->editor();
        auto* duration = qobject_cast<QLineEdit*>(editor->editorFor(QStringLiteral("duration_ms")));
        QVERIFY(duration);
        duration->setText(QStringLiteral("-5"));
        emit duration->editingFinished();
        QVERIFY2(editor->message().startsWith(QStringLiteral("duration_ms: expected")),
                 qPrintable(editor->message()));
        QCOMPARE(ui.window->controller()->scenario().durationMs, 10000);
        QCOMPARE(ui.window->controller()->undoStack()->count(), 0);
    }

    void duplicateLaneAddsAChartRow()
    {
        UiFixture ui;
        QVERIFY(ui.open(fixtureScenario()));
        ScenarioEditor* editor = ui.window->editor();
        editor->sectionSelector()->setCurrentIndex(1 + 2 + 1);
        QMetaObject::invokeMethod(editor, [editor] {
            const auto buttons = editor->findChildren<QPushButton*>();
            for (QPushButton* b : buttons) {
                if (b->text() == QStringLiteral("Duplicate"))
                    b->click();
            }
        });
        QCOMPARE(ui.window->controller()->scenario().lanes.size(), 4u);
        QCOMPARE(ui.window->controller()->scenario().lanes[2].name,
                 std::string("sliding log copy"));
        QVERIFY(ui.waitForResult());
        QCOMPARE(ui.window->charts()->rowCount(), 4);
    }
};

QTEST_MAIN(TestScenarioEditor)
#include "tst_scenarioeditor.moc"
