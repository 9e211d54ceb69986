#include "ui/shell/LabApplication.h"

#include "ui/charts/ChartPanel.h"
#include "ui/editor/ScenarioFiles.h"
#include "ui/lesson/LessonActions.h"
#include "ui/lesson/LessonGallery.h"
#include "ui/lesson/LessonMode.h"
#include "ui/lesson/LessonStepper.h"
#include "ui/lesson/StepCard.h"
#include "ui/live/LiveActions.h"
#include "ui/playback/PlaybackController.h"
#include "ui/shell/LabController.h"
#include "ui/shell/MainWindow.h"
#include "ui/shell/Measurement.h"
#include "ui/shell/PresentationMode.h"

#include "core/io/redis/RedisEndpoint.h"
#include "core/sim/model/ModelVersion.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QMessageBox>
#include <QScreen>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdio>

namespace ratelab {

namespace {

// Opens the requested scenario, or the default one. False (with a message) when nothing opens.
bool openInitial(MainWindow& window, const QString& file, const QString& sourceDir)
{
    if (!file.isEmpty())
        return window.openFile(file);
    const QString path = ScenarioFiles::findDefault(sourceDir);
    if (path.isEmpty()) {
        QMessageBox::warning(&window, QObject::tr("No default scenario"),
                             QObject::tr("%1 was not found next to the program or in %2/scenarios.")
                                 .arg(QString::fromLatin1(ScenarioFiles::kDefaultName), sourceDir));
        return false;
    }
    return window.openFile(path);
}

// `--beside DIR`: once the scenario's first run is drawn, draw the run folder beside it (a
// `ratelab-cli live` repeat, say). A bad folder only warns: the scenario is still worth seeing.
void drawBesideOnFirstResult(MainWindow& window, const QString& dir)
{
    auto* once = new QObject(&window);
    QObject::connect(
        window.controller(), &LabController::resultChanged, once, [&window, dir, once] {
            if (!window.live()->openRunFolder(dir))
                std::fprintf(stderr, "ratelab: --beside: %s\n", qPrintable(window.lastError()));
            once->deleteLater();
        });
}

// `--step N [--reveal ANSWER]`: the lesson's step N, the class's answer revealed (played to).
void showLessonStep(MainWindow& window, int step, const QString& answer)
{
    LessonMode* mode = window.lessonMode();
    mode->stepper()->goTo(step - 1);
    if (answer.isEmpty())
        return;
    // A picture needs the moment, not the way there: jump rather than play (a busy machine
    // would take the shot half-way).
    mode->setReducedMotion(true);
    mode->card()->setAnswerText(answer);
    mode->reveal(answer);
}

// What a screenshot shows besides the window: presentation mode (full screen on the display's
// size, as a projector would), the lesson gallery over it, or a lesson's step (its answer
// revealed).
struct ScreenshotView {
    bool present = false;
    bool gallery = false;
    int step = 0;
    QString answer;
};

int takeScreenshot(MainWindow& window, const QString& out, const QString& file,
                   const QString& sourceDir, const ScreenshotView& view)
{
    window.resize(1400, 900);
    window.show();
    if (view.present) {
        window.presentation()->setActive(true);
        // Without a window manager (Xvfb) full screen is only asked for: take the screen.
        window.setGeometry(window.screen()->geometry());
    }
    int exitCode = 1;
    QObject::connect(window.controller(), &LabController::resultChanged, &window, [&] {
        window.charts()->replotNow();
        if (view.step > 0 && window.lessonMode()->isActive())
            QTimer::singleShot(0, &window, [&] { showLessonStep(window, view.step, view.answer); });
        QTimer::singleShot(view.step > 0 ? 400 : 100, &window, [&] {
            window.charts()->replotNow();
            QWidget* shown = &window;
            if (view.gallery) {
                shown = window.lessonActions()->gallery();
                shown->show();
                QApplication::processEvents();
            }
            const QImage image = shown->grab().toImage();
            if (image.save(out)) {
                std::printf("wrote %s (%dx%d)\n", qPrintable(out), image.width(), image.height());
                exitCode = 0;
            } else {
                std::fprintf(stderr, "%s: cannot write the screenshot\n", qPrintable(out));
            }
            QApplication::exit(exitCode);
        });
    });
    QObject::connect(window.controller(), &LabController::runFailed, &window,
                     [&](const QString& message) {
                         std::fprintf(stderr, "%s\n", qPrintable(message));
                         QApplication::exit(1);
                     });
    if (!file.isEmpty()) {
        QString error;
        if (!ScenarioFiles::read(file, &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 2;
        }
    }
    if (!openInitial(window, file, sourceDir))
        return 2;
    QApplication::exec();
    return exitCode;
}

} // namespace

int runLabApplication(int argc, char* argv[], const QString& sourceDir)
{
    QElapsedTimer launch;
    launch.start();
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("RateLab"));
    QApplication::setApplicationName(QStringLiteral("ratelab"));
    QApplication::setApplicationDisplayName(QStringLiteral("RateLab"));
    QApplication::setApplicationVersion(QString::fromUtf8(
        ratelabVersion().data(), static_cast<qsizetype>(ratelabVersion().size())));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("RateLab: a desktop lab for API rate limiting."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                        QStringLiteral("Render the main window to a PNG and exit."),
                                        QStringLiteral("OUT.png"));
    const QCommandLineOption measure(
        QStringLiteral("measure"),
        QStringLiteral("Print timings: launch to first chart, what-if redraw, pan/zoom frames."));
    const QCommandLineOption redis(
        QStringLiteral("redis"),
        QStringLiteral("Repeat runs live against this Redis on this machine instead of a "
                       "private redis-server started on demand."),
        QStringLiteral("HOST:PORT"));
    const QCommandLineOption step(QStringLiteral("step"),
                                  QStringLiteral("With --screenshot: show the lesson's step N."),
                                  QStringLiteral("N"));
    const QCommandLineOption reveal(
        QStringLiteral("reveal"),
        QStringLiteral("With --step: answer the step's question so and reveal the run's value."),
        QStringLiteral("ANSWER"));
    parser.addOption(screenshot);
    const QCommandLineOption present(QStringLiteral("present"),
                                     QStringLiteral("With --screenshot: in presentation mode."));
    const QCommandLineOption gallery(QStringLiteral("gallery"),
                                     QStringLiteral("With --screenshot: the lesson gallery."));
    parser.addOptions({present, gallery});
    parser.addOption(measure);
    parser.addOption(step);
    parser.addOption(reveal);
    const QCommandLineOption beside(
        QStringLiteral("beside"),
        QStringLiteral(
            "Draw a run folder (ratelab-cli run or live --out DIR) beside the scenario's run."),
        QStringLiteral("DIR"));
    parser.addOption(redis);
    parser.addOption(beside);
    parser.addPositionalArgument(QStringLiteral("FILE.json"),
                                 QStringLiteral("The scenario to open."));
    parser.process(app);
    const QString file = parser.positionalArguments().value(0);

    MainWindow::Options options;
    std::unique_ptr<QTemporaryDir> scratch;
    if (parser.isSet(screenshot) || parser.isSet(measure)) {
        // Screenshots and measurements use a known layout and never touch the user's history.
        options.restoreLayout = false;
        scratch = std::make_unique<QTemporaryDir>();
        options.historyPath = scratch->filePath(QStringLiteral("history.sqlite"));
    }
    MainWindow window(options);
    if (parser.isSet(beside))
        drawBesideOnFirstResult(window, parser.value(beside));
    if (parser.isSet(screenshot))
        return takeScreenshot(window, parser.value(screenshot), file, sourceDir,
                              {parser.isSet(present), parser.isSet(gallery),
                               parser.value(step).toInt(), parser.value(reveal)});
    if (parser.isSet(measure))
        return Measurement(window, launch, sourceDir).run(file);

    if (parser.isSet(redis)) {
        if (!parseRedisEndpoint(parser.value(redis))) {
            std::fprintf(
                stderr, "ratelab: --redis: expected HOST:PORT such as 127.0.0.1:6379, got \"%s\"\n",
                qPrintable(parser.value(redis)));
            return 2;
        }
        window.live()->setExternalEndpoint(parser.value(redis));
    }
    window.resize(1400, 900);
    window.show();
    openInitial(window, file, sourceDir);
    return QApplication::exec();
}

} // namespace ratelab
