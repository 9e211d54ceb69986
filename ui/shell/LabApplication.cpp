// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/LabApplication.h"

#include "ui/calibrate/CalibrationActions.h"
#include "ui/calibrate/CalibrationDialog.h"
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
#include "ui/shell/LabOptions.h"
#include "ui/shell/MainWindow.h"
#include "ui/shell/Measurement.h"
#include "ui/shell/PresentationMode.h"
#include "ui/sweep/SweepAxisRow.h"
#include "ui/sweep/SweepForm.h"
#include "ui/sweep/SweepView.h"

#include "core/io/install/SessionRuntimeDir.h"
#include "core/io/redis/RedisEndpoint.h"
#include "core/io/share/ShareFile.h"
#include "core/sim/model/ModelVersion.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QCommandLineParser>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QMessageBox>
#include <QScreen>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <functional>
#include <memory>
#include <utility>

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
    QSize size{1400, 900};
    QStringList sweep; // PATH=SPEC of one or two parameters: the Sweep view, swept
    QString calibrate; // an access log: the calibration view, calibrated
};

// `--calibrate LOG`: the calibration view on that log, all but its 5 heaviest identities
// legitimate; `done` with the view once the calibration has finished.
bool startCalibration(MainWindow& window, const QString& log,
                      const std::function<void(QWidget*)>& done)
{
    CalibrationDialog* dialog = window.calibration()->showDialog();
    dialog->setLog(log);
    dialog->legitimateBox()->setCurrentIndex(1);
    dialog->topBox()->setValue(5);
    QObject::connect(
        dialog, &CalibrationDialog::calibrationFinished, dialog, [dialog, done](bool ok) {
            if (!ok) {
                std::fprintf(stderr, "ratelab: --calibrate: %s\n", qPrintable(dialog->status()));
                QApplication::exit(2);
                return;
            }
            done(dialog);
        });
    if (dialog->start())
        return true;
    std::fprintf(stderr, "ratelab: --calibrate: %s\n", qPrintable(dialog->status()));
    return false;
}

// `--sweep PATH=SPEC ...`: the Sweep view, wide, with these parameters run; `done` once drawn.
bool startSweep(MainWindow& window, const QStringList& axes, const std::function<void()>& done)
{
    window.showSweep();
    if (auto* dock = window.findChild<QDockWidget*>(QStringLiteral("sweepDock")))
        window.resizeDocks({dock}, {window.width() / 2}, Qt::Horizontal);
    SweepForm* form = window.sweep()->form();
    SweepAxisRow* rows[] = {form->firstAxis(), form->secondAxis()};
    for (qsizetype i = 0; i < std::min<qsizetype>(axes.size(), 2); ++i)
        rows[i]->setText(axes[i].section(QLatin1Char('='), 0, 0),
                         axes[i].section(QLatin1Char('='), 1));
    form->secondOn()->setChecked(axes.size() > 1);
    QObject::connect(window.sweep(), &SweepView::sweepFinished, &window, [done] { done(); });
    if (window.sweep()->start())
        return true;
    std::fprintf(stderr, "ratelab: --sweep: %s\n", qPrintable(form->error()));
    return false;
}

// "1280x720" as a size; invalid when it is not one (or smaller than a window can be).
QSize screenshotSize(const QString& text)
{
    const QStringList parts = text.split(QLatin1Char('x'));
    bool w = false;
    bool h = false;
    const QSize size(parts.value(0).toInt(&w), parts.value(1).toInt(&h));
    return parts.size() == 2 && w && h && size.width() >= 320 && size.height() >= 240 ? size
                                                                                      : QSize();
}

int takeScreenshot(MainWindow& window, const QString& out, const QString& file,
                   const QString& sourceDir, const ScreenshotView& view)
{
    window.resize(view.size);
    window.show();
    if (view.present) {
        window.presentation()->setActive(true);
        // Without a window manager (Xvfb) full screen is only asked for: take the screen.
        window.setGeometry(window.screen()->geometry());
    }
    int exitCode = 1;
    bool started = false;
    QObject::connect(window.controller(), &LabController::resultChanged, &window, [&] {
        if (!view.sweep.isEmpty() && std::exchange(started, true))
            return; // one sweep, one picture
        window.charts()->replotNow();
        if (view.step > 0 && window.lessonMode()->isActive())
            QTimer::singleShot(0, &window, [&] { showLessonStep(window, view.step, view.answer); });
        const auto grab = [&] {
            window.charts()->replotNow();
            QWidget* shown = &window;
            if (view.gallery) {
                shown = window.lessonActions()->gallery();
                shown->show();
                QApplication::processEvents();
            }
            if (!window.lastError().isEmpty())
                std::fprintf(stderr, "ratelab: %s\n", qPrintable(window.lastError()));
            const QImage image = shown->grab().toImage();
            if (image.save(out)) {
                std::printf("wrote %s (%dx%d)\n", qPrintable(out), image.width(), image.height());
                exitCode = 0;
            } else {
                std::fprintf(stderr, "%s: cannot write the screenshot\n", qPrintable(out));
            }
            QApplication::exit(exitCode);
        };
        if (!view.calibrate.isEmpty()) {
            if (std::exchange(started, true))
                return;
            if (!startCalibration(window, view.calibrate, [&](QWidget* dialog) {
                    QTimer::singleShot(100, dialog, [&, dialog] {
                        const QImage image = dialog->grab().toImage();
                        exitCode = image.save(out) ? 0 : 1;
                        if (exitCode == 0)
                            std::printf("wrote %s (%dx%d)\n", qPrintable(out), image.width(),
                                        image.height());
                        else
                            std::fprintf(stderr, "%s: cannot write the screenshot\n",
                                         qPrintable(out));
                        QApplication::exit(exitCode);
                    });
                }))
                QApplication::exit(2);
        } else if (view.sweep.isEmpty())
            QTimer::singleShot(view.step > 0 ? 400 : 100, &window, grab);
        else if (!startSweep(window, view.sweep,
                             [&window, grab] { QTimer::singleShot(100, &window, grab); }))
            QApplication::exit(2);
    });
    QObject::connect(window.controller(), &LabController::runFailed, &window,
                     [&](const QString& message) {
                         std::fprintf(stderr, "%s\n", qPrintable(message));
                         QApplication::exit(1);
                     });
    if (!file.isEmpty()) {
        QString error;
        const bool readable = ShareFile::isSharePath(file)
                                  ? ShareFiles::read(file, &error).has_value()
                                  : ScenarioFiles::read(file, &error).has_value();
        if (!readable) {
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
    // For the build: ratelab(1), rendered from the options below before any window system is
    // needed.
    if (argc == 2 && qstrcmp(argv[1], "--man") == 0) {
        std::fputs(LabOptions().manPage().toUtf8().constData(), stdout);
        return 0;
    }
    QElapsedTimer launch;
    launch.start();
    // --help and --version answer without a display: a QApplication would insist on one first.
    const bool textOnly = std::any_of(argv + 1, argv + argc, [](const char* a) {
        return std::strcmp(a, "--help") == 0 || std::strcmp(a, "-h") == 0
               || std::strcmp(a, "--help-all") == 0 || std::strcmp(a, "--version") == 0
               || std::strcmp(a, "-v") == 0;
    });
    if (!textOnly)
        provideRuntimeDir();
    const std::unique_ptr<QCoreApplication> app(textOnly ? new QCoreApplication(argc, argv)
                                                         : new QApplication(argc, argv));
    QApplication::setOrganizationName(QStringLiteral("RateLab"));
    QApplication::setApplicationName(QStringLiteral("ratelab"));
    if (!textOnly)
        QApplication::setApplicationDisplayName(QStringLiteral("RateLab"));
    QApplication::setApplicationVersion(QString::fromUtf8(
        ratelabVersion().data(), static_cast<qsizetype>(ratelabVersion().size())));

    const LabOptions labOptions;
    QCommandLineParser parser;
    labOptions.addTo(parser);
    parser.process(*app);
    const QSize shotSize = parser.isSet(labOptions.size)
                               ? screenshotSize(parser.value(labOptions.size))
                               : QSize(1400, 900);
    if (!shotSize.isValid()) {
        std::fprintf(stderr, "ratelab: --size: expected WxH such as 1280x720, got \"%s\"\n",
                     qPrintable(parser.value(labOptions.size)));
        return 2;
    }
    const QString file = parser.positionalArguments().value(0);

    MainWindow::Options options;
    std::unique_ptr<QTemporaryDir> scratch;
    if (parser.isSet(labOptions.screenshot) || parser.isSet(labOptions.measure)) {
        // Screenshots and measurements use a known layout and never touch the user's history;
        // nobody is there to close a dialog (errors go to the status bar and stderr).
        options.restoreLayout = false;
        options.errorDialogs = false;
        scratch = std::make_unique<QTemporaryDir>();
        options.historyPath = scratch->filePath(QStringLiteral("history.sqlite"));
    }
    MainWindow window(options);
    if (parser.isSet(labOptions.beside))
        drawBesideOnFirstResult(window, parser.value(labOptions.beside));
    if (parser.isSet(labOptions.screenshot))
        return takeScreenshot(
            window, parser.value(labOptions.screenshot), file, sourceDir,
            {parser.isSet(labOptions.present), parser.isSet(labOptions.gallery),
             parser.value(labOptions.step).toInt(), parser.value(labOptions.reveal), shotSize,
             parser.values(labOptions.sweep), parser.value(labOptions.calibrate)});
    if (parser.isSet(labOptions.measure))
        return Measurement(window, launch, sourceDir).run(file);

    if (parser.isSet(labOptions.redis)) {
        if (!parseRedisEndpoint(parser.value(labOptions.redis))) {
            std::fprintf(
                stderr, "ratelab: --redis: expected HOST:PORT such as 127.0.0.1:6379, got \"%s\"\n",
                qPrintable(parser.value(labOptions.redis)));
            return 2;
        }
        window.live()->setExternalEndpoint(parser.value(labOptions.redis));
    }
    window.resize(1400, 900);
    window.show();
    openInitial(window, file, sourceDir);
    return QApplication::exec();
}

} // namespace ratelab
