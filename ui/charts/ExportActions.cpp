#include "ui/charts/ExportActions.h"

#include "ui/charts/ChartPanel.h"
#include "ui/shell/LabController.h"

#include "core/io/csv/RunCsv.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>

#include <qcustomplot.h>

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
    m_copy->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    m_copy->setToolTip(tr("Copy the charts as an image, to paste into slides or a chat"));
    connect(m_copy, &QAction::triggered, this, [this] { copyToClipboard(m_chartPanel); });
}

bool ExportActions::writeCsv(const RunResult& result, CsvKind kind, const QString& path,
                             QString* error)
{
    const std::string text = kind == CsvKind::Summary      ? RunCsv::summary(result)
                             : kind == CsvKind::TimeSeries ? RunCsv::timeseries(result)
                                                           : RunCsv::requests(result);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)
        || file.write(text.data(), static_cast<qint64>(text.size()))
               != static_cast<qint64>(text.size())
        || !file.commit()) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

bool ExportActions::savePng(ChartPanel* charts, const QString& path, int width, int height,
                            QString* error)
{
    charts->replotNow();
    if (!charts->currentPlot()->savePng(path, width, height)) {
        if (error)
            *error = QStringLiteral("%1: cannot write the PNG").arg(path);
        return false;
    }
    return true;
}

bool ExportActions::savePdf(ChartPanel* charts, const QString& path, int width, int height,
                            QString* error)
{
    charts->replotNow();
    if (!charts->currentPlot()->savePdf(path, width, height)) {
        if (error)
            *error = QStringLiteral("%1: cannot write the PDF").arg(path);
        return false;
    }
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

bool ExportActions::saveSvg(ChartPanel* charts, const QString& path, int width, int height,
                            QString* error)
{
#ifdef RATELAB_HAVE_SVG
    QCustomPlot* plot = charts->currentPlot();
    const int w = width > 0 ? width : plot->width();
    const int h = height > 0 ? height : plot->height();
    QSvgGenerator generator;
    generator.setFileName(path);
    generator.setSize(QSize(w, h));
    generator.setViewBox(QRect(0, 0, w, h));
    generator.setTitle(QStringLiteral("RateLab charts"));
    QCPPainter painter;
    if (!painter.begin(&generator)) {
        if (error)
            *error = QStringLiteral("%1: cannot write the SVG").arg(path);
        return false;
    }
    painter.setMode(QCPPainter::pmVectorized);
    painter.setMode(QCPPainter::pmNoCaching);
    plot->toPainter(&painter, w, h);
    painter.end();
    return QFileInfo(path).size() > 0;
#else
    Q_UNUSED(charts);
    Q_UNUSED(width);
    Q_UNUSED(height);
    if (error)
        *error = QStringLiteral("%1: this build has no SVG support (needs Qt Svg)").arg(path);
    return false;
#endif
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
    const QString path = QFileDialog::getSaveFileName(m_dialogParent, tr("Export %1").arg(what),
                                                      suggestedName(what, QStringLiteral("csv")),
                                                      tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!writeCsv(*result, kind, path, &error))
        emit errorOccurred(tr("Export failed"), error);
    else
        emit exported(path);
}

void ExportActions::exportChart(const QString& suffix)
{
    const QString path = QFileDialog::getSaveFileName(
        m_dialogParent, tr("Export charts"), suggestedName(QStringLiteral("charts"), suffix),
        tr("%1 files (*.%2)").arg(suffix.toUpper(), suffix));
    if (path.isEmpty())
        return;
    QString error;
    const bool ok = suffix == QStringLiteral("png")   ? savePng(m_chartPanel, path, 0, 0, &error)
                    : suffix == QStringLiteral("pdf") ? savePdf(m_chartPanel, path, 0, 0, &error)
                                                      : saveSvg(m_chartPanel, path, 0, 0, &error);
    if (!ok)
        emit errorOccurred(tr("Export failed"), error);
    else
        emit exported(path);
}

} // namespace ratelab
