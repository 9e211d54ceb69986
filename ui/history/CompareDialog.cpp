#include "ui/history/CompareDialog.h"

#include "ui/editor/ScenarioFiles.h"
#include "ui/inspector/SummaryTableModel.h"
#include "ui/shell/LabController.h"

#include <QDialogButtonBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace ratelab {

namespace {

QGroupBox* summaryBox(const StoredRun& run, QWidget* parent)
{
    auto* box = new QGroupBox(QStringLiteral("%1  ·  %2")
                                  .arg(run.entry.name, run.entry.created.toLocalTime().toString(
                                                           QStringLiteral("yyyy-MM-dd HH:mm"))),
                              parent);
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

} // namespace

CompareDialog::CompareDialog(LabController* controller, StoredRun a, StoredRun b, QWidget* parent)
    : QDialog(parent)
    , m_controller(controller)
    , m_a(std::move(a))
    , m_b(std::move(b))
{
    setWindowTitle(tr("Compare runs"));
    resize(1200, 420);
    auto* sides = new QHBoxLayout;
    sides->addWidget(summaryBox(m_a, this));
    sides->addWidget(summaryBox(m_b, this));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* overlayButton =
        buttons->addButton(tr("Overlay on charts"), QDialogButtonBox::ActionRole);
    overlayButton->setToolTip(tr("Open the newer run and pin the older one as the faded overlay"));
    connect(overlayButton, &QPushButton::clicked, this, &CompareDialog::overlay);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(sides, 1);
    layout->addWidget(buttons);
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
