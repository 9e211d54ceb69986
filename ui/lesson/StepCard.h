// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The card at the top of the lesson panel in lesson mode: "Step N of M", the step's title and
// sentence filled from the run, its question with a numeric input or the choices and a Reveal
// button, the revealed answer beside the class's prediction, the step's claims with their marks,
// and Previous / Next. Reads a LessonStepper; reveals through LessonMode (which plays the
// playback to the moment first). GUI thread only.
#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;

namespace ratelab {

class LessonStepper;

class StepCard : public QWidget {
    Q_OBJECT
public:
    explicit StepCard(LessonStepper* stepper, QWidget* parent = nullptr);

    // Re-reads the stepper (a new step, a new run's figures).
    void refresh();
    // What the class's answer currently reads: the number or the chosen choice.
    [[nodiscard]] QString answerText() const;
    void setAnswerText(const QString& text);

    [[nodiscard]] QLabel* heading() const { return m_heading; }
    [[nodiscard]] QLabel* sentence() const { return m_say; }
    [[nodiscard]] QLabel* revealed() const { return m_revealed; }
    [[nodiscard]] QPushButton* revealButton() const { return m_reveal; }
    [[nodiscard]] QPushButton* nextButton() const { return m_next; }
    [[nodiscard]] QPushButton* previousButton() const { return m_previous; }

signals:
    void revealRequested(const QString& predicted);

private:
    LessonStepper* m_stepper;
    QLabel* m_heading;
    QLabel* m_say;
    QWidget* m_predict;
    QLabel* m_question;
    QDoubleSpinBox* m_number;
    QComboBox* m_choices;
    QPushButton* m_reveal;
    QLabel* m_revealed;
    QLabel* m_claims;
    QPushButton* m_previous;
    QPushButton* m_next;
};

} // namespace ratelab
