// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lesson/StepCard.h"

#include "ui/charts/ColorScheme.h"
#include "ui/lesson/LessonStepper.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace ratelab {

StepCard::StepCard(LessonStepper* stepper, QWidget* parent)
    : QWidget(parent)
    , m_stepper(stepper)
    , m_heading(new QLabel(this))
    , m_say(new QLabel(this))
    , m_predict(new QWidget(this))
    , m_question(new QLabel(m_predict))
    , m_number(new QDoubleSpinBox(m_predict))
    , m_choices(new QComboBox(m_predict))
    , m_reveal(new QPushButton(tr("Reveal"), m_predict))
    , m_revealed(new QLabel(m_predict))
    , m_claims(new QLabel(this))
    , m_previous(new QPushButton(tr("◀ Previous"), this))
    , m_next(new QPushButton(tr("Next ▶"), this))
{
    setObjectName(QStringLiteral("stepCard"));
    setAutoFillBackground(true);
    m_heading->setTextFormat(Qt::RichText);
    for (QLabel* label : {m_heading, m_say, m_question, m_revealed, m_claims}) {
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    QFont big = m_say->font();
    big.setPointSizeF(big.pointSizeF() * 1.15);
    m_say->setFont(big);
    m_number->setRange(-1e12, 1e12);
    m_number->setDecimals(2);
    m_number->setButtonSymbols(QAbstractSpinBox::NoButtons);
    // Neither the huge range nor a long choice may set the card's (and the window's) width.
    m_number->setMinimumWidth(
        m_number->fontMetrics().horizontalAdvance(QStringLiteral("0000000.00")) + 16);
    m_choices->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_choices->setMinimumContentsLength(10);
    m_reveal->setToolTip(tr("Record the class's answer, play to the moment and show the run's"));
    // The class answers with the keyboard alone: the step keys must not land on the buttons.
    for (QPushButton* button : {m_reveal, m_previous, m_next})
        button->setFocusPolicy(Qt::ClickFocus);

    auto* answer = new QHBoxLayout;
    answer->addWidget(m_number, 1);
    answer->addWidget(m_choices, 1);
    answer->addWidget(m_reveal);
    auto* predict = new QVBoxLayout(m_predict);
    predict->setContentsMargins(0, 4, 0, 4);
    predict->addWidget(m_question);
    predict->addLayout(answer);
    predict->addWidget(m_revealed);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_previous);
    buttons->addStretch(1);
    buttons->addWidget(m_next);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 8, 10, 8);
    layout->addWidget(m_heading);
    layout->addWidget(m_say);
    layout->addWidget(m_predict);
    layout->addWidget(m_claims);
    layout->addLayout(buttons);

    connect(m_previous, &QPushButton::clicked, m_stepper, &LessonStepper::previous);
    connect(m_next, &QPushButton::clicked, m_stepper, &LessonStepper::next);
    connect(m_reveal, &QPushButton::clicked, this, [this] { emit revealRequested(answerText()); });
    connect(m_stepper, &LessonStepper::stepChanged, this, &StepCard::refresh);
    connect(m_stepper, &LessonStepper::predictionChanged, this, &StepCard::refresh);
    refresh();
}

QString StepCard::answerText() const
{
    if (m_choices->count() > 0)
        return m_choices->currentText();
    return QLocale().toString(m_number->value(), 'g', 12);
}

void StepCard::setAnswerText(const QString& text)
{
    if (m_choices->count() > 0)
        m_choices->setCurrentText(text);
    else
        m_number->setValue(QLocale().toDouble(text));
}

void StepCard::refresh()
{
    const LessonStep* step = m_stepper->step();
    const int count = m_stepper->count();
    if (!step) {
        m_heading->setText(
            count > 0 ? tr("<b>%1 steps</b> — press Next (→ or PageDown) to start").arg(count)
                      : tr("This lesson has no guided steps"));
        m_say->clear();
        m_predict->hide();
        m_claims->clear();
        m_previous->setEnabled(false);
        m_next->setEnabled(count > 0);
        return;
    }
    const int index = m_stepper->current();
    m_heading->setText(tr("<span style=\"color:#666\">Step %1 of %2</span>&nbsp; <b>%3</b>")
                           .arg(index + 1)
                           .arg(count)
                           .arg(step->title.toHtmlEscaped()));
    m_say->setText(m_stepper->sayText());
    m_say->setVisible(!step->say.isEmpty());
    m_predict->setVisible(step->predict.has_value());
    if (step->predict) {
        m_question->setText(
            tr("<b>Predict:</b> %1").arg(m_stepper->questionText().toHtmlEscaped()));
        const QStringList& choices = step->predict->choices;
        if (m_choices->count() != choices.size() || m_choices->property("step").toInt() != index) {
            m_choices->clear();
            m_choices->addItems(choices);
            m_choices->setProperty("step", index);
            m_number->setValue(0);
        }
        m_choices->setVisible(!choices.isEmpty());
        m_number->setVisible(choices.isEmpty());
        const ClassPrediction* p = m_stepper->prediction();
        if (p && p->revealed) {
            m_revealed->setText(
                tr("Class predicted <b>%1</b> — the run measured <b>%2</b>")
                    .arg(p->predicted.toHtmlEscaped(), p->measured.toHtmlEscaped()));
            m_revealed->show();
        } else {
            m_revealed->clear();
            m_revealed->hide();
        }
    }
    QString claims;
    for (const ClaimOutcome& claim : m_stepper->claims())
        claims += claim.holds ? tr("<p><span style=\"color:%1\">✓</span> %2</p>")
                                    .arg(colors::good().name(), claim.text.toHtmlEscaped())
                              : tr("<p><span style=\"color:%1\">✗ Does not hold with these "
                                   "settings:</span> %2 <i>(measured %3)</i></p>")
                                    .arg(colors::bad().name(), claim.text.toHtmlEscaped(),
                                         claim.measured.toHtmlEscaped());
    m_claims->setText(claims);
    m_claims->setVisible(!claims.isEmpty());
    m_previous->setEnabled(index > 0);
    m_next->setEnabled(index + 1 < count);
}

} // namespace ratelab
