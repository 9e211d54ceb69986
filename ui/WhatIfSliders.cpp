#include "WhatIfSliders.h"

#include "LabController.h"
#include "QuickParameter.h"

#include "scenario/ScenarioSchema.h"

#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QScopedValueRollback>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>

namespace ratelab {

namespace {

constexpr int kMergeBase = 1000;  // undo merge ids: one per parameter, so a drag is one step

QString tooltipOf(const FieldSpec& field)
{
    return field.unit.isEmpty() ? field.tooltip : QStringLiteral("%1 (%2)").arg(field.tooltip, field.unit);
}

} // namespace

WhatIfSliders::WhatIfSliders(LabController* controller, QWidget* parent)
    : QWidget(parent)
    , m_controller(controller)
    , m_lane(new QComboBox(this))
{
    auto* layout = new QGridLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->setHorizontalSpacing(8);
    auto* laneLabel = new QLabel(tr("Apply to"), this);
    m_lane->setToolTip(tr("Change one lane, or every lane at once to compare algorithms at the same setting"));
    layout->addWidget(laneLabel, 0, 0);
    layout->addWidget(m_lane, 0, 1, 1, 2);
    int gridRow = 1;
    for (const QuickParameter& parameter : quickParameters()) {
        const FieldSpec* field = parameter.scope == QuickParameter::Scope::Lane
                                     ? static_cast<const FieldSpec*>(ScenarioSchema::laneField(parameter.path))
                                     : static_cast<const FieldSpec*>(ScenarioSchema::scenarioField(parameter.path));
        if (!field)
            continue;
        Row row{&parameter, new QLabel(field->label, this), new QSlider(Qt::Horizontal, this), new QSpinBox(this)};
        row.slider->setObjectName(parameter.path);
        row.slider->setRange(0, kQuickSliderSteps);
        row.spin->setRange(static_cast<int>(std::max<qint64>(field->minInteger, parameter.sliderMin)),
                           static_cast<int>(std::min<qint64>(field->maxInteger, 1'000'000'000)));
        row.spin->setSuffix(field->unit == QStringLiteral("milliseconds") ? QStringLiteral(" ms") : QString());
        row.spin->setKeyboardTracking(false);
        row.spin->setMinimumWidth(row.spin->fontMetrics().horizontalAdvance(QStringLiteral("0000000 ms")) + 24);
        for (QWidget* w : {static_cast<QWidget*>(row.label), static_cast<QWidget*>(row.slider), static_cast<QWidget*>(row.spin)})
            w->setToolTip(tooltipOf(*field));
        layout->addWidget(row.label, gridRow, 0);
        layout->addWidget(row.slider, gridRow, 1);
        layout->addWidget(row.spin, gridRow, 2);
        ++gridRow;
        m_rows.push_back(row);
        const std::size_t index = m_rows.size() - 1;
        connect(row.slider, &QSlider::valueChanged, this, [this, index](int position) {
            if (!m_refreshing)
                apply(m_rows[index], sliderValue(*m_rows[index].parameter, position), true);
        });
        connect(row.spin, &QSpinBox::valueChanged, this, [this, index](int value) {
            if (!m_refreshing)
                apply(m_rows[index], value, false);
        });
    }
    layout->setColumnStretch(1, 1);
    layout->setRowStretch(gridRow, 1);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    connect(m_lane, &QComboBox::currentIndexChanged, this, &WhatIfSliders::refresh);
    connect(m_controller, &LabController::scenarioChanged, this, &WhatIfSliders::refresh);
    refresh();
}

QSlider* WhatIfSliders::slider(const QString& path) const
{
    for (const Row& row : m_rows) {
        if (row.parameter->path == path)
            return row.slider;
    }
    return nullptr;
}

QSpinBox* WhatIfSliders::spinBox(const QString& path) const
{
    for (const Row& row : m_rows) {
        if (row.parameter->path == path)
            return row.spin;
    }
    return nullptr;
}

void WhatIfSliders::setValue(const QString& path, qint64 value)
{
    for (const Row& row : m_rows) {
        if (row.parameter->path == path)
            apply(row, value, false);
    }
}

void WhatIfSliders::refresh()
{
    const QScopedValueRollback guard(m_refreshing, true);
    const Scenario& scenario = m_controller->scenario();
    const int selected = m_lane->currentIndex();
    if (m_lane->count() != static_cast<int>(scenario.lanes.size()) + 1) {
        const QSignalBlocker block(m_lane);
        m_lane->clear();
        m_lane->addItem(tr("All lanes"));
        for (const LaneSpec& lane : scenario.lanes)
            m_lane->addItem(QString::fromStdString(lane.name));
        m_lane->setCurrentIndex(selected >= 0 && selected < m_lane->count() ? selected : 0);
    } else {
        for (std::size_t i = 0; i < scenario.lanes.size(); ++i)
            m_lane->setItemText(static_cast<int>(i) + 1, QString::fromStdString(scenario.lanes[i].name));
    }
    const int laneIndex = m_lane->currentIndex() - 1;
    for (const Row& row : m_rows) {
        const SchemaField<LaneSpec>* field = ScenarioSchema::laneField(row.parameter->path);
        const LaneSpec* shown = nullptr;
        for (std::size_t i = 0; i < scenario.lanes.size(); ++i) {
            const bool chosen = laneIndex < 0 || static_cast<std::size_t>(laneIndex) == i;
            if (chosen && field && field->isRelevant(scenario.lanes[i])) {
                shown = &scenario.lanes[i];
                break;
            }
        }
        const bool enabled = shown != nullptr;
        for (QWidget* w : {static_cast<QWidget*>(row.label), static_cast<QWidget*>(row.slider), static_cast<QWidget*>(row.spin)})
            w->setEnabled(enabled);
        if (!enabled)
            continue;
        const qint64 value = field->get(*shown).toLongLong();
        row.slider->setValue(sliderPosition(*row.parameter, value));
        row.spin->setValue(static_cast<int>(value));
    }
}

void WhatIfSliders::apply(const Row& row, qint64 value, bool merge)
{
    const SchemaField<LaneSpec>* field = ScenarioSchema::laneField(row.parameter->path);
    if (!field)
        return;
    Scenario after = m_controller->scenario();
    const int laneIndex = m_lane->currentIndex() - 1;
    bool changed = false;
    for (std::size_t i = 0; i < after.lanes.size(); ++i) {
        LaneSpec& lane = after.lanes[i];
        if ((laneIndex >= 0 && static_cast<std::size_t>(laneIndex) != i) || !field->isRelevant(lane))
            continue;
        if (field->get(lane).toLongLong() == value)
            continue;
        field->set(lane, QVariant::fromValue<qint64>(value));
        changed = true;
    }
    if (!changed)
        return;
    const QString target = laneIndex < 0 ? tr("all lanes") : m_lane->currentText();
    const int index = static_cast<int>(row.parameter - quickParameters().data());
    m_controller->edit(tr("Set %1 to %2 (%3)").arg(field->label).arg(value).arg(target), after,
                       merge ? kMergeBase + index : -1);
    // Keep the exact value visible while the slider is dragged.
    const QScopedValueRollback guard(m_refreshing, true);
    row.spin->setValue(static_cast<int>(value));
}

} // namespace ratelab
