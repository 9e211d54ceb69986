// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/sweep/SweepForm.h"

#include "ui/sweep/SweepAxisRow.h"

#include "core/io/sweep/SweepValues.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>

namespace ratelab {

namespace {

QString timeLeft(double seconds)
{
    if (seconds < 0)
        return {};
    if (seconds < 60)
        return QObject::tr("about %1 s left").arg(std::max(1, static_cast<int>(seconds + 0.5)));
    return QObject::tr("about %1 min left").arg(static_cast<int>(seconds / 60 + 0.5));
}

} // namespace

SweepForm::SweepForm(QWidget* parent)
    : QWidget(parent)
    , m_first(new SweepAxisRow)
    , m_second(new SweepAxisRow)
    , m_secondOn(new QCheckBox(tr("Second")))
    , m_seeds(new QSpinBox)
    , m_metric(new QComboBox)
    , m_run(new QPushButton(tr("Run Sweep")))
    , m_cancel(new QPushButton(tr("Cancel")))
    , m_export(new QPushButton(tr("Export sweep.csv…")))
    , m_progress(new QProgressBar)
    , m_status(new QLabel)
    , m_error(new QLabel)
{
    auto* form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(tr("Vary"), m_first);
    m_secondOn->setToolTip(tr("Vary a second parameter too: a heatmap per lane"));
    m_second->setEnabled(false);
    form->addRow(m_secondOn, m_second);
    connect(m_secondOn, &QCheckBox::toggled, m_second, &QWidget::setEnabled);

    auto* options = new QHBoxLayout;
    m_seeds->setRange(1, 1000);
    m_seeds->setToolTip(tr("Run every point on this many seeds (the scenario's, then the next "
                           "ones); the charts show the mean"));
    for (const std::string_view metric : SweepValues::chartMetrics())
        m_metric->addItem(QString::fromUtf8(metric.data(), static_cast<qsizetype>(metric.size())));
    m_metric->setToolTip(tr("The figure the map shows, from each point's lane summary"));
    options->addWidget(new QLabel(tr("Seeds")));
    options->addWidget(m_seeds);
    options->addSpacing(8);
    options->addWidget(new QLabel(tr("Metric")));
    options->addWidget(m_metric, 1);
    form->addRow(options);
    connect(m_metric, &QComboBox::currentIndexChanged, this, &SweepForm::metricChanged);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_run);
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_progress, 1);
    buttons->addWidget(m_export);
    form->addRow(buttons);
    m_cancel->setEnabled(false);
    m_export->setEnabled(false);
    m_progress->setTextVisible(true);
    m_progress->setFormat(QStringLiteral("%v / %m"));
    m_progress->setValue(0);
    connect(m_run, &QPushButton::clicked, this, &SweepForm::runRequested);
    connect(m_cancel, &QPushButton::clicked, this, &SweepForm::cancelRequested);
    connect(m_export, &QPushButton::clicked, this, &SweepForm::exportRequested);

    m_status->setWordWrap(true);
    form->addRow(m_status);
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_error->setVisible(false);
    form->addRow(m_error);
    connect(m_first, &SweepAxisRow::edited, this, [this] { showError({}); });
    connect(m_second, &SweepAxisRow::edited, this, [this] { showError({}); });
}

void SweepForm::setParameters(const QList<SweepParameter>& parameters)
{
    m_first->setParameters(parameters, 0);
    m_second->setParameters(parameters, 2); // the third field: window or burst beside the limit
}

QStringList SweepForm::axisTexts() const
{
    QStringList texts{m_first->text()};
    if (m_secondOn->isChecked())
        texts << m_second->text();
    return texts;
}

int SweepForm::seeds() const
{
    return m_seeds->value();
}

QString SweepForm::metric() const
{
    return m_metric->currentText();
}

void SweepForm::setRunning(bool running)
{
    m_run->setEnabled(!running);
    m_cancel->setEnabled(running);
    m_first->setEnabled(!running);
    m_secondOn->setEnabled(!running);
    m_second->setEnabled(!running && m_secondOn->isChecked());
    m_seeds->setEnabled(!running);
}

void SweepForm::setProgress(qsizetype done, qsizetype total, double secondsLeft)
{
    m_progress->setRange(0, static_cast<int>(total));
    m_progress->setValue(static_cast<int>(done));
    m_status->setText(done < total
                          ? tr("%1 of %2 runs, %3").arg(done).arg(total).arg(timeLeft(secondsLeft))
                          : tr("%1 runs done").arg(total));
}

void SweepForm::setStatus(const QString& text)
{
    m_status->setText(text);
}

void SweepForm::showError(const QString& text)
{
    m_error->setText(text);
    m_error->setVisible(!text.isEmpty());
}

QString SweepForm::error() const
{
    return m_error->text();
}

} // namespace ratelab
