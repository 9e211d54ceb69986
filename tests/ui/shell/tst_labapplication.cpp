// The ratelab program's own options: --help and --version answer without any display (a
// QApplication would abort first), and --measure leaves the window on the scenario it found,
// with nothing to save, after timing its what-ifs and a million-bucket run.
#include "tests/ui/UiFixture.h"

#include "ui/shell/Measurement.h"

#include <QElapsedTimer>
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

// The built ratelab with no display at all: the xcb platform and nothing to connect to.
Ran runWithoutDisplay(const QStringList& args)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("xcb"));
    QProcess process;
    process.setProcessEnvironment(env);
    process.start(binaryDir() + QStringLiteral("/app/gui/ratelab"), args);
    if (!process.waitForFinished(60'000))
        qFatal("ratelab did not finish");
    Ran ran;
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
        const Ran help = runWithoutDisplay({QStringLiteral("--help")});
        QVERIFY2(help.code == 0, qPrintable(help.err));
        QVERIFY2(help.out.contains(QStringLiteral("--screenshot")), qPrintable(help.out));
        QVERIFY(help.out.contains(QStringLiteral("--measure")));
        const Ran version = runWithoutDisplay({QStringLiteral("--version")});
        QVERIFY2(version.code == 0, qPrintable(version.err));
        QVERIFY(version.out.startsWith(QStringLiteral("ratelab ")));
        // A window still needs one, and says so instead of opening nothing.
        const Ran window = runWithoutDisplay(
            {QStringLiteral("--screenshot"), QStringLiteral("/dev/null"), fixtureScenario()});
        QVERIFY(window.code != 0);
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
