// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The ratelab program's own options: --help and --version answer without any display (a
// QApplication would abort first), and --measure leaves the window on the scenario it found,
// with nothing to save, after timing its what-ifs and a million-bucket run.
#include "tests/ui/UiFixture.h"

#include "ui/editor/ScenarioFiles.h"
#include "ui/shell/Measurement.h"

#include "core/io/share/ShareFile.h"
#include "core/sim/engine/Simulation.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QUndoStack>

using namespace ratelab;
using namespace ratelab::test;

namespace {

struct Ran {
    int code = -1; // -1: it crashed or aborted
    QString out;
    QString err;
};

// The built ratelab on a Qt platform ("xcb" with no display at all, or "offscreen"); without a
// session, as root over ssh: no XDG_RUNTIME_DIR either.
Ran runRatelab(const QStringList& args, const QString& platform = QStringLiteral("xcb"),
               bool session = true)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (!session)
        env.remove(QStringLiteral("XDG_RUNTIME_DIR"));
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), platform);
    QProcess process;
    process.setProcessEnvironment(env);
    process.start(binaryDir() + QStringLiteral("/app/gui/ratelab"), args);
    Ran ran;
    if (!process.waitForFinished(60'000)) {
        process.kill(); // waiting for a click nobody will make
        process.waitForFinished();
        ran.code = -2;
        return ran;
    }
    ran.code = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    ran.out = QString::fromUtf8(process.readAllStandardOutput());
    ran.err = QString::fromUtf8(process.readAllStandardError());
    return ran;
}

} // namespace

class TestLabApplication : public QObject {
    Q_OBJECT

private slots:
    void helpAndVersionNeedNoDisplay()
    {
        const Ran help = runRatelab({QStringLiteral("--help")});
        QVERIFY2(help.code == 0, qPrintable(help.err));
        QVERIFY2(help.out.contains(QStringLiteral("--screenshot")), qPrintable(help.out));
        QVERIFY(help.out.contains(QStringLiteral("--measure")));
        const Ran version = runRatelab({QStringLiteral("--version")});
        QVERIFY2(version.code == 0, qPrintable(version.err));
        QVERIFY(version.out.startsWith(QStringLiteral("ratelab ")));
        // A window still needs one, and says so instead of opening nothing.
        const Ran window = runRatelab(
            {QStringLiteral("--screenshot"), QStringLiteral("/dev/null"), fixtureScenario()});
        QVERIFY(window.code != 0);
    }

    void aScreenshotNeverWaitsForADialog()
    {
        // A shared what-if whose figures do not reproduce: in the app a warning says so, but
        // --screenshot has nobody to close it; it reports on stderr and writes the picture.
        QTemporaryDir dir;
        QString error;
        const auto scenario = ScenarioFiles::read(fixtureScenario(), &error);
        QVERIFY2(scenario, qPrintable(error));
        RunResult run = runScenario(*scenario);
        run.summaries[0].admitted += 1;
        const QString share = dir.filePath(QStringLiteral("hw.ratelab-share.json"));
        QVERIFY2(ShareFiles::save(share, *scenario, run, QString(), &error), qPrintable(error));
        const QString png = dir.filePath(QStringLiteral("out.png"));
        const Ran shot =
            runRatelab({QStringLiteral("--screenshot"), png, share}, QStringLiteral("offscreen"));
        QVERIFY2(shot.code == 0,
                 qPrintable(QStringLiteral("exit %1: %2").arg(shot.code).arg(shot.err)));
        QVERIFY(QFile::exists(png));
        QVERIFY2(shot.err.contains(QStringLiteral("hw.ratelab-share.json does not reproduce")),
                 qPrintable(shot.err));
    }

    void withoutASessionQtDoesNotComplain()
    {
        // Qt would pick a runtime folder itself and warn on stderr, which a newcomer running the
        // README's first command as root reads as an error.
        QTemporaryDir dir;
        const Ran shot =
            runRatelab({QStringLiteral("--screenshot"), dir.filePath("out.png"), fixtureScenario()},
                       QStringLiteral("offscreen"), false);
        QVERIFY2(shot.code == 0, qPrintable(shot.err));
        QVERIFY2(!shot.err.contains(QStringLiteral("XDG_RUNTIME_DIR")), qPrintable(shot.err));
    }

    void measureRestoresTheScenarioItFound()
    {
        UiFixture ui;
        QElapsedTimer launch;
        launch.start();
        QCOMPARE(Measurement(*ui.window, launch, sourceDir()).run(fixtureScenario()), 0);
        LabController* controller = ui.window->controller();
        QCOMPARE(controller->scenarioPath(), fixtureScenario());
        QCOMPARE(controller->scenario().durationMs, 10000);
        QCOMPARE(controller->scenario().lanes.size(), std::size_t(3));
        QCOMPARE(controller->scenario().lanes[0].params.limit, 10);
        QVERIFY(controller->undoStack()->isClean());
        QCOMPARE(controller->result()->durationMs, 10000);
        QCOMPARE(ui.window->charts()->rowCount(), 3);
    }
};

QTEST_MAIN(TestLabApplication)
#include "tst_labapplication.moc"
