// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lesson/StepCard.h"

#include "ui/charts/ColorScheme.h"
#include "ui/lesson/InlineMarkdown.h"
#include "ui/lesson/LessonStepper.h"
#include "ui/playback/VisibleHorizon.h"

#include <QComboBox>
#include <QDoubleValidator>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QVBoxLayout>

namespace ratelab {

StepCard::StepCard(LessonStepper* stepper, VisibleHorizon* horizon, QWidget* parent)
    : QWidget(parent)
    , m_stepper(stepper)
    , m_horizon(horizon)
    , m_heading(new QLabel(this))
    , m_say(new QLabel(this))
    , m_predict(new QWidget(this))
    , m_question(new QLabel(m_predict))
    , m_number(new QLineEdit(m_predict))
    , m_choices(new QComboBox(m_predict))
    , m_reveal(new QPushButton(tr("&Reveal"), m_predict))
    , m_revealed(new QLabel(m_predict))
    , m_claims(new QLabel(this))
    , m_previous(new QPushButton(tr("◀ Previous"), this))
    , m_next(new QPushButton(tr("Next ▶"), this))
{
    setObjectName(QStringLiteral("stepCard"));
    setAutoFillBackground(true);
    for (QLabel* label : {m_heading, m_say, m_question, m_revealed, m_claims}) {
        label->setWordWrap(true);
        label->setTextFormat(Qt::RichText);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    m_number->setValidator(new QDoubleValidator(m_number));
    m_number->setPlaceholderText(tr("the class's answer"));
    m_number->setAccessibleName(tr("The class's answer"));
    // Neither a long number nor a long choice may set the card's (and the window's) width.
    m_number->setMinimumWidth(
        m_number->fontMetrics().horizontalAdvance(QStringLiteral("0000000.00")) + 16);
    m_choices->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_choices->setMinimumContentsLength(10);
    m_choices->setPlaceholderText(tr("the class's answer"));
    m_choices->setAccessibleName(tr("The class's answer"));
    m_reveal->setToolTip(tr("Record the class's answer, sweep to the moment and show the run's "
                            "(Enter; again to jump there at once)"));
    m_previous->setToolTip(tr("The previous step (PageUp)"));
    m_next->setToolTip(tr("The next step (PageDown reveals an open question first)"));
    // Tab reaches the answer, Reveal and the step buttons; the step keys are window shortcuts,
    // so a focused button never swallows a clicker's PageDown.
    for (QWidget* w :
         std::initializer_list<QWidget*>{m_number, m_choices, m_reveal, m_previous, m_next})
        w->setFocusPolicy(Qt::StrongFocus);

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
    setTabOrder(m_number, m_choices);
    setTabOrder(m_choices, m_reveal);
    setTabOrder(m_reveal, m_previous);
    setTabOrder(m_previous, m_next);

    connect(m_previous, &QPushButton::clicked, m_stepper, &LessonStepper::previous);
    connect(m_next, &QPushButton::clicked, m_stepper, &LessonStepper::next);
    connect(m_reveal, &QPushButton::clicked, this, [this] { emit revealRequested(answerText()); });
    connect(m_number, &QLineEdit::returnPressed, this,
            [this] { emit revealRequested(answerText()); });
    connect(m_stepper, &LessonStepper::stepChanged, this, &StepCard::refresh);
    connect(m_stepper, &LessonStepper::predictionChanged, this, &StepCard::refresh);
    connect(m_horizon, &VisibleHorizon::changed, this, &StepCard::refresh);
    updateFonts();
    refresh();
}

QString StepCard::answerText() const
{
    if (m_choices->count() > 0)
        return m_choices->currentIndex() >= 0 ? m_choices->currentText() : QString();
    return m_number->text().trimmed();
}

void StepCard::setAnswerText(const QString& text)
{
    if (m_choices->count() > 0)
        m_choices->setCurrentIndex(m_choices->findText(text));
    else
        m_number->setText(text);
}

QStringList StepCard::choicesShown() const
{
    QStringList out;
    for (int i = 0; i < m_choices->count(); ++i)
        out << m_choices->itemText(i);
    return out;
}

void StepCard::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        updateFonts();
}

void StepCard::updateFonts()
{
    if (m_fontsUpdating)
        return;
    const QScopedValueRollback<bool> guard(m_fontsUpdating, true);
    // The step's sentence is what the class reads: larger than the lesson's body text, whatever
    // the application font (presentation mode scales it).
    QFont big = font();
    big.setPointSizeF(big.pointSizeF() * 1.2);
    m_say->setFont(big);
    QFont question = font();
    question.setPointSizeF(question.pointSizeF() * 1.1);
    m_question->setFont(question);
    m_revealed->setFont(question);
}

void StepCard::showQuestion(int step)
{
    const LessonStep* s = m_stepper->step();
    const std::pair<int, int> key{m_stepper->generation(), step};
    if (key == m_questionFor)
        return;
    // A new question: exactly its own choices, nothing chosen or typed until the class answers.
    m_questionFor = key;
    m_choices->clear();
    if (s && s->predict)
        m_choices->addItems(s->predict->choices);
    m_choices->setCurrentIndex(-1);
    m_number->clear();
}

void StepCard::refresh()
{
    const LessonStep* step = m_stepper->step();
    const int count = m_stepper->count();
    if (!step) {
        m_heading->setText(count > 0
                               ? tr("<b>%1 steps</b> — press Next (PageDown) to start").arg(count)
                               : tr("This lesson has no guided steps"));
        m_say->clear();
        m_predict->hide();
        m_claims->clear();
        m_claims->hide();
        m_previous->setEnabled(false);
        m_next->setEnabled(count > 0);
        m_questionFor = {-1, -1};
        m_choices->clear();
        return;
    }
    const int index = m_stepper->current();
    m_heading->setText(tr("<span style=\"color:%1\">Step %2 of %3</span>&nbsp; <b>%4</b>")
                           .arg(colors::axisText().name())
                           .arg(index + 1)
                           .arg(count)
                           .arg(inlineMarkdownToHtml(step->title)));
    m_say->setText(inlineMarkdownToHtml(m_stepper->sayText()));
    m_say->setVisible(!step->say.isEmpty());
    m_predict->setVisible(step->predict.has_value());
    showQuestion(index);
    if (step->predict) {
        m_question->setText(
            tr("<b>Predict:</b> %1").arg(inlineMarkdownToHtml(m_stepper->questionText())));
        const bool choices = !step->predict->choices.isEmpty();
        m_choices->setVisible(choices);
        m_number->setVisible(!choices);
        const ClassPrediction* p = m_stepper->prediction();
        const bool revealed = p && p->revealed;
        m_reveal->setEnabled(!revealed);
        m_choices->setEnabled(!revealed);
        m_number->setReadOnly(revealed);
        if (revealed) {
            m_revealed->setText(
                p->predicted.isEmpty()
                    ? tr("The run measured <b>%1</b> (no answer was recorded)")
                          .arg(p->measured.toHtmlEscaped())
                    : tr("Class predicted <b>%1</b> — the run measured <b>%2</b>")
                          .arg(p->predicted.toHtmlEscaped(), p->measured.toHtmlEscaped()));
            m_revealed->show();
        } else {
            m_revealed->clear();
            m_revealed->hide();
        }
    }
    const QList<ClaimOutcome> outcomes = m_stepper->claims();
    QString claims;
    if (!outcomes.isEmpty() && !m_horizon->showsWholeRun()) {
        // Claims speak of the whole run: they wait for the end, as the lesson's own do.
        claims = outcomes.size() == 1
                     ? tr("<p><i>This step's claim shows at the end of the run (End).</i></p>")
                     : tr("<p><i>This step's %1 claims show at the end of the run (End).</i></p>")
                           .arg(outcomes.size());
    } else {
        for (const ClaimOutcome& claim : outcomes)
            claims += claim.holds
                          ? tr("<p><span style=\"color:%1\">✓</span> %2</p>")
                                .arg(colors::good().name(), inlineMarkdownToHtml(claim.text))
                          : tr("<p><span style=\"color:%1\">✗ Does not hold with these "
                               "settings:</span> %2 <i>(measured %3)</i></p>")
                                .arg(colors::bad().name(), inlineMarkdownToHtml(claim.text),
                                     claim.measured.toHtmlEscaped());
    }
    m_claims->setText(claims);
    m_claims->setVisible(!claims.isEmpty());
    m_previous->setEnabled(index > 0);
    m_next->setEnabled(index + 1 < count);
}

} // namespace ratelab
