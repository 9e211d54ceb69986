// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lesson/LessonHandout.h"

#include "core/io/lesson/Glossary.h"
#include "core/io/lesson/LessonCheck.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QPageSize>
#include <QPdfWriter>
#include <QTextBlockFormat>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextImageFormat>
#include <QUrl>

namespace ratelab {

namespace {

// The document's own resolution: a screen's, so fonts and images keep their usual sizes and
// QTextDocument::print scales each page to the printer.
constexpr double kDocumentDpi = 96.0;

QString tr(const char* text)
{
    return QCoreApplication::translate("ratelab::LessonHandout", text);
}

QSizeF bodySize()
{
    const QRectF mm = LessonHandout::pageLayout().paintRect(QPageLayout::Millimeter);
    return {mm.width() / 25.4 * kDocumentDpi, mm.height() / 25.4 * kDocumentDpi};
}

} // namespace

LessonHandout::LessonHandout(Lesson lesson, Scenario scenario,
                             std::shared_ptr<const RunResult> result)
    : m_lesson(std::move(lesson))
    , m_scenario(std::move(scenario))
    , m_result(std::move(result))
{
}

QPageLayout LessonHandout::pageLayout()
{
    return QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(15, 15, 15, 15),
                       QPageLayout::Millimeter);
}

QString LessonHandout::claimsHtml() const
{
    // The figures a claim measured are in its sentence, filled from the run; one that does not
    // hold adds what was measured instead.
    QString html =
        QStringLiteral("<h2>%1</h2><table border=\"1\" cellspacing=\"0\" "
                       "cellpadding=\"4\" width=\"100%\"><tr><th>%2</th><th>%3</th>"
                       "</tr>")
            .arg(tr("What this run shows"), tr("Holds"), tr("Claim, with this run's figures"));
    for (const ClaimOutcome& claim : LessonCheck::evaluate(m_lesson, 0, m_scenario, *m_result)) {
        html += QStringLiteral("<tr><td align=\"center\" style=\"color:%1\"><b>%2</b></td>"
                               "<td>%3<i>%4</i></td></tr>")
                    .arg(claim.holds ? QStringLiteral("#1b7f3b") : QStringLiteral("#b3261e"),
                         claim.holds ? tr("✓ holds") : tr("✗ does not hold"),
                         Glossary::plainText(claim.text).toHtmlEscaped(),
                         claim.holds ? QString()
                                     : tr(" (measured %1)").arg(claim.measured).toHtmlEscaped());
    }
    return html + QStringLiteral("</table>");
}

QString LessonHandout::predictionsHtml() const
{
    QString html = QStringLiteral("<h2>%1</h2>").arg(tr("The class's predictions"));
    if (m_predictions.isEmpty())
        return html + QStringLiteral("<p><i>%1</i></p>").arg(tr("No predictions were recorded."));
    html += QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\" "
                           "width=\"100%\"><tr><th>%1</th><th>%2</th><th>%3</th><th>%4</th></tr>")
                .arg(tr("Step"), tr("Question"), tr("Predicted"), tr("Measured"));
    for (const ClassPrediction& p : m_predictions) {
        html += QStringLiteral("<tr><td>%1. %2</td><td>%3</td><td>%4</td><td>%5</td></tr>")
                    .arg(p.step + 1)
                    .arg(p.stepTitle.toHtmlEscaped(), p.question.toHtmlEscaped(),
                         p.predicted.toHtmlEscaped(),
                         p.revealed ? p.measured.toHtmlEscaped() : tr("not revealed"));
    }
    return html + QStringLiteral("</table>");
}

std::unique_ptr<QTextDocument> LessonHandout::document() const
{
    auto doc = std::make_unique<QTextDocument>();
    doc->setPageSize(bodySize());
    doc->setDocumentMargin(0);
    QFont font = doc->defaultFont();
    font.setPointSizeF(10.5);
    doc->setDefaultFont(font);
    const QString text =
        Glossary::plainText(LessonCheck::render(m_lesson.body, m_scenario, *m_result)).trimmed();
    doc->setMarkdown(
        QStringLiteral("# %1\n\n*%2*\n\n%3\n").arg(m_lesson.title, m_lesson.summary, text));
    QTextCursor cursor(doc.get());
    cursor.movePosition(QTextCursor::End);
    cursor.insertBlock();
    cursor.insertHtml(claimsHtml());
    if (!m_charts.isEmpty()) {
        // The charts start a page of their own: a heading alone at a page's foot helps no one.
        QTextBlockFormat newPage;
        newPage.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
        cursor.insertBlock(newPage);
        cursor.insertHtml(QStringLiteral("<h2>%1</h2>").arg(tr("The charts")));
        for (int i = 0; i < m_charts.size(); ++i) {
            const QImage& image = m_charts[i];
            if (image.isNull())
                continue;
            const QUrl name(QStringLiteral("handout-chart:%1").arg(i));
            doc->addResource(QTextDocument::ImageResource, name, image);
            QTextImageFormat format;
            format.setName(name.toString());
            // The page's width, or less for a tall chart, so it fits under its heading.
            const double ratio = double(image.height()) / std::max(1, image.width());
            const double height = std::min(bodySize().width() * ratio, bodySize().height() * 0.8);
            format.setWidth(height / ratio);
            format.setHeight(height);
            cursor.insertBlock(QTextBlockFormat()); // not the heading's page break
            cursor.insertImage(format);
        }
    }
    cursor.insertBlock(QTextBlockFormat());
    cursor.insertHtml(predictionsHtml());
    cursor.insertHtml(QStringLiteral("<p style=\"color:#666\"><small>%1</small></p>")
                          .arg(tr("RateLab %1 · scenario %2 · seed %3")
                                   .arg(QCoreApplication::applicationVersion(),
                                        QFileInfo(m_lesson.scenarioPath).fileName().toHtmlEscaped())
                                   .arg(m_scenario.seed)));
    return doc;
}

bool LessonHandout::writePdf(const QString& path, QString* error) const
{
    const std::unique_ptr<QTextDocument> doc = document();
    QPdfWriter writer(path);
    writer.setPageLayout(pageLayout());
    writer.setResolution(300);
    writer.setTitle(m_lesson.title);
    writer.setCreator(QStringLiteral("RateLab"));
    doc->print(&writer);
    // QPdfWriter reports no failure of its own: check what it left.
    if (QFileInfo(path).size() > 0)
        return true;
    if (error)
        *error = tr("%1: cannot write the handout").arg(path);
    return false;
}

} // namespace ratelab
