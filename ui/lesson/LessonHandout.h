// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A lesson handout: the lesson's title, its text with the figures of the current run, its claims
// with their marks and measured figures, the charts, and the class's predictions beside what the
// run measured, laid out as an A4 document and printed to PDF. Builds a QTextDocument that tests
// read without a dialog or a PDF viewer. Plain value holding its inputs; GUI thread (the charts
// are images, the document uses the application's fonts).
#include "ui/lesson/ClassPrediction.h"

#include "core/io/lesson/Lesson.h"
#include "core/sim/model/RunResult.h"
#include "core/sim/model/Scenario.h"

#include <QImage>
#include <QList>
#include <QPageLayout>

#include <memory>

class QTextDocument;

namespace ratelab {

class LessonHandout {
public:
    LessonHandout(Lesson lesson, Scenario scenario, std::shared_ptr<const RunResult> result);

    void setPredictions(QList<ClassPrediction> predictions)
    {
        m_predictions = std::move(predictions);
    }
    // Each image is drawn the page's width, in order, under the heading "The charts".
    void setCharts(QList<QImage> charts) { m_charts = std::move(charts); }

    // A4 portrait, 15 mm margins.
    [[nodiscard]] static QPageLayout pageLayout();
    // The handout, paginated for pageLayout(): pageCount() is the PDF's page count.
    [[nodiscard]] std::unique_ptr<QTextDocument> document() const;
    // Writes the PDF; false with a message naming the file when it cannot.
    bool writePdf(const QString& path, QString* error = nullptr) const;

private:
    [[nodiscard]] QString claimsHtml() const;
    [[nodiscard]] QString predictionsHtml() const;

    Lesson m_lesson;
    Scenario m_scenario;
    std::shared_ptr<const RunResult> m_result;
    QList<ClassPrediction> m_predictions;
    QList<QImage> m_charts;
};

} // namespace ratelab
