// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The card at the top of the lesson panel in lesson mode: "Step N of M", the step's title and
// sentence filled from the run, its question with exactly its own choices (or a number field),
// empty until the class answers, and a Reveal button; the revealed answer beside the class's
// prediction in the choices' format; the step's claims once the horizon shows the whole run; and
// Previous / Next. Every control is reached by Tab, and Enter in the answer reveals. Reads a
// LessonStepper; reveals through LessonMode (which sweeps the playback to the moment first).
// GUI thread only.
#include <QWidget>

#include <utility>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace ratelab {

class LessonStepper;
class VisibleHorizon;

class StepCard : public QWidget {
    Q_OBJECT
public:
    StepCard(LessonStepper* stepper, VisibleHorizon* horizon, QWidget* parent = nullptr);

    // Re-reads the stepper (a new step, a new run's figures).
    void refresh();
    // What the class answered: the number or the chosen choice; empty when it has not answered.
    [[nodiscard]] QString answerText() const;
    void setAnswerText(const QString& text);
    // The choices offered for the current step's question (empty for a numeric answer).
    [[nodiscard]] QStringList choicesShown() const;

    [[nodiscard]] QLabel* heading() const { return m_heading; }
    [[nodiscard]] QLabel* sentence() const { return m_say; }
    [[nodiscard]] QLabel* revealed() const { return m_revealed; }
    [[nodiscard]] QLabel* claimsLabel() const { return m_claims; }
    [[nodiscard]] QComboBox* choicesBox() const { return m_choices; }
    [[nodiscard]] QLineEdit* numberField() const { return m_number; }
    [[nodiscard]] QPushButton* revealButton() const { return m_reveal; }
    [[nodiscard]] QPushButton* nextButton() const { return m_next; }
    [[nodiscard]] QPushButton* previousButton() const { return m_previous; }

signals:
    void revealRequested(const QString& predicted);

protected:
    void changeEvent(QEvent* event) override;

private:
    void showQuestion(int step);
    void updateFonts();

    LessonStepper* m_stepper;
    VisibleHorizon* m_horizon;
    QLabel* m_heading;
    QLabel* m_say;
    QWidget* m_predict;
    QLabel* m_question;
    QLineEdit* m_number;
    QComboBox* m_choices;
    QPushButton* m_reveal;
    QLabel* m_revealed;
    QLabel* m_claims;
    QPushButton* m_previous;
    QPushButton* m_next;
    // The question the answer widgets were filled for (lesson generation, step): a new one
    // starts empty.
    std::pair<int, int> m_questionFor{-1, -1};
    bool m_fontsUpdating = false;
};

} // namespace ratelab
