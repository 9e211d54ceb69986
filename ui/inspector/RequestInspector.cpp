// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/inspector/RequestInspector.h"

#include "ui/inspector/RequestQuery.h"
#include "ui/inspector/RequestTableModel.h"
#include "ui/playback/VisibleHorizon.h"
#include "ui/shell/LabController.h"

#include "core/sim/algorithms/AlgorithmRegistry.h"
#include "core/sim/http/HttpText.h"
#include "core/sim/http/ResponseRenderer.h"
#include "core/sim/model/LaneResponse.h"

#include <QFontDatabase>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace ratelab {

RequestInspector::RequestInspector(LabController* controller, QWidget* parent)
    : QWidget(parent)
    , m_controller(controller)
    , m_model(new RequestTableModel(this))
    , m_heading(new QLabel(this))
    , m_table(new QTableView(this))
    , m_response(new QPlainTextEdit(this))
{
    m_heading->setWordWrap(true);
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setAlternatingRowColors(true);
    m_response->setReadOnly(true);
    m_response->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_response->setPlaceholderText(
        tr("Select a request to see the HTTP response its client received."));
    m_response->setLineWrapMode(QPlainTextEdit::NoWrap);

    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->setObjectName(QStringLiteral("inspectorSplitter"));
    splitter->addWidget(m_table);
    splitter->addWidget(m_response);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_heading);
    layout->addWidget(splitter, 1);

    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) { onCurrentRowChanged(current.row()); });
    connect(m_controller, &LabController::resultChanged, this, &RequestInspector::clear);
    clear();
}

void RequestInspector::setHorizon(const VisibleHorizon* horizon)
{
    m_horizon = horizon;
    connect(horizon, &VisibleHorizon::changed, this, [this] {
        if (m_listedUntil && !m_horizon->showsWholeRun() && *m_listedUntil > *m_horizon->limit())
            clear();
    });
}

void RequestInspector::clear()
{
    m_lane = -1;
    m_listedUntil.reset();
    m_model->setRequests(nullptr, {});
    m_response->clear();
    m_heading->setText(tr("Click a moment on a chart to list its requests."));
}

void RequestInspector::showMoment(int lane, SimTime time)
{
    const auto result = m_controller->result();
    if (!result || lane < 0 || static_cast<std::size_t>(lane) >= result->summaries.size())
        return;
    RequestSelection selection = requestsNear(*result, lane, time);
    if (m_horizon && m_horizon->limit() && selection.to > *m_horizon->limit()) {
        // Lesson mode: the class has not seen this moment yet.
        clear();
        m_heading->setText(tr("That moment is after the cursor: the lesson has not shown it yet."));
        return;
    }
    m_lane = lane;
    m_listedUntil = selection.to;
    QString heading =
        tr("<b>%1</b>: %2 requests in %3 s – %4 s")
            .arg(QString::fromStdString(result->summaries[static_cast<std::size_t>(lane)].lane))
            .arg(selection.indices.size())
            .arg(static_cast<double>(selection.from) / 1e6)
            .arg(static_cast<double>(selection.to) / 1e6);
    if (selection.truncated)
        heading += tr(" (first %1 shown)").arg(selection.indices.size());
    if (result->requestLogTruncated && selection.indices.empty())
        heading += tr("<br>The request log was full before this moment (raise request_log_limit).");
    m_heading->setText(heading);
    m_model->setRequests(result, std::move(selection.indices));
    m_response->clear();
    if (m_model->rowCount() > 0)
        selectRow(0);
}

void RequestInspector::selectRow(int row)
{
    m_table->selectRow(row);
    m_table->setCurrentIndex(m_model->index(row, 0));
}

QString RequestInspector::responseText() const
{
    return m_response->toPlainText();
}

void RequestInspector::onCurrentRowChanged(int row)
{
    const RequestRecord* request = m_model->request(row);
    const Scenario& scenario = m_controller->scenario();
    if (!request || m_lane < 0 || static_cast<std::size_t>(m_lane) >= scenario.lanes.size()) {
        m_response->clear();
        return;
    }
    const LaneSpec& lane = scenario.lanes[static_cast<std::size_t>(m_lane)];
    // The rule whose decision the request got speaks for it; a run read back from CSV knows only
    // the refusing rule, and otherwise the first rule speaks.
    const std::vector<RuleSpec> rules = laneRules(lane);
    const RuleSpec& speaker = speakingRule(rules, request->speaker, request->refusedBy);
    const auto result = m_controller->result();
    ResponseOptions options = laneResponseOptions(lane, speaker, request->enforced);
    if (result)
        options.rule = RequestTableModel::refusingRule(*result, *request).toStdString();
    const HttpResponse response =
        renderResponse(request->decision, speaker.params, request->clockMs,
                       result ? result->epochSeconds : 0, options);
    m_response->setPlainText(QString::fromStdString(formatHttpResponse(response)));
}

} // namespace ratelab
