// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lesson/LessonPanel.h"

#include "ui/charts/ColorScheme.h"
#include "ui/inspector/SummaryTableModel.h"
#include "ui/lesson/GlossaryLinks.h"
#include "ui/playback/VisibleHorizon.h"
#include "ui/shell/LabController.h"

#include "core/io/lesson/LessonCheck.h"
#include "core/io/lesson/LessonLibrary.h"
#include "core/sim/algorithms/AlgorithmRegistry.h"

#include <QAction>
#include <QHeaderView>
#include <QScrollBar>
#include <QSplitter>
#include <QTableView>
#include <QTextBrowser>
#include <QTextCursor>
#include <QToolButton>
#include <QVBoxLayout>

#include <set>

namespace ratelab {

namespace {

QString qs(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

QString paragraphs(const QString& text)
{
    QString html;
    for (const QString& p : text.split(QStringLiteral("\n\n"), Qt::SkipEmptyParts))
        html += QStringLiteral("<p>%1</p>")
                    .arg(p.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>")));
    return html;
}

} // namespace

LessonPanel::LessonPanel(LabController* controller, QWidget* parent)
    : QWidget(parent)
    , m_controller(controller)
    , m_text(new QTextBrowser(this))
    , m_table(new QTableView(this))
    , m_summary(new SummaryTableModel(this))
    , m_changeAction(new QAction(tr("Show C&hange Against Pinned Run"), this))
{
    m_text->setOpenExternalLinks(false);
    connect(new GlossaryLinks(m_text), &GlossaryLinks::termActivated, this,
            &LessonPanel::glossaryTermActivated);
    m_text->setFrameShape(QFrame::NoFrame);
    m_table->setModel(m_summary);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // A lane's name is read whole (the other figures scroll), as in the charts.
    m_table->horizontalHeader()->setSectionResizeMode(SummaryTableModel::Lane,
                                                      QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setMinimumSectionSize(40);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    // The charts already name each lane's algorithm; the table keeps to the figures.
    m_table->hideColumn(SummaryTableModel::Algorithm);
    m_changeAction->setCheckable(true);
    m_changeAction->setIconText(tr("Change against pinned run"));
    m_changeAction->setEnabled(false);
    m_changeAction->setToolTip(tr("Show each figure's change against the pinned run, lanes "
                                  "matched by name (pin a run first: Simulation > Pin Run)"));
    connect(m_changeAction, &QAction::toggled, m_summary, &SummaryTableModel::setShowChange);
    connect(m_controller, &LabController::pinnedChanged, this, [this] {
        m_summary->setBaseline(m_controller->pinned());
        m_changeAction->setEnabled(m_controller->pinned() != nullptr);
    });
    auto* changeButton = new QToolButton;
    changeButton->setDefaultAction(m_changeAction);
    changeButton->setAutoRaise(true);
    auto* tableBox = new QWidget;
    auto* tableLayout = new QVBoxLayout(tableBox);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    tableLayout->setSpacing(0);
    tableLayout->addWidget(m_table, 1);
    tableLayout->addWidget(changeButton, 0, Qt::AlignLeft);
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->setObjectName(QStringLiteral("lessonSplitter"));
    splitter->addWidget(m_text);
    splitter->addWidget(tableBox);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    // Both scroll: on a small screen they give way to the step card above, whose question,
    // answer and reveal must be read whole (a scroll area's default minimum would squeeze it).
    const int line = fontMetrics().height();
    m_text->setMinimumHeight(3 * line);
    tableBox->setMinimumHeight(4 * line);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);
    connect(m_controller, &LabController::scenarioChanged, this, &LessonPanel::updateText);
    connect(m_controller, &LabController::resultChanged, this, &LessonPanel::updateSummary);
    // The claims are re-checked on every new run.
    connect(m_controller, &LabController::resultChanged, this, &LessonPanel::updateText);
    updateText();
    updateSummary();
}

void LessonPanel::findLesson()
{
    const QString path = m_controller->scenarioPath();
    if (m_expected && m_expected->scenarioPath == path) {
        m_lessonFor = path;
        m_lessonFile = std::move(m_expected);
        m_expected.reset();
        m_text->verticalScrollBar()->setValue(0);
        return;
    }
    m_expected.reset();
    if (path == m_lessonFor && (m_lessonFile || path.isEmpty()))
        return;
    m_lessonFor = path;
    m_lessonFile.reset();
    const QString lessonPath = LessonLibrary::forScenario(path);
    if (!lessonPath.isEmpty())
        m_lessonFile = LessonFile::load(lessonPath).lesson;
    // Another lesson is read from its top, not where the last one was left.
    m_text->verticalScrollBar()->setValue(0);
}

void LessonPanel::showLesson(const Lesson& lesson)
{
    m_lessonFor = m_controller->scenarioPath();
    m_lessonFile = lesson;
    m_text->verticalScrollBar()->setValue(0);
    updateText();
}

void LessonPanel::expectLesson(const Lesson& lesson)
{
    m_expected = lesson;
}

void LessonPanel::setHorizon(const VisibleHorizon* horizon)
{
    m_horizon = horizon;
    connect(horizon, &VisibleHorizon::changed, this, &LessonPanel::followHorizon);
    followHorizon();
}

void LessonPanel::followHorizon()
{
    m_summary->setCursor(m_horizon->limit());
    setClaimsHeld(!m_horizon->showsWholeRun());
}

void LessonPanel::setStepChanges(const QStringList& changes)
{
    if (changes == m_stepChanges)
        return;
    m_stepChanges = changes;
    updateText();
}

QString LessonPanel::lessonMarkdown()
{
    const Lesson& lesson = *m_lessonFile;
    const auto result = m_controller->result();
    const Scenario& scenario = m_controller->scenario();
    QString md = QStringLiteral("# %1\n\n").arg(lesson.title);
    m_holding = 0;
    if (!result) {
        md += tr("*Running the scenario…*\n");
        return md;
    }
    md += LessonCheck::render(lesson.body, scenario, *result).trimmed() + QStringLiteral("\n\n");
    md += tr("## What this run shows\n\n");
    const bool aboutOtherSettings = !m_stepChanges.isEmpty();
    if (aboutOtherSettings)
        md += tr("*These claims speak of the lesson's own settings; this step's run has `%1`, "
                 "and the step's own claims are checked on it.*\n\n")
                  .arg(m_stepChanges.join(QStringLiteral("`, `")));
    else if (m_claimsHeld)
        md += tr("*The claims show when the playback reaches the end of the run.*\n\n");
    for (const ClaimOutcome& claim : LessonCheck::evaluate(lesson, 0, scenario, *result)) {
        if (claim.holds)
            ++m_holding;
        if (m_claimsHeld || aboutOtherSettings)
            continue;
        if (claim.holds) {
            md += tr("- ✓ %1\n").arg(claim.text);
        } else {
            md += tr("- ✗ **Does not hold with these settings:** %1 *(measured %2)*\n")
                      .arg(claim.text, claim.measured);
        }
    }
    return md;
}

QString LessonPanel::plainText() const
{
    return m_text->toPlainText();
}

void LessonPanel::showStepCard(QWidget* card)
{
    static_cast<QVBoxLayout*>(layout())->insertWidget(0, card);
}

void LessonPanel::setClaimsHeld(bool held)
{
    if (held == m_claimsHeld)
        return;
    m_claimsHeld = held;
    updateText();
}

void LessonPanel::updateText()
{
    const Scenario& s = m_controller->scenario();
    findLesson();
    QString html;
    // A re-run refreshes the figures in place: keep the reader where they were.
    const int scroll = m_text->verticalScrollBar()->value();
    if (m_lessonFile) {
        m_text->setMarkdown(Glossary::linkMarkdown(lessonMarkdown()));
    } else {
        m_holding = 0;
        html = QStringLiteral("<h2 style=\"margin-bottom:4px\">%1</h2>")
                   .arg(QString::fromStdString(s.name).toHtmlEscaped());
        html += paragraphs(QString::fromStdString(s.description));
    }
    html += QStringLiteral("<h3>The algorithms in this scenario</h3>");
    std::set<AlgorithmKind> seen;
    for (const LaneSpec& lane : s.lanes) {
        if (!seen.insert(lane.algorithm).second)
            continue;
        const AlgorithmInfo& info = algorithmInfo(lane.algorithm);
        html += QStringLiteral("<p><b>%1</b> <span style=\"color:#777\">(%2)</span><br>%3</p>")
                    .arg(qs(info.displayName), qs(info.id), qs(info.description).toHtmlEscaped());
    }
    html +=
        QStringLiteral(
            "<h3>Reading the charts</h3><p>%1 admitted &nbsp; %2 rejected &nbsp; %3 would reject (dry run) "
            "&nbsp; %4 failed open &nbsp; %5 failed closed</p><p>The highlighted interval is where one key "
            "had the most requests admitted within one window length; the label compares it with the "
            "limit. Light bands mark every other window. Click a bar to inspect its requests and the "
            "HTTP responses their clients received.</p>")
            .arg(colors::swatchHtml(colors::admitted()), colors::swatchHtml(colors::rejected()),
                 colors::swatchHtml(colors::wouldReject()),
                 colors::swatchHtml(colors::failedOpen()),
                 colors::swatchHtml(colors::failedClosed()));
    if (m_lessonFile) {
        // A block of its own: inserted at the end of the last paragraph, the heading would run
        // into its last sentence.
        QTextCursor end(m_text->document());
        end.movePosition(QTextCursor::End);
        end.insertBlock(QTextBlockFormat(), QTextCharFormat());
        end.insertHtml(html);
    } else {
        m_text->setHtml(html);
    }
    m_text->verticalScrollBar()->setValue(scroll);
}

void LessonPanel::updateSummary()
{
    m_summary->setResult(m_controller->result());
}

} // namespace ratelab
