// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/SweepChartRenderer.h"

#include "render/ChartFiles.h"
#include "render/SweepHeatmapStyle.h"

#include "core/io/install/SessionRuntimeDir.h"
#include "core/io/sweep/SweepValues.h"

#include <QApplication>

#include <memory>
#include <qcustomplot.h>

namespace ratelab {

namespace {

// Distinct, print-safe colours for lanes (Okabe-Ito).
const QColor kLaneColours[] = {QColor(0, 114, 178),   QColor(230, 159, 0),  QColor(0, 158, 115),
                               QColor(204, 121, 167), QColor(86, 180, 233), QColor(213, 94, 0),
                               QColor(240, 228, 66),  QColor(0, 0, 0)};

// The value labels of an axis on a ticker, at most about 12 shown so they stay legible.
QSharedPointer<QCPAxisTickerText> valueTicker(const SweepAxis& axis)
{
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    const qsizetype n = axis.values.size();
    const qsizetype every = std::max<qsizetype>(1, (n + 11) / 12);
    for (qsizetype i = 0; i < n; i += every)
        ticker->addTick(static_cast<double>(i), axis.labelAt(i));
    return ticker;
}

// "admitted — token-bucket", and with several seeds what each cell or point is.
QString chartTitle(const SweepPlan& plan, const QString& metric, const QString& lane)
{
    QString title = lane.isEmpty() ? metric : metric + QStringLiteral(" — ") + lane;
    if (plan.seedCount() > 1)
        title += QStringLiteral(" (mean of %1 seeds)").arg(plan.seedCount());
    return title;
}

void lineChart(const SweepPlan& plan, const SweepResults& results,
               const std::vector<std::string>& lanes, std::string_view metric,
               std::vector<SweepChartFile>& files)
{
    const SweepAxis& axis = plan.axes().front();
    QCustomPlot plot;
    plot.resize(SweepChartRenderer::kWidth, SweepChartRenderer::kHeight);
    const QString name = QString::fromUtf8(metric.data(), static_cast<qsizetype>(metric.size()));
    plot.plotLayout()->insertRow(0);
    plot.plotLayout()->addElement(0, 0, new QCPTextElement(&plot, chartTitle(plan, name, {})));
    for (std::size_t l = 0; l < lanes.size(); ++l) {
        QCPGraph* graph = plot.addGraph();
        graph->setName(QString::fromStdString(lanes[l]));
        graph->setPen(QPen(kLaneColours[l % std::size(kLaneColours)], 2));
        graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 5));
        for (qsizetype p = 0; p < plan.pointCount(); ++p)
            if (const auto v = SweepValues::value(plan, results, p, l, metric))
                graph->addData(static_cast<double>(p), *v);
    }
    plot.xAxis->setTicker(valueTicker(axis));
    plot.xAxis->setLabel(axis.path);
    plot.yAxis->setLabel(name);
    plot.xAxis->setRange(-0.5, static_cast<double>(plan.pointCount()) - 0.5);
    plot.rescaleAxes(true);
    plot.xAxis->setRange(-0.5, static_cast<double>(plan.pointCount()) - 0.5);
    plot.yAxis->scaleRange(1.1, plot.yAxis->range().center());
    plot.legend->setVisible(true);
    plot.replot();
    addChartFiles(plot, QStringLiteral("line-") + name, files);
}

void heatmap(const SweepPlan& plan, const SweepResults& results, const std::string& lane,
             std::size_t laneIndex, std::string_view metric, std::vector<SweepChartFile>& files)
{
    const SweepAxis& xAxis = plan.axes()[1]; // the faster one across
    const SweepAxis& yAxis = plan.axes()[0];
    const qsizetype nx = xAxis.values.size();
    const qsizetype ny = yAxis.values.size();
    QCustomPlot plot;
    plot.resize(SweepChartRenderer::kWidth, SweepChartRenderer::kHeight);
    const QString name = QString::fromUtf8(metric.data(), static_cast<qsizetype>(metric.size()));
    const QString laneName = QString::fromStdString(lane);
    plot.plotLayout()->insertRow(0);
    plot.plotLayout()->addElement(0, 0,
                                  new QCPTextElement(&plot, chartTitle(plan, name, laneName)));
    auto* map = new QCPColorMap(plot.xAxis, plot.yAxis);
    map->data()->setSize(static_cast<int>(nx), static_cast<int>(ny));
    map->data()->setRange(QCPRange(0, static_cast<double>(nx - 1)),
                          QCPRange(0, static_cast<double>(ny - 1)));
    for (qsizetype p = 0; p < plan.pointCount(); ++p) {
        const std::vector<qsizetype> at = plan.valueIndices(p);
        const auto v = SweepValues::value(plan, results, p, laneIndex, metric);
        map->data()->setCell(static_cast<int>(at[1]), static_cast<int>(at[0]), v ? *v : qQNaN());
    }
    auto* scale = new QCPColorScale(&plot);
    plot.plotLayout()->addElement(1, 1, scale);
    scale->setType(QCPAxis::atRight);
    scale->axis()->setLabel(name);
    map->setColorScale(scale);
    map->setGradient(sweepGradient());
    map->setInterpolate(false);
    map->rescaleDataRange(true);
    labelSweepCells(plot, *map, static_cast<int>(nx), static_cast<int>(ny));
    plot.xAxis->setTicker(valueTicker(xAxis));
    plot.yAxis->setTicker(valueTicker(yAxis));
    plot.xAxis->setLabel(xAxis.path);
    plot.yAxis->setLabel(yAxis.path);
    plot.xAxis->setRange(-0.5, static_cast<double>(nx) - 0.5);
    plot.yAxis->setRange(-0.5, static_cast<double>(ny) - 0.5);
    auto* margins = new QCPMarginGroup(&plot);
    plot.axisRect()->setMarginGroup(QCP::msBottom | QCP::msTop, margins);
    scale->setMarginGroup(QCP::msBottom | QCP::msTop, margins);
    plot.replot();
    addChartFiles(plot, QStringLiteral("heatmap-%1-%2").arg(name, fileSafe(laneName)), files);
}

} // namespace

std::vector<SweepChartFile> SweepChartRenderer::render(const SweepPlan& plan,
                                                       const SweepResults& results)
{
    std::vector<SweepChartFile> files;
    const std::vector<std::string> lanes = SweepValues::lanes(plan, results);
    if (lanes.empty() || plan.axes().size() > 2)
        return files;
    // QCustomPlot is a widget: it needs an application object, offscreen when the CLI runs.
    std::unique_ptr<QApplication> app;
    static int argc = 1;
    static char name[] = "ratelab-cli";
    static char* argv[] = {name, nullptr};
    if (!QCoreApplication::instance()) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        provideRuntimeDir();
        app = std::make_unique<QApplication>(argc, argv);
    }
    for (const std::string_view metric : SweepValues::chartMetrics()) {
        if (plan.axes().size() == 1) {
            lineChart(plan, results, lanes, metric, files);
            continue;
        }
        for (std::size_t l = 0; l < lanes.size(); ++l)
            heatmap(plan, results, lanes[l], l, metric, files);
    }
    return files;
}

} // namespace ratelab
