// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/history/HistoryBrowser.h"

#include "ui/editor/ScenarioFiles.h"
#include "ui/history/CompareDialog.h"
#include "ui/shell/LabController.h"

#include "core/io/history/RunHistory.h"

#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QGridLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace ratelab {

HistoryBrowser::HistoryBrowser(LabController* controller, QWidget* parent)
    : QWidget(parent)
    , m_controller(controller)
    , m_history(std::make_unique<RunHistory>())
    , m_status(new QLabel(this))
    , m_list(new QTreeWidget(this))
    , m_save(new QPushButton(tr("Save run"), this))
    , m_open(new QPushButton(tr("Reopen"), this))
    , m_rename(new QPushButton(tr("Rename"), this))
    , m_delete(new QPushButton(tr("Delete"), this))
    , m_compare(new QPushButton(tr("Compare"), this))
{
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_list->setHeaderLabels({tr("Name"), tr("Scenario"), tr("Saved"), tr("Parameters")});
    m_list->setRootIsDecorated(false);
    m_list->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_list->setAlternatingRowColors(true);
    m_list->header()->setSectionResizeMode(QHeaderView::Interactive);
    m_open->setToolTip(
        tr("Open the selected run's scenario and run it again (same seed: same result)"));
    m_compare->setToolTip(tr("Select two runs to compare their summaries side by side"));
    auto* choose = new QPushButton(tr("File…"), this);
    choose->setToolTip(tr("Open or create another history database"));
    auto* buttons = new QGridLayout;
    buttons->addWidget(m_save, 0, 0);
    buttons->addWidget(m_open, 0, 1);
    buttons->addWidget(m_compare, 0, 2);
    buttons->addWidget(m_rename, 1, 0);
    buttons->addWidget(m_delete, 1, 1);
    buttons->addWidget(choose, 1, 2);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_list, 1);
    layout->addLayout(buttons);
    layout->addWidget(m_status);

    connect(m_save, &QPushButton::clicked, this, [this] {
        const QString suggested = QStringLiteral("%1 — %2").arg(
            QString::fromStdString(m_controller->scenario().name),
            QDateTime::currentDateTime().toString(QStringLiteral("HH:mm:ss")));
        bool ok = false;
        const QString name = QInputDialog::getText(this, tr("Save run"), tr("Name:"),
                                                   QLineEdit::Normal, suggested, &ok);
        if (ok)
            saveCurrent(name);
    });
    connect(m_open, &QPushButton::clicked, this, &HistoryBrowser::reopenSelected);
    connect(m_rename, &QPushButton::clicked, this, &HistoryBrowser::renameSelected);
    connect(m_delete, &QPushButton::clicked, this, &HistoryBrowser::deleteSelected);
    connect(m_compare, &QPushButton::clicked, this, &HistoryBrowser::compareSelected);
    connect(choose, &QPushButton::clicked, this, &HistoryBrowser::chooseDatabase);
    connect(m_list, &QTreeWidget::itemSelectionChanged, this, &HistoryBrowser::updateButtons);
    connect(m_list, &QTreeWidget::itemDoubleClicked, this, &HistoryBrowser::reopenSelected);
    updateButtons();
}

HistoryBrowser::~HistoryBrowser() = default;

QString HistoryBrowser::defaultPath()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir().mkpath(dir);
    return QDir(dir).filePath(QStringLiteral("history.sqlite"));
}

QString HistoryBrowser::statusText() const
{
    return m_status->text();
}

bool HistoryBrowser::openDatabase(const QString& path, bool interactive)
{
    if (!m_history->open(path)) {
        const QString message = m_history->lastError();
        m_status->setText(tr("No history open. %1").arg(message));
        reload();
        if (interactive)
            emit errorOccurred(tr("Cannot open run history"), message);
        return false;
    }
    m_status->setText(tr("History: %1").arg(QDir::toNativeSeparators(path)));
    reload();
    return true;
}

void HistoryBrowser::chooseDatabase()
{
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Open or create a run history"), m_history->path(),
                                     tr("RateLab history (*.sqlite *.db);;All files (*)"), nullptr,
                                     QFileDialog::DontConfirmOverwrite);
    if (!path.isEmpty())
        openDatabase(path);
}

void HistoryBrowser::reload()
{
    m_list->clear();
    if (!m_history->isOpen()) {
        updateButtons();
        return;
    }
    for (const HistoryEntry& e : m_history->entries()) {
        auto* item = new QTreeWidgetItem(
            m_list,
            {e.name, e.scenarioName,
             e.created.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")), e.parameters});
        item->setData(0, Qt::UserRole, QVariant::fromValue<qint64>(e.id));
        item->setToolTip(3, e.parameters);
    }
    m_list->resizeColumnToContents(0);
    updateButtons();
}

QList<std::int64_t> HistoryBrowser::selectedIds() const
{
    QList<std::int64_t> ids;
    for (QTreeWidgetItem* item : m_list->selectedItems())
        ids << item->data(0, Qt::UserRole).toLongLong();
    return ids;
}

void HistoryBrowser::updateButtons()
{
    const auto count = m_list->selectedItems().size();
    const bool open = m_history->isOpen();
    // A read-only history still lists and opens runs; what would write says why it cannot.
    const QString readOnly = m_history->readOnlyReason();
    const bool writable = open && readOnly.isEmpty();
    m_save->setToolTip(
        readOnly.isEmpty()
            ? tr("Keep the current run (scenario, seed, summaries, series) in the history")
            : readOnly);
    m_rename->setToolTip(readOnly);
    m_delete->setToolTip(readOnly);
    m_save->setEnabled(writable);
    m_open->setEnabled(open && count == 1);
    m_rename->setEnabled(writable && count == 1);
    m_delete->setEnabled(writable && count >= 1);
    m_compare->setEnabled(open && count == 2);
    QString reason;
    const bool can = canSave(&reason);
    emit canSaveChanged(can, reason);
}

bool HistoryBrowser::canSave(QString* reason) const
{
    const QString why =
        !m_history->isOpen() ? tr("No run history is open") : m_history->readOnlyReason();
    if (reason)
        *reason = why;
    return why.isEmpty();
}

bool HistoryBrowser::saveCurrent(const QString& name)
{
    const auto result = m_controller->result();
    if (!result || !m_history->isOpen())
        return false;
    if (!m_history->save(name, ScenarioFiles::toJson(m_controller->scenario()),
                         m_controller->parameterSummary(), *result)) {
        emit errorOccurred(tr("Cannot save the run"), m_history->lastError());
        return false;
    }
    reload();
    return true;
}

void HistoryBrowser::reopenSelected()
{
    const auto ids = selectedIds();
    if (ids.size() != 1)
        return;
    const auto run = m_history->load(ids.front());
    if (!run) {
        emit errorOccurred(tr("Cannot reopen the run"), m_history->lastError());
        return;
    }
    m_controller->openJson(run->scenarioJson, tr("%1 (run history)").arg(run->entry.name));
}

void HistoryBrowser::renameSelected()
{
    const auto items = m_list->selectedItems();
    if (items.size() != 1)
        return;
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Rename run"), tr("Name:"),
                                               QLineEdit::Normal, items.front()->text(0), &ok);
    if (!ok || name.isEmpty())
        return;
    if (!m_history->rename(items.front()->data(0, Qt::UserRole).toLongLong(), name))
        emit errorOccurred(tr("Cannot rename the run"), m_history->lastError());
    reload();
}

void HistoryBrowser::deleteSelected()
{
    const auto ids = selectedIds();
    if (ids.isEmpty())
        return;
    if (QMessageBox::question(
            this, tr("Delete runs"),
            tr("Delete %n saved run(s)? This cannot be undone.", nullptr, int(ids.size())))
        != QMessageBox::Yes)
        return;
    for (std::int64_t id : ids) {
        if (!m_history->remove(id))
            emit errorOccurred(tr("Cannot delete the run"), m_history->lastError());
    }
    reload();
}

CompareDialog* HistoryBrowser::compareSelected()
{
    auto ids = selectedIds();
    if (ids.size() != 2) {
        // From the menu without two runs selected: the two newest.
        const QList<HistoryEntry> entries =
            m_history->isOpen() ? m_history->entries() : QList<HistoryEntry>();
        if (entries.size() < 2) {
            emit errorOccurred(tr("Nothing to compare"),
                               tr("Save two runs to the history first (Simulation > Save Run to "
                                  "History), then select both in the History panel."));
            return nullptr;
        }
        ids = {entries[0].id, entries[1].id};
    }
    auto a = m_history->load(ids[1]); // the list is newest first: A is the older run
    auto b = m_history->load(ids[0]);
    if (!a || !b) {
        emit errorOccurred(tr("Cannot compare"), m_history->lastError());
        return nullptr;
    }
    auto* dialog = new CompareDialog(m_controller, std::move(*a), std::move(*b), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
    return dialog;
}

} // namespace ratelab
