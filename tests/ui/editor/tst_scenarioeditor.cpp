// The schema-generated scenario editor: an edit is one undoable step that re-runs, undo and redo
// restore both the model and the form, and a bad value is refused with its field path.
#include "tests/ui/UiFixture.h"

#include "ui/editor/ScenarioEditor.h"

#include "core/io/scenario/ScenarioSchema.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QPushButton>
#include <QUndoStack>

using namespace ratelab;
using namespace ratelab::test;

class TestScenarioEditor : public QObject {
    Q_OBJECT
private slots:
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
