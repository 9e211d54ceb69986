// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/sweep/SweepView.h"

#include "ui/shell/LabController.h"
#include "ui/sweep/SweepChartStyle.h"
#include "ui/sweep/SweepForm.h"
#include "ui/sweep/SweepFrontierChart.h"
#include "ui/sweep/SweepHeatmap.h"
#include "ui/sweep/SweepJob.h"
#include "ui/sweep/SweepLineChart.h"
#include "ui/sweep/SweepParameters.h"

#include "core/io/csv/AtomicFiles.h"
#include "core/io/scenario/ScenarioLoader.h"
#include "core/io/scenario/ScenarioWriter.h"
#include "core/io/sweep/SweepCsv.h"
#include "core/io/sweep/SweepFrontier.h"

#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QStackedWidget>
#include <QTabWidget>
#include <QThread>
#include <QTimer>
#include <QVBoxLayout>

namespace ratelab {

SweepView::SweepView(LabController* controller, QWidget* parent)
    : QWidget(parent)
    , m_controller(controller)
    , m_form(new SweepForm)
    , m_tabs(new QTabWidget)
    , m_lane(new QComboBox)
    , m_maps(new QStackedWidget)
    , m_line(new SweepLineChart)
    , m_heatmap(new SweepHeatmap)
    , m_frontier(new SweepFrontierChart)
    , m_job(new SweepJob(this))
    , m_redraw(new QTimer(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_form);
    layout->addWidget(m_tabs, 1);

    auto* map = new QWidget;
    auto* mapLayout = new QVBoxLayout(map);
    mapLayout->setContentsMargins(0, 0, 0, 0);
    auto* laneRow = new QHBoxLayout;
    laneRow->addWidget(new QLabel(tr("Lane")));
    laneRow->addWidget(m_lane, 1);
    m_lane->setToolTip(tr("The lane the heatmap shows"));
    mapLayout->addLayout(laneRow);
    m_maps->addWidget(m_line);
    m_maps->addWidget(m_heatmap);
    mapLayout->addWidget(m_maps, 1);
    m_tabs->addTab(map, tr("Map"));
    m_tabs->addTab(m_frontier, tr("Frontier"));
    m_tabs->setTabToolTip(1, tr("False-positive rate against abuse admitted for every point and "
                                "lane; ringed: the configurations no other beats on both"));
    m_lane->setEnabled(false);

    m_redraw->setSingleShot(true);
    m_redraw->setInterval(100);
    connect(m_redraw, &QTimer::timeout, this, &SweepView::redrawNow);
    connect(m_form, &SweepForm::runRequested, this, &SweepView::start);
    connect(m_form, &SweepForm::cancelRequested, this, &SweepView::cancel);
    connect(m_form, &SweepForm::exportRequested, this, &SweepView::askExport);
    connect(m_form, &SweepForm::metricChanged, this, &SweepView::redrawNow);
    connect(m_lane, &QComboBox::currentIndexChanged, this, &SweepView::redrawNow);
    connect(m_job, &SweepJob::runFinished, this, &SweepView::onRun);
    connect(m_job, &SweepJob::progress, this, &SweepView::onProgress);
    connect(m_job, &SweepJob::finished, this, &SweepView::onFinished);
    connect(m_heatmap, &SweepHeatmap::pointClicked, this, &SweepView::openPoint);
    connect(m_line, &SweepLineChart::pointClicked, this, &SweepView::openPoint);
    connect(m_frontier, &SweepFrontierChart::pointClicked, this, &SweepView::openPoint);
    connect(m_controller, &LabController::scenarioChanged, this, &SweepView::refreshParameters);
    // Results of another document would open points of the wrong scenario.
    connect(m_controller, &LabController::documentReplaced, this, &SweepView::clearSweep);
    refreshParameters();
}

SweepView::~SweepView() = default;

void SweepView::refreshParameters()
{
    m_form->setParameters(SweepParameters::offered(m_controller->scenario()));
}

bool SweepView::start()
{
    m_form->showError({});
    QList<SweepAxis> axes;
    QStringList problems;
    for (const QString& text : m_form->axisTexts()) {
        QString error;
        if (auto axis = SweepAxis::parse(text, SweepPlan::kMaxRuns, &error))
            axes.append(*axis);
        else
            problems << error;
    }
    const Scenario& scenario = m_controller->scenario();
    m_source = m_controller->scenarioPath().isEmpty()
                   ? QString::fromStdString(scenario.name)
                   : QDir::toNativeSeparators(m_controller->scenarioPath());
    std::optional<SweepPlan> plan;
    if (problems.isEmpty()) {
        std::vector<std::uint64_t> seeds;
        for (int i = 0; m_form->seeds() > 1 && i < m_form->seeds(); ++i)
            seeds.push_back(scenario.seed + static_cast<std::uint64_t>(i));
        m_base = QJsonDocument::fromJson(ScenarioWriter::toJson(scenario)).object();
        plan = SweepPlan::build(m_base, m_source, std::move(axes), std::move(seeds), &problems);
    }
    if (!plan) {
        m_form->showError(problems.join(QLatin1Char('\n')));
        return false;
    }
    m_plan = std::make_shared<const SweepPlan>(std::move(*plan));
    m_results = SweepResults{};
    m_results.runs.resize(static_cast<std::size_t>(m_plan->runCount()));
    m_lanes.clear();
    {
        const QSignalBlocker block(m_lane);
        m_lane->clear();
        for (const LaneSpec& lane : m_plan->scenario(0).lanes) {
            m_lanes.push_back(lane.name);
            m_lane->addItem(QString::fromStdString(lane.name));
        }
    }
    m_maps->setCurrentWidget(m_plan->axes().size() == 1 ? static_cast<QWidget*>(m_line)
                                                        : m_heatmap);
    m_lane->setEnabled(m_plan->axes().size() == 2);
    m_form->setRunning(true);
    m_form->exportButton()->setEnabled(false);
    m_form->setProgress(0, m_plan->runCount(), -1);
    m_clock.start();
    m_job->start(m_plan, QThread::idealThreadCount());
    redrawNow();
    return true;
}

void SweepView::cancel()
{
    if (!m_job->isRunning())
        return;
    m_form->setStatus(tr("Cancelling…"));
    m_job->cancel();
}

bool SweepView::isRunning() const
{
    return m_job->isRunning();
}

void SweepView::onRun(qsizetype run, const std::shared_ptr<const RunResult>& result)
{
    if (!m_plan || run < 0 || run >= m_plan->runCount())
        return;
    m_results.runs[static_cast<std::size_t>(run)] = *result;
    if (!m_redraw->isActive())
        m_redraw->start();
}

void SweepView::onProgress(qsizetype done, qsizetype total)
{
    const double elapsed = static_cast<double>(m_clock.elapsed()) / 1000.0;
    const double left =
        done > 0 ? elapsed / static_cast<double>(done) * static_cast<double>(total - done) : -1;
    m_form->setProgress(done, total, left);
}

void SweepView::onFinished(bool cancelled, const QString& failure)
{
    if (!m_plan) { // cleared by a new document while it wound down
        m_form->setRunning(false);
        return;
    }
    m_results.cancelled = cancelled;
    m_results.failure = failure.toStdString();
    m_form->setRunning(false);
    redrawNow();
    const qsizetype complete = completePoints();
    m_form->exportButton()->setEnabled(complete > 0);
    if (!failure.isEmpty())
        m_form->showError(tr("The sweep failed at %1").arg(failure));
    if (cancelled)
        m_form->setStatus(tr("Cancelled: %1 of %2 points complete (kept; the others are empty)")
                              .arg(complete)
                              .arg(m_plan->pointCount()));
    else if (failure.isEmpty())
        m_form->setStatus(tr("%1 points x %2 seed(s) in %3 s; click a point to open it")
                              .arg(m_plan->pointCount())
                              .arg(m_plan->seedCount())
                              .arg(static_cast<double>(m_clock.elapsed()) / 1000.0, 0, 'f', 1));
    emit sweepFinished(cancelled);
}

void SweepView::redrawNow()
{
    m_redraw->stop();
    if (!m_plan)
        return;
    const QString metric = m_form->metric();
    if (m_plan->axes().size() == 1) {
        m_line->setSweep(*m_plan, m_results, m_lanes, metric);
    } else if (m_plan->axes().size() == 2) {
        const int lane = std::max(0, m_lane->currentIndex());
        m_heatmap->setSweep(*m_plan, m_results, static_cast<std::size_t>(lane),
                            m_lane->currentText(), metric);
    }
    m_frontier->setEntries(*m_plan, SweepFrontier::entries(*m_plan, m_results), m_lanes);
}

void SweepView::clearSweep()
{
    m_job->cancel();
    m_plan.reset();
    m_results = SweepResults{};
    m_line->clearSweep();
    m_heatmap->clearSweep();
    m_frontier->clearEntries();
    m_form->exportButton()->setEnabled(false);
    m_form->setStatus({});
}

qsizetype SweepView::completePoints() const
{
    qsizetype complete = 0;
    for (qsizetype p = 0; m_plan && p < m_plan->pointCount(); ++p)
        complete += m_results.pointComplete(*m_plan, p) ? 1 : 0;
    return complete;
}

bool SweepView::exportCsv(const QString& path, QString* error)
{
    if (!m_plan) {
        *error = tr("no sweep to export");
        return false;
    }
    AtomicFiles files;
    files.add(path, SweepCsv::text(*m_plan, m_results));
    return files.commit(error);
}

void SweepView::askExport()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export sweep.csv"), QStringLiteral("sweep.csv"), tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    QString error;
    if (exportCsv(path, &error))
        m_form->setStatus(tr("Wrote %1").arg(QDir::toNativeSeparators(path)));
    else
        emit errorOccurred(tr("Cannot export the sweep"), error);
}

bool SweepView::openPoint(qsizetype point)
{
    if (!m_plan || point < 0 || point >= m_plan->pointCount())
        return false;
    // The same overrides, applied the same way, as the sweep's own run of this point.
    QJsonObject root = m_base;
    for (const ScenarioOverride& o : m_plan->overridesAt(point)) {
        QString error;
        if (!o.apply(root, &error)) {
            emit errorOccurred(tr("Cannot open the sweep point"), error);
            return false;
        }
    }
    ScenarioLoadResult loaded = ScenarioLoader::fromObject(root, m_source);
    if (!loaded.ok()) {
        emit errorOccurred(tr("Cannot open the sweep point"), loaded.errors.front().toString());
        return false;
    }
    const QString where = SweepChartStyle::pointText(*m_plan, point);
    m_controller->edit(tr("Sweep point %1").arg(where), *loaded.scenario);
    m_form->setStatus(tr("Opened %1 in the lane charts (Edit > Undo goes back)").arg(where));
    emit pointOpened(point);
    return true;
}

} // namespace ratelab
