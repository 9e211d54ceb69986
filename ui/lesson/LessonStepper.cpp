// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lesson/LessonStepper.h"

#include "ui/editor/ScenarioFiles.h"
#include "ui/shell/LabController.h"

#include "core/io/lesson/AnswerFormat.h"
#include "core/io/scenario/ScenarioLoader.h"

#include <QJsonDocument>
#include <QUndoStack>

namespace ratelab {

LessonStepper::LessonStepper(LabController* controller, QObject* parent)
    : QObject(parent)
    , m_controller(controller)
{
}

void LessonStepper::setLesson(const std::optional<Lesson>& lesson)
{
    m_lesson = lesson;
    ++m_generation;
    m_current = -1;
    m_undoIndex.clear();
    m_predictions.clear();
    emit stepChanged(m_current);
}

int LessonStepper::count() const
{
    return m_lesson ? static_cast<int>(m_lesson->steps.size()) : 0;
}

const LessonStep* LessonStepper::step() const
{
    return m_current >= 0 && m_current < count() ? &m_lesson->steps[m_current] : nullptr;
}

bool LessonStepper::next()
{
    if (m_current + 1 >= count())
        return false;
    enter(m_current + 1, true);
    return true;
}

bool LessonStepper::previous()
{
    if (m_current <= 0)
        return false;
    enter(m_current - 1, false);
    return true;
}

void LessonStepper::goTo(int index)
{
    index = std::clamp(index, -1, count() - 1);
    while (m_current < index)
        next();
    while (m_current > index && m_current > 0)
        previous();
}

void LessonStepper::enter(int index, bool forward)
{
    QUndoStack* undo = m_controller->undoStack();
    if (!forward) {
        // Leaving a try-it step backwards takes its change (and any edit made after it) back.
        if (const auto it = m_undoIndex.constFind(m_current); it != m_undoIndex.constEnd()) {
            undo->setIndex(std::min(*it, undo->index()));
            m_undoIndex.erase(it);
        }
    }
    m_current = index;
    const LessonStep& s = m_lesson->steps[index];
    if (forward && !s.changes.isEmpty()) {
        QJsonObject root =
            QJsonDocument::fromJson(ScenarioFiles::toJson(m_controller->scenario())).object();
        QString error;
        bool applied = true;
        for (const ScenarioOverride& change : s.changes)
            applied = applied && change.apply(root, &error);
        const ScenarioLoadResult loaded =
            applied ? ScenarioLoader::fromObject(root, m_lesson->filePath) : ScenarioLoadResult{};
        if (loaded.ok()) {
            m_undoIndex.insert(index, undo->index());
            m_controller->editAsDocument(tr("Lesson step %1: %2")
                                             .arg(index + 1)
                                             .arg(s.changeTexts.join(QStringLiteral(", "))),
                                         *loaded.scenario);
        } else {
            emit m_controller->errorOccurred(tr("The lesson step cannot be applied"),
                                             applied ? loaded.errorText() : error);
        }
    }
    emit stepChanged(m_current);
}

QStringList LessonStepper::changesInEffect() const
{
    QStringList out;
    const int now = m_controller->undoStack()->index();
    for (auto it = m_undoIndex.constBegin(); it != m_undoIndex.constEnd(); ++it)
        if (now > it.value() && it.key() < count())
            out << m_lesson->steps[it.key()].changeTexts;
    return out;
}

QString LessonStepper::sayText() const
{
    const LessonStep* s = step();
    const auto result = m_controller->result();
    if (!s || !result)
        return s ? s->say : QString();
    return LessonCheck::render(s->say, m_controller->scenario(), *result);
}

QString LessonStepper::questionText() const
{
    const LessonStep* s = step();
    const auto result = m_controller->result();
    if (!s || !s->predict)
        return {};
    return result ? LessonCheck::render(s->predict->question, m_controller->scenario(), *result)
                  : s->predict->question;
}

QList<ClaimOutcome> LessonStepper::claims() const
{
    const auto result = m_controller->result();
    if (!step() || !result)
        return {};
    return LessonCheck::evaluate(*m_lesson, m_current + 1, m_controller->scenario(), *result);
}

QString LessonStepper::measuredAnswer() const
{
    const LessonStep* s = step();
    const auto result = m_controller->result();
    if (!s || !s->predict || !result)
        return {};
    // In the format the choices are written in: the class compares like with like.
    const AnswerFormat format = answerFormat(s->predict->choices);
    return format.finish(LessonCheck::render(format.placeholder(s->predict->answer),
                                             m_controller->scenario(), *result));
}

void LessonStepper::recordPrediction(const QString& predicted)
{
    const LessonStep* s = step();
    if (!s || !s->predict)
        return;
    ClassPrediction p;
    p.step = m_current;
    p.stepTitle = s->title;
    p.question = questionText();
    p.predicted = predicted;
    m_predictions.insert(m_current, p);
    emit predictionChanged(m_current);
}

void LessonStepper::reveal()
{
    const auto it = m_predictions.find(m_current);
    if (it == m_predictions.end())
        return;
    it->measured = measuredAnswer();
    it->revealed = true;
    emit predictionChanged(m_current);
}

const ClassPrediction* LessonStepper::prediction() const
{
    const auto it = m_predictions.constFind(m_current);
    return it == m_predictions.constEnd() ? nullptr : &*it;
}

} // namespace ratelab
