// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/editor/ScenarioEditor.h"

#include "ui/charts/ColorScheme.h"
#include "ui/editor/FieldText.h"
#include "ui/editor/ScenarioListEdits.h"
#include "ui/shell/LabController.h"

#include "core/io/scenario/ScenarioSchema.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <type_traits>

namespace ratelab {

namespace {

template <class Owner>
Owner* ownerIn(Scenario& s, int index)
{
    if constexpr (std::is_same_v<Owner, Scenario>) {
        return &s;
    } else if constexpr (std::is_same_v<Owner, ClientSpec>) {
        return index >= 0 && static_cast<std::size_t>(index) < s.clients.size()
                   ? &s.clients[static_cast<std::size_t>(index)]
                   : nullptr;
    } else {
        return index >= 0 && static_cast<std::size_t>(index) < s.lanes.size()
                   ? &s.lanes[static_cast<std::size_t>(index)]
                   : nullptr;
    }
}

constexpr int kDescriptionMergeId = 2000;

} // namespace

ScenarioEditor::ScenarioEditor(LabController* controller, QWidget* parent)
    : QWidget(parent)
    , m_controller(controller)
    , m_section(new QComboBox(this))
    , m_formHost(new QWidget)
    , m_message(new QLabel(this))
    , m_duplicate(new QPushButton(tr("Duplicate"), this))
    , m_remove(new QPushButton(tr("Remove"), this))
    , m_add(new QToolButton(this))
    , m_addClient(new QAction(tr("Client"), this))
    , m_addLane(new QAction(tr("Lane"), this))
{
    m_section->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_section->setMinimumContentsLength(12); // long lane names must not widen the dock
    m_add->setText(tr("Add"));
    m_add->setToolTip(tr("Add a client (traffic) or a lane (a limiter on the same traffic)"));
    m_add->setPopupMode(QToolButton::InstantPopup);
    m_add->setMenu(new QMenu(m_add));
    m_add->menu()->addActions({m_addClient, m_addLane});
    m_section->setToolTip(tr(
        "Which part of the scenario to edit: its settings, a client (traffic) or a lane (limiter)"));
    m_duplicate->setToolTip(tr(
        "Add a copy of this client or lane, e.g. to compare another algorithm on the same traffic"));
    m_remove->setToolTip(tr("Remove this client or lane from the scenario"));
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // The section on a row of its own and the buttons below it: side by side they set the
    // dock's minimum width (380 px), which a 1280 px screen cannot spare.
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_duplicate);
    buttons->addWidget(m_remove);
    buttons->addStretch();
    auto* top = new QVBoxLayout;
    top->addWidget(m_section);
    top->addLayout(buttons);
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(m_formHost);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addLayout(top);
    layout->addWidget(scroll, 1);
    layout->addWidget(m_message);

    connect(m_section, &QComboBox::currentIndexChanged, this, &ScenarioEditor::rebuildForm);
    connect(m_addClient, &QAction::triggered, this, [this] { add(false); });
    connect(m_addLane, &QAction::triggered, this, [this] { add(true); });
    connect(m_duplicate, &QPushButton::clicked, this, &ScenarioEditor::duplicateCurrent);
    connect(m_remove, &QPushButton::clicked, this, &ScenarioEditor::removeCurrent);
    connect(m_controller, &LabController::scenarioChanged, this, &ScenarioEditor::rebuildSections);
    connect(m_controller, &LabController::runFailed, this,
            [this](const QString& text) { showMessage(text, true); });
    connect(m_controller, &LabController::resultChanged, this, [this] {
        if (m_message->property("error").toBool() && m_message->property("fromRun").toBool())
            showMessage(QString(), false);
    });
    rebuildSections();
}

QString ScenarioEditor::message() const
{
    return m_message->text();
}

void ScenarioEditor::showMessage(const QString& text, bool error)
{
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
    m_message->setProperty("error", error);
    m_message->setProperty("fromRun", error);
    m_message->setStyleSheet(error ? QStringLiteral("color: %1;").arg(colors::bad().name())
                                   : QString());
}

ScenarioEditor::Kind ScenarioEditor::currentKind(int* index) const
{
    const Scenario& s = m_controller->scenario();
    const int section = std::max(0, m_section->currentIndex());
    const int clients = static_cast<int>(s.clients.size());
    if (section == 0) {
        *index = 0;
        return Kind::Scenario;
    }
    if (section <= clients) {
        *index = section - 1;
        return Kind::Client;
    }
    *index = section - 1 - clients;
    return Kind::Lane;
}

void ScenarioEditor::rebuildSections()
{
    const Scenario& s = m_controller->scenario();
    QStringList names{tr("Scenario settings")};
    for (const ClientSpec& client : s.clients)
        names << tr("Client: %1").arg(QString::fromStdString(client.name));
    for (const LaneSpec& lane : s.lanes)
        names << tr("Lane: %1").arg(QString::fromStdString(lane.name));
    QStringList current;
    for (int i = 0; i < m_section->count(); ++i)
        current << m_section->itemText(i);
    if (current.size() == names.size()) {
        // Same structure: rename in place and refresh values, so the field being typed in keeps
        // focus.
        for (int i = 0; i < names.size(); ++i)
            m_section->setItemText(i, names[i]);
        refreshValues();
        return;
    }
    const int previous = m_section->currentIndex();
    {
        const QSignalBlocker block(m_section);
        m_section->clear();
        m_section->addItems(names);
        m_section->setCurrentIndex(previous >= 0 && previous < names.size() ? previous : 0);
    }
    rebuildForm();
}

void ScenarioEditor::rebuildForm()
{
    m_bindings.clear();
    delete m_formHost->layout();
    const auto children = m_formHost->findChildren<QWidget*>(Qt::FindDirectChildrenOnly);
    qDeleteAll(children);
    auto* column = new QVBoxLayout(m_formHost);
    m_form = new QFormLayout;
    column->addLayout(m_form);
    column->addStretch(1);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_form->setLabelAlignment(Qt::AlignRight | Qt::AlignVCenter);
    int index = 0;
    switch (currentKind(&index)) {
    case Kind::Scenario:
        buildFields<Scenario>(ScenarioSchema::scenarioFields(), Kind::Scenario, index);
        break;
    case Kind::Client:
        buildFields<ClientSpec>(ScenarioSchema::clientFields(), Kind::Client, index);
        break;
    case Kind::Lane:
        buildFields<LaneSpec>(ScenarioSchema::laneFields(), Kind::Lane, index);
        break;
    }
    const bool list = m_section->currentIndex() > 0;
    m_duplicate->setEnabled(list);
    m_remove->setEnabled(list);
    refreshValues();
    repairTabOrder();
}

void ScenarioEditor::repairTabOrder()
{
    // The fields are made after the rest of the window, so by default Tab would reach them last
    // (after every other panel): chain them right after the section's buttons instead.
    setTabOrder(m_section, m_add);
    setTabOrder(m_add, m_duplicate);
    setTabOrder(m_duplicate, m_remove);
    QWidget* previous = m_remove;
    for (QWidget* w : m_formHost->findChildren<QWidget*>()) {
        if (!(w->focusPolicy() & Qt::TabFocus) || w->focusProxy())
            continue;
        setTabOrder(previous, w);
        previous = w;
    }
}

template <class Owner, class Fields>
void ScenarioEditor::buildFields(Fields fields, Kind kind, int index)
{
    for (const SchemaField<Owner>& field : fields) {
        Binding binding;
        binding.path = field.path;
        auto* label = new QLabel(fieldtext::label(field), m_formHost);
        label->setToolTip(fieldtext::tooltip(field));
        label->setWordWrap(true); // a long name and unit take two lines, not the dock's width
        const SchemaField<Owner>* f = &field;
        auto current = [this, index, f]() -> const Owner* {
            return ownerIn<Owner>(const_cast<Scenario&>(m_controller->scenario()), index);
        };
        auto rowVisible = [this, current, f](QWidget* editor) {
            const Owner* owner = current();
            const bool world =
                !fieldtext::needsWorld(*f) || m_controller->scenario().world.enabled();
            m_form->setRowVisible(editor, world && owner && f->isRelevant(*owner));
        };
        if (field.type == FieldType::Boolean) {
            auto* box = new QCheckBox(m_formHost);
            connect(box, &QCheckBox::toggled, this, [this, kind, index, f](bool on) {
                if (!m_refreshing)
                    commit<Owner>(kind, index, *f, QJsonValue(on), f->set);
            });
            binding.editor = box;
            binding.refresh = [box, current, f, rowVisible] {
                if (const Owner* owner = current())
                    box->setChecked(f->get(*owner).toBool());
                rowVisible(box);
            };
        } else if (field.type == FieldType::Choice) {
            auto* combo = new QComboBox(m_formHost);
            for (qsizetype i = 0; i < field.choices.size(); ++i) {
                combo->addItem(field.choices[i], field.choices[i]);
                if (i < field.choiceDescriptions.size())
                    combo->setItemData(static_cast<int>(i), field.choiceDescriptions[i],
                                       Qt::ToolTipRole);
            }
            connect(combo, &QComboBox::activated, this, [this, kind, index, f, combo](int i) {
                commit<Owner>(kind, index, *f, QJsonValue(combo->itemData(i).toString()), f->set);
            });
            binding.editor = combo;
            binding.refresh = [combo, current, f, rowVisible] {
                if (const Owner* owner = current())
                    combo->setCurrentIndex(combo->findData(f->get(*owner).toString()));
                rowVisible(combo);
            };
        } else if (field.type == FieldType::Text) {
            auto* edit = new QPlainTextEdit(m_formHost);
            edit->setTabChangesFocus(true);
            edit->setFixedHeight(edit->fontMetrics().lineSpacing() * 5 + 12);
            auto* idle = new QTimer(edit);
            idle->setSingleShot(true);
            idle->setInterval(600);
            connect(edit, &QPlainTextEdit::textChanged, idle, qOverload<>(&QTimer::start));
            connect(idle, &QTimer::timeout, this, [this, kind, index, f, edit] {
                commit<Owner>(kind, index, *f, QJsonValue(edit->toPlainText()), f->set);
            });
            binding.editor = edit;
            binding.refresh = [edit, current, f, rowVisible] {
                if (const Owner* owner = current()) {
                    const QString text = f->get(*owner).toString();
                    if (edit->toPlainText() != text) {
                        const QSignalBlocker block(edit);
                        edit->setPlainText(text);
                    }
                }
                rowVisible(edit);
            };
        } else {
            auto* edit = new QLineEdit(m_formHost);
            if (!field.unit.isEmpty())
                edit->setPlaceholderText(field.unit);
            connect(edit, &QLineEdit::editingFinished, this, [this, kind, index, f, edit, current] {
                const Owner* owner = current();
                if (!owner || fieldtext::display(*f, f->get(*owner)) == edit->text())
                    return;
                // Committed (or refused): from now on undo and redo may overwrite the text again.
                edit->setModified(false);
                commit<Owner>(kind, index, *f, fieldtext::toJson(*f, edit->text()), f->set);
            });
            binding.editor = edit;
            binding.refresh = [edit, current, f, rowVisible] {
                if (const Owner* owner = current()) {
                    if (!edit->hasFocus() || !edit->isModified()) {
                        edit->setText(fieldtext::display(*f, f->get(*owner)));
                        // Show a long value from its start, as a reader expects, not its tail.
                        if (!edit->hasFocus())
                            edit->setCursorPosition(0);
                    }
                }
                rowVisible(edit);
            };
        }
        binding.editor->setToolTip(fieldtext::tooltip(field));
        binding.editor->setObjectName(field.path);
        m_form->addRow(binding.label = label, binding.editor);
        m_bindings.push_back(std::move(binding));
    }
}

template <class Owner>
void ScenarioEditor::commit(Kind kind, int index, const FieldSpec& field, const QJsonValue& value,
                            const std::function<void(Owner&, const QVariant&)>& set)
{
    QVariant converted;
    QString subPath;
    QString problem;
    const QString where = kind == Kind::Scenario ? field.path
                          : kind == Kind::Client
                              ? QStringLiteral("clients[%1].%2").arg(index).arg(field.path)
                              : QStringLiteral("lanes[%1].%2").arg(index).arg(field.path);
    if (!field.fromJson(value, converted, subPath, problem)) {
        showMessage(QStringLiteral("%1%2: %3").arg(where, subPath, problem), true);
        m_message->setProperty("fromRun", false);
        return;
    }
    Scenario after = m_controller->scenario();
    Owner* owner = ownerIn<Owner>(after, index);
    if (!owner)
        return;
    set(*owner, converted);
    showMessage(QString(), false);
    m_controller->edit(tr("Edit %1").arg(where), after,
                       field.type == FieldType::Text ? kDescriptionMergeId : -1);
}

void ScenarioEditor::refreshValues()
{
    const QScopedValueRollback guard(m_refreshing, true);
    for (const Binding& binding : m_bindings)
        binding.refresh();
}

QWidget* ScenarioEditor::editorFor(const QString& path) const
{
    for (const Binding& binding : m_bindings) {
        if (binding.path == path)
            return binding.editor;
    }
    return nullptr;
}

} // namespace ratelab
