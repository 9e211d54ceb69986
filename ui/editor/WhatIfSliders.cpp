// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/editor/WhatIfSliders.h"

#include "ui/editor/QuickParameter.h"
#include "ui/editor/SliderScale.h"
#include "ui/lesson/GlossaryTips.h"
#include "ui/shell/LabController.h"

#include "core/io/scenario/ScenarioSchema.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QLabel>
#include <QScopedValueRollback>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>

#include <cmath>

namespace ratelab {

namespace {

constexpr int kMergeBase = 1000; // undo merge ids: one per parameter, so a drag is one step

const FieldSpec* fieldOf(const QuickParameter& p)
{
    return p.field.spec();
}

QString suffixOf(const QuickParameter& p)
{
    if (!p.suffix.isEmpty())
        return p.suffix;
    const FieldSpec* field = fieldOf(p);
    return field && field->unit == QStringLiteral("milliseconds") ? QStringLiteral(" ms")
                                                                  : QString();
}

// A value as the spin box shows it, with its unit.
QString shownValue(const QuickParameter& p, std::int64_t value)
{
    if (value == 0 && !p.specialZero.isEmpty())
        return p.specialZero;
    return QString::number(static_cast<double>(value) / p.displayDivisor, 'g', 6) + suffixOf(p);
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
    m_lane->setToolTip(
        tr("Change one lane, or every lane at once to compare algorithms at the same setting"));
    layout->addWidget(laneLabel, 0, 0);
    // A long lane name must not widen the dock (small screens): the list shows it in full.
    m_lane->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_lane->setMinimumContentsLength(12);
    layout->addWidget(m_lane, 0, 1, 1, 2);
    int gridRow = 1;
    for (const QuickParameter& parameter : quickParameters()) {
        if (!parameter.get && !fieldOf(parameter))
            continue;
        Row row{&parameter,
                new QLabel(quickLabel(parameter), this),
                new QSlider(Qt::Horizontal, this),
                nullptr,
                nullptr,
                wholeScale(parameter)};
        row.slider->setObjectName(parameter.path);
        row.label->setWordWrap(true); // a long label takes two lines, not the dock's width
        row.slider->setRange(0, kSliderSteps);
        row.slider->setPageStep(kSliderSteps / 20);
        QAbstractSpinBox* box = nullptr;
        const double lo = static_cast<double>(parameter.sliderMin) / parameter.displayDivisor;
        const double hi = static_cast<double>(quickMaximum(parameter)) / parameter.displayDivisor;
        if (parameter.decimals > 0) {
            row.number = new QDoubleSpinBox(this);
            row.number->setDecimals(parameter.decimals);
            row.number->setRange(lo, hi);
            row.number->setSuffix(suffixOf(parameter));
            box = row.number;
        } else {
            row.spin = new QSpinBox(this);
            row.spin->setRange(static_cast<int>(static_cast<double>(quickMinimum(parameter))
                                                / parameter.displayDivisor),
                               static_cast<int>(hi));
            row.spin->setSuffix(suffixOf(parameter));
            box = row.spin;
        }
        box->setSpecialValueText(parameter.specialZero);
        box->setKeyboardTracking(false);
        box->setMinimumWidth(box->fontMetrics().horizontalAdvance(QStringLiteral("0000000 KiB"))
                             + 24);
        for (QWidget* w : {static_cast<QWidget*>(row.label), static_cast<QWidget*>(row.slider),
                           static_cast<QWidget*>(box)})
            w->setToolTip(
                GlossaryTips::append(quickTooltip(parameter), {parameter.path, parameter.label}));
        layout->addWidget(row.label, gridRow, 0);
        layout->addWidget(row.slider, gridRow, 1);
        layout->addWidget(box, gridRow, 2);
        ++gridRow;
        m_rows.push_back(row);
        const std::size_t index = m_rows.size() - 1;
        connect(row.slider, &QSlider::valueChanged, this, [this, index](int position) {
            if (!m_refreshing)
                apply(m_rows[index], sliderValue(m_rows[index].scale, position), true);
        });
        if (row.spin) {
            connect(row.spin, &QSpinBox::valueChanged, this, [this, index](int value) {
                if (!m_refreshing)
                    apply(m_rows[index],
                          std::llround(value * m_rows[index].parameter->displayDivisor), false);
            });
        } else {
            connect(row.number, &QDoubleSpinBox::valueChanged, this, [this, index](double value) {
                if (!m_refreshing)
                    apply(m_rows[index],
                          std::llround(value * m_rows[index].parameter->displayDivisor), false);
            });
        }
    }
    layout->setColumnStretch(1, 1);
    layout->setRowStretch(gridRow, 1);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    connect(m_lane, &QComboBox::currentIndexChanged, this, &WhatIfSliders::refresh);
    // A new document fits every slider to its values again (an edit only when it leaves a range).
    connect(m_controller, &LabController::documentReplaced, this, [this] { m_fittedLane = -2; });
    connect(m_controller, &LabController::scenarioChanged, this, &WhatIfSliders::refresh);
    refresh();
}

const WhatIfSliders::Row* WhatIfSliders::rowOf(const QString& path) const
{
    for (const Row& row : m_rows) {
        if (row.parameter->path == path)
            return &row;
    }
    return nullptr;
}

QSlider* WhatIfSliders::slider(const QString& path) const
{
    const Row* row = rowOf(path);
    return row ? row->slider : nullptr;
}

QSpinBox* WhatIfSliders::spinBox(const QString& path) const
{
    const Row* row = rowOf(path);
    return row ? row->spin : nullptr;
}

QDoubleSpinBox* WhatIfSliders::doubleSpinBox(const QString& path) const
{
    const Row* row = rowOf(path);
    return row ? row->number : nullptr;
}

SliderScale WhatIfSliders::sliderScale(const QString& path) const
{
    const Row* row = rowOf(path);
    return row ? row->scale : SliderScale{};
}

void WhatIfSliders::fit(Row& row, std::int64_t value)
{
    row.scale = fittedScale(*row.parameter, value);
    const QuickParameter& p = *row.parameter;
    const QString range =
        row.scale.fitted
            ? tr("The slider runs from %1 to %2, a third to three times this scenario's %3.")
                  .arg(shownValue(p, row.scale.min), shownValue(p, row.scale.max),
                       shownValue(p, value))
            : tr("The slider runs from %1 to %2.")
                  .arg(shownValue(p, row.scale.min), shownValue(p, row.scale.max));
    row.slider->setToolTip(GlossaryTips::append(
        quickTooltip(p) + QStringLiteral("\n\n") + range
            + tr(" The box beside it takes any value from %1 to %2.")
                  .arg(shownValue(p, quickMinimum(p)), shownValue(p, quickMaximum(p))),
        {p.path, p.label}));
}

void WhatIfSliders::setValue(const QString& path, qint64 value)
{
    if (const Row* row = rowOf(path))
        apply(*row, value, false);
}

void WhatIfSliders::showValue(const Row& row, std::int64_t value)
{
    const double shown = static_cast<double>(value) / row.parameter->displayDivisor;
    if (row.spin)
        row.spin->setValue(static_cast<int>(std::llround(shown)));
    else
        row.number->setValue(shown);
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
            m_lane->setItemText(static_cast<int>(i) + 1,
                                QString::fromStdString(scenario.lanes[i].name));
    }
    const int laneIndex = m_lane->currentIndex() - 1;
    const bool refit = laneIndex != m_fittedLane;
    m_fittedLane = laneIndex;
    for (Row& row : m_rows) {
        QWidget* box =
            row.spin ? static_cast<QWidget*>(row.spin) : static_cast<QWidget*>(row.number);
        const QList<QWidget*> widgets{row.label, row.slider, box};
        // The world's parameters do not exist without a world: no row at all, as before.
        const bool shown = !row.parameter->needsWorld || scenario.world.enabled();
        for (QWidget* w : widgets)
            w->setVisible(shown);
        const auto value = shown ? quickValue(*row.parameter, scenario, laneIndex) : std::nullopt;
        for (QWidget* w : widgets)
            w->setEnabled(value.has_value());
        if (!value)
            continue;
        // One plain copy: GCC 12 at -O1 with TSan warns that *value may be uninitialised.
        const std::int64_t v = value.value_or(0);
        if (refit || !row.scale.contains(v))
            fit(row, v);
        row.slider->setValue(sliderPosition(row.scale, v));
        showValue(row, v);
    }
}

void WhatIfSliders::apply(const Row& row, std::int64_t value, bool merge)
{
    Scenario after = m_controller->scenario();
    const int laneIndex = m_lane->currentIndex() - 1;
    if (!setQuickValue(*row.parameter, after, laneIndex, value))
        return;
    const bool wholeWorld = row.parameter->scope == QuickParameter::Scope::Scenario;
    const QString target = wholeWorld      ? tr("world")
                           : laneIndex < 0 ? tr("all lanes")
                                           : m_lane->currentText();
    const int index = static_cast<int>(row.parameter - quickParameters().data());
    const QString shown =
        row.parameter->displayDivisor == 1.0
            ? QString::number(value)
            : QString::number(static_cast<double>(value) / row.parameter->displayDivisor, 'g', 6);
    m_controller->edit(tr("Set %1 to %2%3 (%4)")
                           .arg(quickLabel(*row.parameter), shown,
                                row.spin ? row.spin->suffix() : row.number->suffix(), target),
                       after, merge ? kMergeBase + index : -1);
    // Keep the exact value visible while the slider is dragged.
    const QScopedValueRollback guard(m_refreshing, true);
    showValue(row, value);
}

} // namespace ratelab
