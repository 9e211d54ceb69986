// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/history/CompareDialog.h"

#include "ui/editor/ScenarioFiles.h"
#include "ui/history/RunComparisonModel.h"
#include "ui/inspector/SummaryTableModel.h"
#include "ui/shell/LabController.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace ratelab {

namespace {

QString runTitle(const StoredRun& run)
{
    return QStringLiteral("%1  ·  %2")
        .arg(run.entry.name,
             run.entry.created.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")));
}

QGroupBox* summaryBox(const QString& label, const StoredRun& run, QWidget* parent)
{
    auto* box = new QGroupBox(QStringLiteral("%1: %2").arg(label, runTitle(run)), parent);
    auto* model = new SummaryTableModel(box);
    model->setResult(std::make_shared<const RunResult>(run.result));
    auto* table = new QTableView(box);
    table->setModel(model);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    auto* params = new QLabel(run.entry.parameters, box);
    params->setWordWrap(true);
    params->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* layout = new QVBoxLayout(box);
    layout->addWidget(params);
    layout->addWidget(table, 1);
    return box;
}

QJsonObject scenarioObject(const StoredRun& run)
{
    return QJsonDocument::fromJson(run.scenarioJson).object();
}

} // namespace

CompareDialog::CompareDialog(LabController* controller, StoredRun a, StoredRun b, QWidget* parent)
    : QDialog(parent)
    , m_controller(controller)
    , m_a(std::move(a))
    , m_b(std::move(b))
    , m_model(new RunComparisonModel(this))
    , m_differencesOnly(new QCheckBox(tr("&Differences only"), this))
    , m_headline(new QLabel(this))
    , m_table(new QTableView(this))
{
    setWindowTitle(tr("Compare runs"));
    resize(1100, 560);
    m_model->setComparison(
        compareRuns(scenarioObject(m_a), m_a.result, scenarioObject(m_b), m_b.result),
        tr("Run A: %1").arg(runTitle(m_a)), tr("Run B: %1").arg(runTitle(m_b)));
    m_headline->setText(headline());
    m_headline->setWordWrap(true);
    m_differencesOnly->setChecked(m_model->differencesOnly());
    m_differencesOnly->setToolTip(
        tr("Hide the parameters and figures that are the same in both runs"));
    connect(m_differencesOnly, &QCheckBox::toggled, m_model,
            &RunComparisonModel::setDifferencesOnly);
    m_table->setModel(m_model);
    m_table->verticalHeader()->hide();
    m_table->setAlternatingRowColors(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    // The values share what is left: a long one (a description) is elided, whole in its tooltip.
    QHeaderView* header = m_table->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(RunComparisonModel::A, QHeaderView::Stretch);
    header->setSectionResizeMode(RunComparisonModel::B, QHeaderView::Stretch);
    m_table->setWordWrap(false);

    auto* differences = new QWidget;
    auto* differencesLayout = new QVBoxLayout(differences);
    auto* top = new QHBoxLayout;
    top->addWidget(m_headline, 1);
    top->addWidget(m_differencesOnly);
    differencesLayout->addLayout(top);
    differencesLayout->addWidget(m_table, 1);
    auto* summaries = new QWidget;
    auto* sides = new QHBoxLayout(summaries);
    sides->addWidget(summaryBox(tr("Run A"), m_a, summaries));
    sides->addWidget(summaryBox(tr("Run B"), m_b, summaries));
    auto* tabs = new QTabWidget(this);
    tabs->addTab(differences, tr("What differs"));
    tabs->addTab(summaries, tr("Summaries side by side"));

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* overlayButton =
        buttons->addButton(tr("Overlay on charts"), QDialogButtonBox::ActionRole);
    overlayButton->setToolTip(tr("Open the newer run and pin the older one as the faded overlay"));
    connect(overlayButton, &QPushButton::clicked, this, &CompareDialog::overlay);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(tabs, 1);
    layout->addWidget(buttons);
}

QString CompareDialog::headline() const
{
    const auto& rows = m_model->comparison().rows;
    const auto count = [&rows](ComparisonRow::Kind kind) {
        return std::count_if(rows.begin(), rows.end(), [kind](const ComparisonRow& r) {
            return r.kind == kind && r.differs()
                   && (kind == ComparisonRow::Kind::Parameter || r.measured);
        });
    };
    const auto parameters = count(ComparisonRow::Kind::Parameter);
    const auto figures = count(ComparisonRow::Kind::Figure);
    if (parameters == 0 && figures == 0)
        return tr("The two runs have the same settings and the same figures.");
    return (parameters == 1 ? tr("1 setting") : tr("%1 settings").arg(parameters))
           + (figures == 1 ? tr(" and 1 measured figure differ (≠).")
                           : tr(" and %1 measured figures differ (≠).").arg(figures));
}

void CompareDialog::overlay()
{
    // One undoable edit, not a new document: the edits made so far stay on the undo stack, and
    // undo goes back to the scenario as it was before the overlay.
    QString error;
    const auto scenario =
        ScenarioFiles::parse(m_b.scenarioJson, tr("%1 (run history)").arg(m_b.entry.name), &error);
    if (!scenario) {
        emit m_controller->errorOccurred(tr("Cannot open the run"), error);
        return;
    }
    m_controller->edit(tr("Overlay of %1 on %2").arg(m_b.entry.name, m_a.entry.name), *scenario);
    m_controller->setPinnedResult(std::make_shared<const RunResult>(m_a.result));
    accept();
}

} // namespace ratelab
