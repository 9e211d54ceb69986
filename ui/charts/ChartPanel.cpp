#include "ui/charts/ChartPanel.h"

#include "ui/charts/ChartSeries.h"
#include "ui/charts/ChartStyle.h"
#include "ui/charts/ColorScheme.h"
#include "ui/charts/LaneChartRow.h"
#include "ui/charts/ChartItems.h"
#include "ui/charts/world/WorldChartPanel.h"

#include <QMouseEvent>
#include <QResizeEvent>
#include <QStackedWidget>
#include <QTabBar>
#include <QTimer>
#include <QToolTip>
#include <QVBoxLayout>

#include <qcustomplot.h>

namespace ratelab {

ChartPanel::ChartPanel(QWidget* parent)
    : QWidget(parent)
    , m_plot(new QCustomPlot(this))
    , m_tabs(new QTabBar(this))
    , m_stack(new QStackedWidget(this))
    , m_world(new WorldChartPanel(this))
    , m_replotTimer(new QTimer(this))
{
    m_tabs->addTab(tr("Lanes"));
    m_tabs->setTabToolTip(0, tr("Admitted and rejected per bucket and the tracked key's level, one row per lane"));
    m_tabs->addTab(tr("Distributed world"));
    m_tabs->setTabToolTip(1, tr("Per lane: admitted by region and by instance, store memory and evictions, store failures, latency"));
    m_tabs->setDrawBase(false);
    m_tabs->setExpanding(false);
    m_tabs->hide();
    m_stack->addWidget(chartitems::verticalScroller(m_plot, 320, this));
    m_stack->addWidget(m_world);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_tabs);
    layout->addWidget(m_stack);
    connect(m_tabs, &QTabBar::currentChanged, m_stack, &QStackedWidget::setCurrentIndex);
    connect(m_world, &WorldChartPanel::timeRangeChanged, this, &ChartPanel::setTimeRange);
    chartitems::setUpTimePlot(m_plot);
    m_plot->installEventFilter(this);
    m_plot->addLayer(QStringLiteral("bands"), m_plot->layer(QStringLiteral("grid")), QCustomPlot::limAbove);
    m_replotTimer->setSingleShot(true);
    m_replotTimer->setInterval(40);
    connect(m_replotTimer, &QTimer::timeout, this, &ChartPanel::replotNow);
    rebuildRows();
}

ChartPanel::~ChartPanel()
{
    m_rows.clear();
}

void ChartPanel::setResult(std::shared_ptr<const RunResult> result)
{
    const bool sameShape = result && m_result && result->summaries.size() == m_result->summaries.size()
                           && result->durationMs == m_result->durationMs;
    m_result = std::move(result);
    if (!sameShape) {
        rebuildRows();
    } else {
        const QCPRange range = m_rows.front()->timeAxis()->range();
        for (std::size_t lane = 0; lane < m_rows.size(); ++lane) {
            m_rows[lane]->setData(*m_result, lane);
            m_rows[lane]->setOverlay(m_pinned.get(), lane, m_overlayLabel);
            m_rows[lane]->setVisibleRange(range.lower, range.upper, m_plot->width());
        }
    }
    m_world->setResult(m_result, m_worldLanes);
    m_tabs->setVisible(m_world->hasWorld());
    if (!m_world->hasWorld())
        m_tabs->setCurrentIndex(0);
    setCursorTime(m_cursor);
    // A new result is what the user waits for: draw it now. The timer coalesces the rest.
    replotNow();
}

void ChartPanel::setWorldLanes(std::vector<WorldLaneInfo> lanes) { m_worldLanes = std::move(lanes); }

void ChartPanel::setPinned(std::shared_ptr<const RunResult> pinned) { setOverlay(std::move(pinned), tr("pinned run")); }

void ChartPanel::setOverlay(std::shared_ptr<const RunResult> overlay, const QString& label)
{
    m_pinned = std::move(overlay);
    m_overlayLabel = label;
    for (std::size_t lane = 0; lane < m_rows.size(); ++lane)
        m_rows[lane]->setOverlay(m_pinned.get(), lane, m_overlayLabel);
    m_world->setOverlay(m_pinned, m_overlayLabel);
    requestReplot();
}

QCustomPlot* ChartPanel::currentPlot() const { return m_stack->currentIndex() == 1 ? m_world->plot() : m_plot; }


void ChartPanel::rebuildRows()
{
    m_rows.clear();
    m_plot->clearPlottables();
    m_plot->clearItems();
    m_plot->plotLayout()->clear();
    m_legend = new QCPLegend;
    m_plot->plotLayout()->addElement(0, 0, m_legend);
    m_legend->setLayer(QStringLiteral("legend"));
    m_legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    m_legend->setBorderPen(Qt::NoPen);
    m_legend->setBrush(Qt::NoBrush);
    m_legend->setIconSize(14, 10);
    m_legend->setMargins(QMargins(8, 4, 8, 0));
    m_legend->setTextColor(colors::axisText());
    m_legend->setFont(chartstyle::font(m_fontScale));
    auto* margins = new QCPMarginGroup(m_plot);
    const std::size_t lanes = m_result ? m_result->summaries.size() : 0;
    for (std::size_t lane = 0; lane < lanes; ++lane) {
        auto* cell = new QCPLayoutGrid;
        m_plot->plotLayout()->addElement(static_cast<int>(lane) + 1, 0, cell);
        auto row = std::make_unique<LaneChartRow>(m_plot, cell, margins, lane == 0 ? m_legend : nullptr);
        row->setFontScale(m_fontScale);
        row->setData(*m_result, lane);
        row->setOverlay(m_pinned.get(), lane, m_overlayLabel);
        row->setShowTimeAxis(lane + 1 == lanes);
        for (QCPAxisRect* rect : {row->countsRect(), row->levelRect()}) {
            connect(rect->axis(QCPAxis::atBottom), qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this,
                    &ChartPanel::syncTimeRange);
        }
        m_rows.push_back(std::move(row));
    }
    QList<double> stretch{0.001};
    for (std::size_t lane = 0; lane < lanes; ++lane)
        stretch << 1.0;
    m_plot->plotLayout()->setRowStretchFactors(stretch);
    m_plot->plotLayout()->setRowSpacing(2);
    m_plot->setMinimumHeight(28 + static_cast<int>(lanes) * static_cast<int>(LaneChartRow::kMinimumHeight * m_fontScale));
    resetZoom();
}

void ChartPanel::syncTimeRange(const QCPRange& range)
{
    if (m_syncing)
        return;
    m_syncing = true;
    for (const auto& row : m_rows) {
        row->countsRect()->axis(QCPAxis::atBottom)->setRange(range);
        row->levelRect()->axis(QCPAxis::atBottom)->setRange(range);
        row->setVisibleRange(range.lower, range.upper, m_plot->width());
    }
    m_world->setTimeRange(range.lower, range.upper);
    m_syncing = false;
    requestReplot();
}

void ChartPanel::resetZoom()
{
    const double end = std::max(m_result ? chartseries::msToSeconds(m_result->durationMs) : 1.0, 1e-3);
    setTimeRange(-0.005 * end, 1.005 * end);
}

void ChartPanel::setTimeRange(double lowerSec, double upperSec)
{
    syncTimeRange(QCPRange(lowerSec, upperSec));
}

void ChartPanel::setCursorTime(SimTime t)
{
    m_cursor = t;
    const bool active = m_result && t >= 0 && t < fromMillis(m_result->durationMs);
    for (const auto& row : m_rows)
        row->setCursor(chartseries::seconds(std::max<SimTime>(t, 0)), active);
    m_world->setCursorTime(t);
    requestReplot();
}

void ChartPanel::setFontScale(double scale)
{
    m_fontScale = scale;
    if (m_legend)
        m_legend->setFont(chartstyle::font(scale));
    for (const auto& row : m_rows)
        row->setFontScale(scale);
    m_world->setFontScale(scale);
    requestReplot();
}

void ChartPanel::requestReplot()
{
    if (!m_replotTimer->isActive())
        m_replotTimer->start();
}

void ChartPanel::replotNow()
{
    m_replotTimer->stop();
    m_plot->replot();
    if (m_world->hasWorld())
        m_world->replotNow();
    emit replotted();
}

int ChartPanel::laneAt(const QPointF& pos, double* seconds) const
{
    for (std::size_t lane = 0; lane < m_rows.size(); ++lane) {
        for (QCPAxisRect* rect : {m_rows[lane]->countsRect(), m_rows[lane]->levelRect()}) {
            if (rect->rect().contains(pos.toPoint())) {
                *seconds = rect->axis(QCPAxis::atBottom)->pixelToCoord(pos.x());
                return static_cast<int>(lane);
            }
        }
    }
    return -1;
}

bool ChartPanel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched != m_plot)
        return QWidget::eventFilter(watched, event);
    switch (event->type()) {
    case QEvent::Resize:
        for (const auto& row : m_rows)
            row->fitTitle(static_cast<QResizeEvent*>(event)->size().width());
        break;
    case QEvent::MouseMove: {
        auto* mouse = static_cast<QMouseEvent*>(event);
        if (mouse->buttons() != Qt::NoButton)
            break;
        double seconds = 0;
        const int lane = laneAt(mouse->position(), &seconds);
        const QString tip = lane >= 0 ? m_rows[static_cast<std::size_t>(lane)]->tooltipAt(seconds) : QString();
        if (tip.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(mouse->globalPosition().toPoint(), tip, m_plot);
        break;
    }
    case QEvent::MouseButtonPress:
        m_pressPos = static_cast<QMouseEvent*>(event)->position().toPoint();
        break;
    case QEvent::MouseButtonRelease: {
        auto* mouse = static_cast<QMouseEvent*>(event);
        if (mouse->button() != Qt::LeftButton || (mouse->position().toPoint() - m_pressPos).manhattanLength() > 4)
            break;
        double seconds = 0;
        const int lane = laneAt(mouse->position(), &seconds);
        if (lane >= 0)
            emit momentClicked(lane, static_cast<SimTime>(seconds * 1e6));
        break;
    }
    case QEvent::MouseButtonDblClick:
        resetZoom();
        return true;
    default:
        break;
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace ratelab
