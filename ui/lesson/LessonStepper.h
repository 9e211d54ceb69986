// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Walks a lesson's guided steps: which step is current, the step's sentence and claims filled
// from the current run, the class's predictions and their revealed answers, and each "try it"
// step's change as one undoable edit through the LabController (going back a step undoes it).
// Holds state only: LessonMode applies a step to the charts and the playback; the StepCard shows
// it. Owned by LessonMode; GUI thread only.
#include "ui/lesson/ClassPrediction.h"

#include "core/io/lesson/LessonCheck.h"

#include <QList>
#include <QMap>
#include <QObject>

#include <optional>

namespace ratelab {

class LabController;

class LessonStepper : public QObject {
    Q_OBJECT
public:
    explicit LessonStepper(LabController* controller, QObject* parent = nullptr);

    // A new lesson (or none) starts before its first step, with no predictions.
    void setLesson(const std::optional<Lesson>& lesson);
    [[nodiscard]] const std::optional<Lesson>& lesson() const { return m_lesson; }
    // Counts setLesson() calls: the same lesson opened again is a new walk through it.
    [[nodiscard]] int generation() const { return m_generation; }
    [[nodiscard]] int count() const;
    // The current step's index into Lesson::steps, -1 before the first.
    [[nodiscard]] int current() const { return m_current; }
    [[nodiscard]] const LessonStep* step() const;

    // Each returns false when there is no step that way. Moving forward onto a step with `set:`
    // changes pushes them as one edit; moving back off it undoes that edit.
    bool next();
    bool previous();
    void goTo(int index);

    // The `set:` changes of the steps walked so far that are in effect now (none once undone).
    [[nodiscard]] QStringList changesInEffect() const;

    // The current step's sentence and question with the run's figures, and its claims checked.
    [[nodiscard]] QString sayText() const;
    [[nodiscard]] QString questionText() const;
    [[nodiscard]] QList<ClaimOutcome> claims() const;
    // The current step's `answer` evaluated on the current run, formatted as placeholders are.
    [[nodiscard]] QString measuredAnswer() const;

    // The class's answer to the current step's question; replaces an earlier one for that step.
    void recordPrediction(const QString& predicted);
    // The current step's answer revealed beside its prediction (the measured value stored).
    void reveal();
    [[nodiscard]] const ClassPrediction* prediction() const;
    // Every prediction the class made, in step order: what the handout prints.
    [[nodiscard]] QList<ClassPrediction> predictions() const { return m_predictions.values(); }

signals:
    void stepChanged(int index);
    void predictionChanged(int index);

private:
    void enter(int index, bool forward);

    LabController* m_controller;
    std::optional<Lesson> m_lesson;
    int m_current = -1;
    int m_generation = 0;
    QMap<int, int> m_undoIndex;               // a try-it step -> the undo index before its edit
    QMap<int, ClassPrediction> m_predictions; // by step
};

} // namespace ratelab
