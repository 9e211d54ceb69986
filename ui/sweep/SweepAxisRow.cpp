// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/sweep/SweepAxisRow.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLineEdit>

namespace ratelab {

SweepAxisRow::SweepAxisRow(QWidget* parent)
    : QWidget(parent)
    , m_path(new QComboBox)
    , m_spec(new QLineEdit)
{
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_path->setEditable(true);
    m_path->setInsertPolicy(QComboBox::NoInsert);
    m_path->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_path->setMinimumContentsLength(14);
    m_path->setToolTip(tr("The field to vary, by the path --set takes: lanes.*.limit for every "
                          "lane, lanes.1.limit for the second"));
    m_spec->setPlaceholderText(tr("FROM:TO:STEP, FROM:TO:xFACTOR or v1,v2,..."));
    m_spec->setToolTip(tr("The values: FROM:TO:STEP (50:500:50), FROM:TO:xFACTOR (10:1000:x2) "
                          "or a list (gcra,sliding-log); the same text ratelab-cli sweep --vary "
                          "takes"));
    layout->addWidget(m_path, 3);
    layout->addWidget(m_spec, 4);
    connect(m_path, &QComboBox::activated, this, &SweepAxisRow::onPicked);
    connect(m_path, &QComboBox::editTextChanged, this, &SweepAxisRow::edited);
    connect(m_spec, &QLineEdit::textEdited, this, &SweepAxisRow::edited);
}

void SweepAxisRow::setParameters(const QList<SweepParameter>& parameters, int preferred)
{
    const QString path = m_path->currentText();
    const QString spec = m_spec->text();
    m_parameters = parameters;
    m_path->clear();
    for (const SweepParameter& p : parameters) {
        m_path->addItem(p.path);
        m_path->setItemData(m_path->count() - 1, p.description, Qt::ToolTipRole);
    }
    const int kept = m_path->findText(path);
    if (kept >= 0 && !spec.isEmpty()) {
        m_path->setCurrentIndex(kept);
        m_spec->setText(spec);
    } else if (!parameters.isEmpty()) {
        onPicked(std::clamp(preferred, 0, static_cast<int>(parameters.size()) - 1));
    }
}

QString SweepAxisRow::text() const
{
    return m_path->currentText().trimmed() + QLatin1Char('=') + m_spec->text().trimmed();
}

void SweepAxisRow::setText(const QString& path, const QString& spec)
{
    m_path->setEditText(path);
    m_spec->setText(spec);
}

void SweepAxisRow::onPicked(int index)
{
    if (index < 0 || index >= m_parameters.size())
        return;
    m_path->setCurrentIndex(index);
    m_spec->setText(m_parameters[index].spec);
    emit edited();
}

} // namespace ratelab
