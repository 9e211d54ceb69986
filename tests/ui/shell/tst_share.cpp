// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Share a what-if: File > Share What-If writes one *.ratelab-share.json of the scenario as
// edited, its seed, version and figures; opening it (another window, as the instructor would)
// shows the same scenario and lesson, checks that the figures reproduce and names those that
// do not; a bad file is refused naming it, and an edit is not discarded without asking.
#include "tests/ui/UiFixture.h"

#include "ui/lesson/LessonPanel.h"
#include "ui/shell/ShareActions.h"

#include "core/io/scenario/ScenarioWriter.h"
#include "core/io/share/ShareFile.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMenuBar>
#include <QStatusBar>
#include <QUndoStack>

using namespace ratelab;
using namespace ratelab::test;

namespace {

QString lessonScenario()
{
    return sourcePath(QStringLiteral("scenarios/burst-sizing.json"));
}

QAction* fileMenuAction(QMainWindow* window, const QString& text)
{
    for (QAction* a : window->menuBar()->actions().front()->menu()->actions())
        if (a->text() == text)
            return a;
    return nullptr;
}

// A student's what-if on a shipped lesson, shared to dir/homework.ratelab-share.json.
QString shareAWhatIf(const QTemporaryDir& dir, std::int64_t limit, QByteArray* scenarioJson)
{
    UiFixture student;
    if (!student.open(lessonScenario()))
        return {};
    editLimit(student.window->controller(), limit);
    if (!student.waitForResult())
        return {};
    *scenarioJson = ScenarioWriter::toJson(student.window->controller()->scenario());
    QAction* share = fileMenuAction(student.window.get(), QStringLiteral("S&hare What-If…"));
    if (!share || !share->isEnabled() || share->toolTip().isEmpty())
        return {};
    // The name lacks the suffix: it is added.
    if (!student.window->share()->shareTo(dir.filePath(QStringLiteral("homework"))))
        return {};
    return dir.filePath(QStringLiteral("homework.ratelab-share.json"));
}

bool openAndCheck(UiFixture& ui, const QString& path)
{
    QSignalSpy checked(ui.window->share(), &ShareActions::checked);
    return ui.window->openFile(path) && checked.wait(20000);
}

} // namespace

class TestShare : public QObject {
    Q_OBJECT

private slots:
    void theInstructorOpensTheSameRunAndItReproduces()
    {
        QTemporaryDir dir;
        QByteArray scenarioJson;
        const QString path = shareAWhatIf(dir, 7, &scenarioJson);
        QVERIFY(QFile::exists(path));
        QString error;
        const auto share = ShareFiles::read(path, &error);
        QVERIFY2(share, qPrintable(error));
        QCOMPARE(share->lesson, QStringLiteral("burst-sizing"));

        UiFixture instructor;
        QVERIFY(instructor.open(fixtureScenario()));
        QVERIFY(openAndCheck(instructor, path));
        LabController* controller = instructor.window->controller();
        QCOMPARE(ScenarioWriter::toJson(controller->scenario()), scenarioJson);
        QCOMPARE(controller->scenario().lanes[0].params.limit, 7);
        // Save As must not offer to write a scenario over the file handed in.
        QVERIFY(controller->scenarioPath().isEmpty());
        QVERIFY(instructor.window->lesson()->lesson());
        QCOMPARE(instructor.window->lesson()->lesson()->id, QStringLiteral("burst-sizing"));
        const auto& check = instructor.window->share()->lastCheck();
        QVERIFY(check);
        QVERIFY2(check->reproduces(), qPrintable(check->details().join(QLatin1Char('\n'))));
        QVERIFY(instructor.window->statusBar()->currentMessage().contains(
            QStringLiteral("figures reproduce")));
        QVERIFY(instructor.window->lastError().isEmpty());
    }

    void figuresThatDoNotReproduceAreNamed()
    {
        QTemporaryDir dir;
        QByteArray scenarioJson;
        const QString path = shareAWhatIf(dir, 7, &scenarioJson);
        QVERIFY(!path.isEmpty());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
        file.close();
        QJsonArray figures = root[QStringLiteral("figures")].toArray();
        QJsonObject first = figures[0].toObject();
        const qint64 admitted = first[QStringLiteral("admitted")].toInteger();
        first[QStringLiteral("admitted")] = admitted + 1;
        figures[0] = first;
        root[QStringLiteral("figures")] = figures;
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(QJsonDocument(root).toJson());
        file.close();

        UiFixture instructor;
        QVERIFY(openAndCheck(instructor, path));
        QVERIFY(!instructor.window->share()->lastCheck()->reproduces());
        QTRY_VERIFY(!instructor.window->lastError().isEmpty());
        const QString error = instructor.window->lastError();
        QVERIFY2(error.startsWith(QStringLiteral("homework.ratelab-share.json does not reproduce")),
                 qPrintable(error));
        QVERIFY2(
            error.contains(
                QStringLiteral("admitted %1 in the file, %2 now").arg(admitted + 1).arg(admitted)),
            qPrintable(error));
    }

    void aBadFileIsRefusedAndTheScenarioKept()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("broken.ratelab-share.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"ratelab_share\": 1, \"seed\": \"seven\"}");
        file.close();
        UiFixture ui;
        QVERIFY(ui.open(fixtureScenario()));
        QVERIFY(!ui.window->openFile(path));
        QVERIFY2(ui.window->lastError().contains(path
                                                 + QStringLiteral(": seed: expected a whole "
                                                                  "number ≥ 0")),
                 qPrintable(ui.window->lastError()));
        QCOMPARE(ui.window->controller()->scenarioPath(), fixtureScenario());
    }

    void openingOverAnEditAsksFirst()
    {
        QTemporaryDir dir;
        QByteArray scenarioJson;
        const QString path = shareAWhatIf(dir, 7, &scenarioJson);
        QVERIFY(!path.isEmpty());
        UiFixture ui(true);
        QVERIFY(ui.open(fixtureScenario()));
        editLimit(ui.window->controller(), 42);
        bool seen = false;
        auto answer = answerPrompt(QMessageBox::Cancel, &seen);
        QVERIFY(!ui.window->openFile(path));
        QVERIFY(seen);
        QCOMPARE(ui.window->controller()->scenario().lanes[0].params.limit, 42);
        QCOMPARE(ui.window->controller()->undoStack()->count(), 1);
    }
};

QTEST_MAIN(TestShare)
#include "tst_share.moc"
