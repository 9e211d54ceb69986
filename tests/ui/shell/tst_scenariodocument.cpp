// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Work is never lost: opening another scenario over an edited one and closing the window ask
// Save / Discard / Cancel (Cancel keeps the edit, Discard lets it go), "Overlay on charts" in
// Compare is one more undoable step instead of a new document, and Save As and Open start in
// the user's own scenarios folder, never on a shipped lesson.
#include "tests/ui/UiFixture.h"

#include "ui/history/CompareDialog.h"
#include "ui/shell/ScenarioDocument.h"

#include "core/io/history/HistoryEntry.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>
#include <QUndoStack>

#include <memory>

using namespace ratelab;
using namespace ratelab::test;

namespace {

QString other()
{
    return sourcePath(QStringLiteral("scenarios/burst-sizing.json"));
}

} // namespace

class TestScenarioDocument : public QObject {
    Q_OBJECT
private slots:
    void openingOverAnEditAsksAndCancelKeepsIt()
    {
        UiFixture ui(true);
        QVERIFY(ui.open(fixtureScenario()));
        LabController* controller = ui.window->controller();
        editLimit(controller, 42);
        bool seen = false;
        auto answer = answerPrompt(QMessageBox::Cancel, &seen);
        QVERIFY(!ui.window->openFile(other()));
        QVERIFY(seen);
        QCOMPARE(controller->scenario().lanes[0].params.limit, 42);
        QCOMPARE(controller->undoStack()->count(), 1);
        QCOMPARE(controller->scenarioPath(), fixtureScenario());

        answer = answerPrompt(QMessageBox::Discard, &seen);
        QVERIFY(ui.open(other()));
        QVERIFY(seen);
        QCOMPARE(controller->scenarioPath(), other());
        QCOMPARE(controller->undoStack()->count(), 0);

        // Nothing edited: no question.
        answer = answerPrompt(QMessageBox::Cancel, &seen);
        QVERIFY(ui.open(fixtureScenario()));
        QVERIFY(!seen);
    }

    void closingWithAnEditAsksAndCancelKeepsTheWindow()
    {
        UiFixture ui(true);
        QVERIFY(ui.open(fixtureScenario()));
        editLimit(ui.window->controller(), 7);
        bool seen = false;
        auto answer = answerPrompt(QMessageBox::Cancel, &seen);
        QVERIFY(!ui.window->close());
        QVERIFY(seen);
        QVERIFY(ui.window->isVisible());
        QCOMPARE(ui.window->controller()->scenario().lanes[0].params.limit, 7);
        answer = answerPrompt(QMessageBox::Discard, &seen);
        QVERIFY(ui.window->close());
        QVERIFY(seen);
    }

    void undoSurvivesAnOverlay()
    {
        UiFixture ui;
        QVERIFY(ui.open(fixtureScenario()));
        LabController* controller = ui.window->controller();
        StoredRun a;
        a.entry.name = QStringLiteral("before");
        a.result = *controller->result();
        editLimit(controller, 5);
        QVERIFY(ui.waitForResult());
        StoredRun b;
        b.entry.name = QStringLiteral("after");
        b.result = *controller->result();
        QFile file(other());
        QVERIFY(file.open(QIODevice::ReadOnly));
        b.scenarioJson = file.readAll();

        CompareDialog dialog(controller, a, b);
        QPushButton* overlay = nullptr;
        for (QPushButton* button : dialog.findChildren<QPushButton*>())
            if (button->text() == QLatin1String("Overlay on charts"))
                overlay = button;
        QVERIFY(overlay);
        overlay->click();
        QVERIFY(controller->pinned());
        QCOMPARE(QString::fromStdString(controller->scenario().name),
                 QStringLiteral("Sizing a token bucket's burst"));
        QCOMPARE(controller->undoStack()->count(), 2); // the edit, then the overlay
        controller->undoStack()->undo();
        QCOMPARE(controller->scenario().lanes[0].params.limit, 5);
        controller->undoStack()->undo();
        QCOMPARE(controller->scenario().lanes[0].params.limit, 10);
    }

    void saveAndOpenStartInTheUsersFolder()
    {
        UiFixture ui;
        QVERIFY(ui.open(sourcePath(QStringLiteral("scenarios/boundary-burst.json"))));
        ScenarioDocument* doc = ui.window->document();
        const QString folder = ScenarioDocument::userFolder();
        QVERIFY(QFileInfo(folder).isDir());
        QVERIFY(ScenarioDocument::isShipped(ui.window->controller()->scenarioPath()));
        // The copy gets the dedicated extension, so a double click opens it in RateLab.
        QCOMPARE(doc->saveStartPath(),
                 QDir(folder).filePath(QStringLiteral("boundary-burst.ratelab.json")));
        QCOMPARE(doc->openStartFolder(), folder);

        // Saved to the user's folder, the file is theirs: Save As proposes it again.
        const QString mine = QDir(folder).filePath(QStringLiteral("boundary-burst.ratelab.json"));
        QVERIFY(doc->saveTo(mine));
        QVERIFY(ui.open(mine));
        QVERIFY(!ScenarioDocument::isShipped(mine));
        QCOMPARE(doc->saveStartPath(), mine);
        QFile::remove(mine);
    }
};

QTEST_MAIN(TestScenarioDocument)
#include "tst_scenariodocument.moc"
