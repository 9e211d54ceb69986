// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/ExportActions.h"

#include "ui/charts/ChartPanel.h"
#include "ui/shell/LabController.h"
#include "ui/shell/ShortcutTable.h"

#include "core/io/csv/AtomicFiles.h"
#include "core/io/csv/RunCsv.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QImage>
#include <QInputDialog>
#include <QPageLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <QProgressDialog>
#include <QRegularExpression>
#include <QSaveFile>

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

#ifdef RATELAB_HAVE_SVG
#include <QSvgGenerator>
#endif

namespace ratelab {

ExportActions::ExportActions(LabController* controller, ChartPanel* charts, QWidget* dialogParent)
    : QObject(dialogParent)
    , m_controller(controller)
    , m_chartPanel(charts)
    , m_dialogParent(dialogParent)
    , m_copy(new QAction(tr("&Copy Charts"), this))
    , m_sequence(new QAction(tr("Playback as PNG &Sequence…"), this))
{
    struct CsvEntry {
        QString text;
        CsvKind kind;
    };
    for (const CsvEntry& e : {CsvEntry{tr("Summary as CSV…"), CsvKind::Summary},
                              CsvEntry{tr("Time Series as CSV…"), CsvKind::TimeSeries},
                              CsvEntry{tr("Request Log as CSV…"), CsvKind::Requests}}) {
        auto* action = new QAction(e.text, this);
        connect(action, &QAction::triggered, this, [this, kind = e.kind] { exportCsv(kind); });
        m_csv << action;
    }
    for (const QString& suffix :
         {QStringLiteral("png"), QStringLiteral("pdf"), QStringLiteral("svg")}) {
        auto* action = new QAction(tr("Charts as %1…").arg(suffix.toUpper()), this);
        if (suffix == QStringLiteral("svg") && !svgSupported()) {
            action->setEnabled(false);
            action->setToolTip(
                tr("SVG export needs Qt Svg (Debian package qt6-svg-dev) at build time"));
        }
        connect(action, &QAction::triggered, this, [this, suffix] { exportChart(suffix); });
        m_charts << action;
    }
    ShortcutTable::bind(m_copy, ShortcutTable::Action::CopyChart);
    m_copy->setToolTip(tr("Copy the charts as an image, to paste into slides or a chat"));
    connect(m_copy, &QAction::triggered, this, [this] { copyToClipboard(m_chartPanel); });
    m_sequence->setToolTip(tr("One PNG per step of the playback cursor over the run, for an "
                              "animation in slides"));
    connect(m_sequence, &QAction::triggered, this, &ExportActions::exportSequence);
}

bool ExportActions::writeCsv(const RunResult& result, CsvKind kind, const QString& path,
                             QString* error)
{
    // The folder was chosen in a dialog: one that is gone is an error, not made anew.
    if (!QFileInfo(QFileInfo(path).absolutePath()).isDir()) {
        if (error)
            *error = QStringLiteral("%1: the folder does not exist").arg(path);
        return false;
    }
    AtomicFiles file;
    // The request log may be streamed to disk and longer than memory: written page by page.
    if (kind == CsvKind::Requests)
        file.add(path, RunCsv::requestsProducer(result));
    else
        file.add(path,
                 kind == CsvKind::Summary ? RunCsv::summary(result) : RunCsv::timeseries(result));
    return file.commit(error);
}

namespace {

const QStringList kChartSuffixes{QStringLiteral("png"), QStringLiteral("pdf"),
                                 QStringLiteral("svg")};

// The page: the on-screen plot under the title block unless a size is asked for.
QSize pageSize(QCustomPlot* plot, const ExportTitle& title, int width, int height)
{
    const int w = width > 0 ? width : plot->width();
    return {w, height > 0 ? height : plot->height() + exportTitleHeight(title, w)};
}

// The title block, then the plot in the rest of the page, in page units.
void drawPage(QCPPainter* painter, QCustomPlot* plot, const ExportTitle& title, QSize page)
{
    painter->fillRect(QRect(QPoint(0, 0), page), Qt::white);
    const int top = drawExportTitle(painter, title, page.width());
    painter->translate(0, top);
    plot->toPainter(painter, page.width(), std::max(1, page.height() - top));
    painter->translate(0, -top);
}

bool failed(QString* error, const QString& path, const QString& what)
{
    if (error)
        *error = QStringLiteral("%1: %2").arg(path, what);
    return false;
}

// PDF and SVG paint the page alike: vector strokes, no cached pixmaps.
bool paintVectorPage(QPaintDevice* device, QCustomPlot* plot, const ExportTitle& title, QSize page)
{
    QCPPainter painter;
    if (!painter.begin(device))
        return false;
    painter.setMode(QCPPainter::pmVectorized);
    painter.setMode(QCPPainter::pmNoCaching);
    drawPage(&painter, plot, title, page);
    painter.end();
    return true;
}

} // namespace

bool ExportActions::savePng(ChartPanel* charts, const QString& path, const ExportTitle& title,
                            int width, int height, QString* error, double scale)
{
    charts->replotNow();
    QCustomPlot* plot = charts->currentPlot();
    const QSize page = pageSize(plot, title, width, height);
    QImage image(page * scale, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    {
        QCPPainter painter(&image);
        if (scale > 1.0)
            painter.setMode(QCPPainter::pmNonCosmetic);
        painter.scale(scale, scale);
        drawPage(&painter, plot, title, page);
    }
    charts->replotNow(); // toPainter laid the plot out for the page: back to the screen's size
    // Shown at its page size by viewers that read the resolution (96 dpi times the scale).
    const int dotsPerMeter = static_cast<int>(std::lround(96.0 / 0.0254 * scale));
    image.setDotsPerMeterX(dotsPerMeter);
    image.setDotsPerMeterY(dotsPerMeter);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || !image.save(&file, "PNG"))
        return failed(error, path, QStringLiteral("cannot write the PNG"));
    if (QString reason; !AtomicFiles::commitFile(file, &reason))
        return failed(error, path, reason);
    return true;
}

bool ExportActions::savePdf(ChartPanel* charts, const QString& path, const ExportTitle& title,
                            int width, int height, QString* error)
{
    charts->replotNow();
    QCustomPlot* plot = charts->currentPlot();
    const QSize page = pageSize(plot, title, width, height);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return failed(error, path, file.errorString());
    {
        QPdfWriter writer(&file);
        writer.setTitle(QStringLiteral("RateLab: %1").arg(title.scenario));
        writer.setCreator(QStringLiteral("RateLab %1").arg(title.version));
        // One page unit per screen pixel, so fonts keep their on-screen proportions.
        writer.setResolution(96);
        writer.setPageLayout(QPageLayout(QPageSize(QSizeF(page) * 72.0 / 96.0, QPageSize::Point,
                                                   QString(), QPageSize::ExactMatch),
                                         QPageLayout::Portrait, QMarginsF(0, 0, 0, 0)));
        if (!paintVectorPage(&writer, plot, title, page))
            return failed(error, path, QStringLiteral("cannot write the PDF"));
    }
    charts->replotNow();
    if (QString reason; !AtomicFiles::commitFile(file, &reason))
        return failed(error, path, reason);
    return true;
}

bool ExportActions::svgSupported()
{
#ifdef RATELAB_HAVE_SVG
    return true;
#else
    return false;
#endif
}

bool ExportActions::saveSvg(ChartPanel* charts, const QString& path, const ExportTitle& title,
                            int width, int height, QString* error)
{
#ifdef RATELAB_HAVE_SVG
    charts->replotNow();
    QCustomPlot* plot = charts->currentPlot();
    const QSize page = pageSize(plot, title, width, height);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return failed(error, path, file.errorString());
    {
        QSvgGenerator generator;
        generator.setOutputDevice(&file);
        generator.setResolution(96);
        generator.setSize(page);
        generator.setViewBox(QRect(QPoint(0, 0), page));
        generator.setTitle(QStringLiteral("RateLab: %1").arg(title.scenario));
        if (!paintVectorPage(&generator, plot, title, page))
            return failed(error, path, QStringLiteral("cannot write the SVG"));
    }
    charts->replotNow();
    if (QString reason; !AtomicFiles::commitFile(file, &reason))
        return failed(error, path, reason);
    return true;
#else
    Q_UNUSED(charts);
    Q_UNUSED(title);
    Q_UNUSED(width);
    Q_UNUSED(height);
    return failed(error, path, QStringLiteral("this build has no SVG support (needs Qt Svg)"));
#endif
}

bool ExportActions::saveChart(ChartPanel* charts, const QString& path, const ExportTitle& title,
                              QString* error)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QStringLiteral("png"))
        return savePng(charts, path, title, 0, 0, error);
    if (suffix == QStringLiteral("pdf"))
        return savePdf(charts, path, title, 0, 0, error);
    if (suffix == QStringLiteral("svg"))
        return saveSvg(charts, path, title, 0, 0, error);
    return failed(error, path, QStringLiteral("charts export as .png, .pdf or .svg"));
}

QString ExportActions::withSuffix(const QString& path, const QStringList& offered,
                                  const QString& selected)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (offered.contains(suffix))
        return path;
    return path.endsWith(QLatin1Char('.')) ? path + selected
                                           : QStringLiteral("%1.%2").arg(path, selected);
}

int ExportActions::savePngSequence(ChartPanel* charts, const QString& dir, const ExportTitle& title,
                                   SimTime duration, int frames, int width, int height,
                                   const std::function<bool(int)>& progress, QString* error)
{
    if (frames < 2 || duration <= 0) {
        failed(error, dir, QStringLiteral("a sequence needs a run and at least 2 frames"));
        return -1;
    }
    if (!QDir().mkpath(dir)) {
        failed(error, dir, QStringLiteral("cannot create the folder"));
        return -1;
    }
    const SimTime was = charts->cursorTime();
    int written = 0;
    for (int i = 0; i < frames; ++i) {
        // Frame 1 at the start, the last at the end of the run (the whole run, unmasked).
        charts->setCursorTime(duration * i / (frames - 1));
        const QString path =
            QDir(dir).filePath(QStringLiteral("frame_%1.png").arg(i + 1, 4, 10, QLatin1Char('0')));
        if (!savePng(charts, path, title, width, height, error)) {
            written = -1;
            break;
        }
        ++written;
        if (progress && !progress(written))
            break;
    }
    charts->setCursorTime(was);
    charts->replotNow();
    return written;
}

void ExportActions::copyToClipboard(ChartPanel* charts)
{
    charts->replotNow();
    QApplication::clipboard()->setPixmap(charts->currentPlot()->toPixmap());
}

QString ExportActions::suggestedName(const QString& what, const QString& suffix) const
{
    QString base = QString::fromStdString(m_controller->scenario().name).toLower();
    base.replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("-"));
    if (base.isEmpty())
        base = QStringLiteral("ratelab");
    return QDir::home().filePath(QStringLiteral("%1-%2.%3").arg(base, what, suffix));
}

void ExportActions::exportCsv(CsvKind kind)
{
    const auto result = m_controller->result();
    if (!result)
        return;
    const QString what = kind == CsvKind::Summary      ? QStringLiteral("summary")
                         : kind == CsvKind::TimeSeries ? QStringLiteral("timeseries")
                                                       : QStringLiteral("requests");
    const QString typed = QFileDialog::getSaveFileName(m_dialogParent, tr("Export %1").arg(what),
                                                       suggestedName(what, QStringLiteral("csv")),
                                                       tr("CSV files (*.csv)"));
    if (typed.isEmpty())
        return;
    const QString path = withSuffix(typed, {QStringLiteral("csv")}, QStringLiteral("csv"));
    QString error;
    if (!writeCsv(*result, kind, path, &error))
        emit errorOccurred(tr("Export failed"), error);
    else
        emit exported(path);
}

void ExportActions::exportChart(const QString& suffix)
{
    QStringList filters;
    QString selected;
    for (const QString& s : kChartSuffixes) {
        if (s == QStringLiteral("svg") && !svgSupported())
            continue;
        filters << tr("%1 files (*.%2)").arg(s.toUpper(), s);
        if (s == suffix)
            selected = filters.back();
    }
    const QString typed = QFileDialog::getSaveFileName(
        m_dialogParent, tr("Export charts"), suggestedName(QStringLiteral("charts"), suffix),
        filters.join(QStringLiteral(";;")), &selected);
    if (typed.isEmpty())
        return;
    // The filter the user ended on names the format a bare or unknown extension gets.
    const QString chosen = kChartSuffixes.value(
        static_cast<int>(std::max<qsizetype>(0, filters.indexOf(selected))), suffix);
    const QString path = withSuffix(typed, kChartSuffixes, chosen);
    QString error;
    if (!saveChart(m_chartPanel, path, ExportTitle::of(*m_controller), &error))
        emit errorOccurred(tr("Export failed"), error);
    else
        emit exported(path);
}

void ExportActions::exportSequence()
{
    const auto result = m_controller->result();
    if (!result)
        return;
    const QString dir = QFileDialog::getExistingDirectory(
        m_dialogParent, tr("Folder for the frames (frame_0001.png…)"), QDir::homePath());
    if (dir.isEmpty())
        return;
    bool ok = false;
    const int frames = QInputDialog::getInt(m_dialogParent, tr("Playback as PNG sequence"),
                                            tr("Frames from the start to the end of the run:"), 60,
                                            2, 1000, 1, &ok);
    if (!ok)
        return;
    QProgressDialog progress(tr("Writing frames…"), tr("Cancel"), 0, frames, m_dialogParent);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(0);
    QString error;
    const int written = savePngSequence(
        m_chartPanel, dir, ExportTitle::of(*m_controller), fromMillis(result->durationMs), frames,
        0, 0,
        [&progress](int done) {
            progress.setValue(done);
            QApplication::processEvents();
            return !progress.wasCanceled();
        },
        &error);
    if (written < 0)
        emit errorOccurred(tr("Export failed"), error);
    else
        emit exported(dir);
}

} // namespace ratelab
