// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The lesson panel: the lesson's text with its figures filled from the current run and each of
// its claims marked as holding or not with the current settings (re-checked after every re-run,
// so a what-if shows when a rule of thumb stops applying); for a scenario without a lesson file,
// its description. Then what each lane's algorithm does and the per-lane summary table. Reads
// the LabController; GUI thread only.
#include "core/io/lesson/Lesson.h"

#include <QWidget>

#include <optional>

class QAction;
class QTableView;
class QTextBrowser;

namespace ratelab {

class LabController;
class SummaryTableModel;
class VisibleHorizon;

class LessonPanel : public QWidget {
    Q_OBJECT
public:
    explicit LessonPanel(LabController* controller, QWidget* parent = nullptr);

    [[nodiscard]] SummaryTableModel* summaryModel() const { return m_summary; }
    // Checkable: the summary table shows each figure's change against the pinned run; enabled
    // while a run is pinned. Also in the Simulation menu.
    [[nodiscard]] QAction* changeAction() const { return m_changeAction; }
    // The lesson shown, if the scenario has one, and how many of its claims hold on this run.
    [[nodiscard]] const std::optional<Lesson>& lesson() const { return m_lessonFile; }
    [[nodiscard]] int claimsHolding() const { return m_holding; }
    [[nodiscard]] QString plainText() const;
    // Lesson mode's step card, above the text.
    void showStepCard(QWidget* card);
    // Lesson mode's horizon: before the end of the run the claims (final figures) wait and the
    // summary table counts only up to the cursor, so they spoil no prediction.
    void setHorizon(const VisibleHorizon* horizon);
    [[nodiscard]] bool claimsHeld() const { return m_claimsHeld; }
    // The next scenario opened from `scenarioPath` shows this lesson, whichever lesson file the
    // scenario would find (the gallery opens a lesson by its file, which may share a shipped
    // scenario).
    void expectLesson(const Lesson& lesson);
    // Shows this lesson's text for the scenario open now, without lesson mode (a shared what-if
    // names the lesson it was made in).
    void showLesson(const Lesson& lesson);
    // The lesson's own changes in effect at its current step (`set:` lines): the lesson's claims
    // speak of its own settings, so at such a step they are not checked against this run.
    void setStepChanges(const QStringList& changes);

signals:
    // A glossary link in the lesson text was clicked.
    void glossaryTermActivated(const QString& term);

private:
    void updateText();
    void updateSummary();
    void findLesson();
    void followHorizon();
    void setClaimsHeld(bool held);
    [[nodiscard]] QString lessonMarkdown();

    LabController* m_controller;
    QTextBrowser* m_text;
    QTableView* m_table;
    SummaryTableModel* m_summary;
    QAction* m_changeAction;
    std::optional<Lesson> m_lessonFile;
    QString m_lessonFor;              // the scenario path m_lessonFile was looked up for
    std::optional<Lesson> m_expected; // what expectLesson() asked for, until its scenario opens
    const VisibleHorizon* m_horizon = nullptr;
    QStringList m_stepChanges;
    int m_holding = 0;
    bool m_claimsHeld = false;
};

} // namespace ratelab
