// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/LabOptions.h"

#include "core/io/cli/ManPage.h"
#include "core/sim/model/ModelVersion.h"

#include <QCommandLineParser>

namespace ratelab {

namespace {

const QString kFileArgument = QStringLiteral("FILE.json");
const QString kFileDescription =
    QStringLiteral("The scenario to open (a .json or .ratelab.json file), or a shared what-if "
                   "(.ratelab-share.json).");

} // namespace

LabOptions::LabOptions()
    : description(QStringLiteral("RateLab: a desktop lab for API rate limiting."))
    , screenshot(QStringLiteral("screenshot"),
                 QStringLiteral("Render the main window to a PNG and exit."),
                 QStringLiteral("OUT.png"))
    , present(QStringLiteral("present"), QStringLiteral("With --screenshot: in presentation mode."))
    , gallery(QStringLiteral("gallery"), QStringLiteral("With --screenshot: the lesson gallery."))
    , measure(
          QStringLiteral("measure"),
          QStringLiteral("Print timings: launch to first chart, what-if redraw, pan/zoom frames."))
    , step(QStringLiteral("step"), QStringLiteral("With --screenshot: show the lesson's step N."),
           QStringLiteral("N"))
    , reveal(QStringLiteral("reveal"),
             QStringLiteral("With --step: answer the step's question so and reveal the run's "
                            "value."),
             QStringLiteral("ANSWER"))
    , redis(QStringLiteral("redis"),
            QStringLiteral("Repeat runs live against this Redis on this machine instead of a "
                           "private redis-server started on demand."),
            QStringLiteral("HOST:PORT"))
    , beside(
          QStringLiteral("beside"),
          QStringLiteral(
              "Draw a run folder (ratelab-cli run or live --out DIR) beside the scenario's run."),
          QStringLiteral("DIR"))
    , size(QStringLiteral("size"),
           QStringLiteral("With --screenshot: the window's size (1400x900)."),
           QStringLiteral("WxH"))
    , sweep(QStringLiteral("sweep"),
            QStringLiteral("With --screenshot: the Sweep view after sweeping the scenario over "
                           "PATH=SPEC (as ratelab-cli sweep --vary; once or twice)."),
            QStringLiteral("PATH=SPEC"))
    , calibrate(QStringLiteral("calibrate"),
                QStringLiteral("With --screenshot: the calibration view after calibrating this "
                               "Combined access log (all but its 5 heaviest identities "
                               "legitimate)."),
                QStringLiteral("LOG"))
{
}

QList<QCommandLineOption> LabOptions::all() const
{
    return {screenshot, present, gallery, measure, step,     reveal,
            redis,      beside,  size,    sweep,   calibrate};
}

void LabOptions::addTo(QCommandLineParser& parser) const
{
    parser.setApplicationDescription(description);
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOptions(all());
    parser.addPositionalArgument(kFileArgument, kFileDescription);
}

QString LabOptions::manPage() const
{
    const QString version =
        QString::fromUtf8(ratelabVersion().data(), static_cast<qsizetype>(ratelabVersion().size()));
    ManPage man(QStringLiteral("ratelab"), 1, QStringLiteral("RateLab ") + version,
                QStringLiteral("RateLab Manual"));
    QString what = description.section(QLatin1Char(':'), 1).trimmed();
    what.chop(1); // the full stop
    man.section(QStringLiteral("Name"));
    man.paragraph(QStringLiteral("ratelab - ") + what);
    man.section(QStringLiteral("Synopsis"));
    man.preformatted({QStringLiteral("ratelab [OPTIONS] [%1]").arg(kFileArgument)});
    man.section(QStringLiteral("Description"));
    man.paragraph(description);
    man.item(kFileArgument, kFileDescription);
    man.paragraph(QStringLiteral(
        "Without a file it opens the default lesson, boundary-burst. A scenario file named\n"
        "*.ratelab.json is of the MIME type application/x-ratelab-scenario, which the desktop\n"
        "entry opens in RateLab."));
    man.section(QStringLiteral("Options"));
    man.item(QStringLiteral("-h --help"), QStringLiteral("Displays help on commandline options."));
    man.item(QStringLiteral("-v --version"), QStringLiteral("Displays version information."));
    for (const QCommandLineOption& option : all()) {
        QString tag = QStringLiteral("--") + option.names().front();
        if (!option.valueName().isEmpty())
            tag += QLatin1Char(' ') + option.valueName();
        man.item(tag, option.description());
    }
    man.section(QStringLiteral("Files"));
    man.item(QStringLiteral("~/.config/RateLab/ratelab.conf"),
             QStringLiteral("settings: window layout, recent files, reduced motion in lessons"));
    man.item(QStringLiteral("~/.local/share/RateLab/ratelab/history.sqlite"),
             QStringLiteral("the run history"));
    man.item(
        QStringLiteral("~/.local/share/RateLab/ratelab/lessons/"),
        QStringLiteral("your own lessons, listed in the lesson gallery beside the shipped ones"));
    man.item(QStringLiteral("share/ratelab/"),
             QStringLiteral("the shipped lessons, scenarios, glossary and Lua twins, beside the "
                            "program's bin folder (/usr/share/ratelab for the package), then in "
                            "the XDG data directories; a program with no installed copy serves "
                            "the copies compiled into it"));
    man.section(QStringLiteral("See also"));
    man.paragraph(QStringLiteral("ratelab-cli(1)"));
    return man.roff();
}

} // namespace ratelab
