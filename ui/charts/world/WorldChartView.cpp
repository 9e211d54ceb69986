#include "ui/charts/world/WorldChartView.h"

#include "ui/charts/world/InstanceBarChart.h"
#include "ui/charts/world/WorldChartRow.h"

#include "ui/charts/ChartItems.h"
#include "ui/charts/ChartSeries.h"
#include "ui/charts/ChartStyle.h"
#include "ui/charts/ColorScheme.h"

#include <QMouseEvent>
#include <QResizeEvent>
#include <QToolTip>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <algorithm>

namespace ratelab {

WorldChartView::WorldChartView(QWidget* parent)
    : QWidget(parent)
    , m_plot(new QCustomPlot(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(chartitems::verticalScroller(m_plot, 420, this));
    chartitems::setUpTimePlot(m_plot);
    m_plot->installEventFilter(this);
    // The axes' margins are known once laid out: then the layout's true minimum (legend rows,
    // every chart with its tick labels) may exceed the estimate, and the view scrolls instead.
    connect(m_plot, &QCustomPlot::afterReplot, this, [this] {
        const int needed = m_plot->plotLayout()->minimumOuterSizeHint().height();
        if (hasWorld() && needed > m_plot->minimumHeight())
            m_plot->setMinimumHeight(needed);
    });
}

WorldChartView::~WorldChartView()
{
    m_rows.clear();
}

QString WorldChartView::tabTitle() const
{
    return tr("Distributed world");
}

QString WorldChartView::tabToolTip() const
{
    return tr("Per lane: admitted by region and by instance, store memory and evictions, store "
              "failures, latency");
}

void WorldChartView::setResult(std::shared_ptr<const RunResult> result, const Scenario& scenario)
{
    const bool had = hasWorld() || !m_result;
    m_result = std::move(result);
    const bool has = m_result && !m_result->topology.empty();
    // Runs without a world cost nothing here: the what-if redraw of plain scenarios stays as fast.
    if (!has && !had)
        return;
    m_lanes = WorldLaneInfo::fromScenario(scenario);
    rebuild();
    requestReplot();
}

void WorldChartView::setOverlay(std::shared_ptr<const RunResult> overlay, const QString& label)
{
    m_overlay = std::move(overlay);
    m_overlayLabel = label;
    for (const auto& row : m_rows)
        row->setOverlay(m_overlay.get(), m_overlayLabel);
    if (hasWorld())
        fitLegendAndHeight(m_plot->width());
    requestReplot();
}

void WorldChartView::rebuild()
{
    QCPRange range(0, 1);
    if (!m_rows.empty())
        range = m_rows.front()->timeRects().front()->axis(QCPAxis::atBottom)->range();
    m_rows.clear();
    m_plot->clearPlottables();
    m_plot->clearItems();
    m_plot->plotLayout()->clear();
    if (!m_result || m_result->topology.empty()) {
        m_plot->setMinimumHeight(0);
        return;
    }
    auto* legend = chartitems::topLegend(m_plot, m_fontScale);
    auto* margins = new QCPMarginGroup(m_plot);
    auto* instanceMargins = new QCPMarginGroup(m_plot);
    const std::size_t lanes =
        std::min({m_result->topology.size(), m_result->summaries.size(), m_result->series.size()});
    QList<double> stretch{0.001};
    m_rowsHeight = 0;
    for (std::size_t lane = 0; lane < lanes; ++lane) {
        auto* cell = new QCPLayoutGrid;
        m_plot->plotLayout()->addElement(static_cast<int>(m_rows.size()) + 1, 0, cell);
        const WorldLaneInfo info = lane < m_lanes.size() ? m_lanes[lane] : WorldLaneInfo{};
        auto row = std::make_unique<WorldChartRow>(m_plot, cell, margins, instanceMargins, legend,
                                                   *m_result, lane, info, m_fontScale);
        row->setOverlay(m_overlay.get(), m_overlayLabel);
        row->setShowTimeAxis(lane + 1 == lanes);
        for (QCPAxisRect* rect : row->timeRects()) {
            connect(rect->axis(QCPAxis::atBottom),
                    qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this,
                    &WorldChartView::onRangeChanged);
        }
        stretch << static_cast<double>(row->timeRects().size());
        m_rowsHeight += static_cast<int>(row->minimumHeight() * m_fontScale);
        m_rows.push_back(std::move(row));
    }
    m_plot->plotLayout()->setRowStretchFactors(stretch);
    m_plot->plotLayout()->setRowSpacing(6);
    fitLegendAndHeight(m_plot->width());
    if (range.lower == 0 && range.upper == 1) {
        const chartseries::TimeRange whole = chartseries::wholeRun(m_result.get());
        range = QCPRange(whole.lower, whole.upper);
    }
    setTimeRange(range.lower, range.upper);
    setCursorTime(m_cursor);
}

void WorldChartView::fitLegendAndHeight(int width)
{
    auto* legend = qobject_cast<QCPLegend*>(m_plot->plotLayout()->elementAt(0));
    if (!legend)
        return;
    chartitems::fitLegendColumns(legend, width);
    m_plot->setMinimumHeight(std::max(m_plot->plotLayout()->minimumOuterSizeHint().height(),
                                      legend->minimumOuterSizeHint().height() + m_rowsHeight
                                          + 6 * static_cast<int>(m_rows.size())));
}

void WorldChartView::onRangeChanged(const QCPRange& range)
{
    if (m_syncing)
        return;
    setTimeRange(range.lower, range.upper);
    reportTimeRange(range.lower, range.upper);
}

void WorldChartView::setTimeRange(double lowerSec, double upperSec)
{
    if (m_syncing)
        return;
    m_syncing = true;
    for (const auto& row : m_rows) {
        for (QCPAxisRect* rect : row->timeRects())
            rect->axis(QCPAxis::atBottom)->setRange(lowerSec, upperSec);
    }
    m_syncing = false;
    if (hasWorld())
        requestReplot();
}

void WorldChartView::setHideFuture(bool on)
{
    m_hideFuture = on;
    setCursorTime(m_cursor);
}

void WorldChartView::setCursorTime(SimTime t)
{
    m_cursor = t;
    const bool active = m_result && t >= 0 && t < fromMillis(m_result->durationMs);
    for (const auto& row : m_rows)
        row->setCursor(chartseries::seconds(std::max<SimTime>(t, 0)), active,
                       m_hideFuture && active);
    if (hasWorld())
        requestReplot();
}

void WorldChartView::setFontScale(double scale)
{
    m_fontScale = scale;
    if (!hasWorld())
        return;
    rebuild();
    requestReplot();
}

QString WorldChartView::tooltipAt(const QPointF& pos) const
{
    for (const auto& row : m_rows) {
        for (QCPAxisRect* rect : row->timeRects()) {
            if (rect->rect().contains(pos.toPoint()))
                return row->tooltipAt(rect->axis(QCPAxis::atBottom)->pixelToCoord(pos.x()));
        }
        if (row->instances()->rect()->rect().contains(pos.toPoint()))
            return row->instances()->tooltipAt(pos.x());
    }
    return QString();
}

bool WorldChartView::eventFilter(QObject* watched, QEvent* event)
{
    if (watched != m_plot)
        return QWidget::eventFilter(watched, event);
    if (event->type() == QEvent::Resize && hasWorld()) {
        fitLegendAndHeight(static_cast<QResizeEvent*>(event)->size().width());
    } else if (event->type() == QEvent::MouseMove) {
        auto* mouse = static_cast<QMouseEvent*>(event);
        if (mouse->buttons() == Qt::NoButton) {
            const QString tip = tooltipAt(mouse->position());
            if (tip.isEmpty())
                QToolTip::hideText();
            else
                QToolTip::showText(mouse->globalPosition().toPoint(), tip, m_plot);
        }
    } else if (event->type() == QEvent::MouseButtonDblClick && m_result) {
        const chartseries::TimeRange whole = chartseries::wholeRun(m_result.get());
        setTimeRange(whole.lower, whole.upper);
        reportTimeRange(whole.lower, whole.upper);
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace ratelab
