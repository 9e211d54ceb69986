// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The lesson handout: for a shipped lesson on its run, the document holds the title, the text
// with the run's figures, every claim with its mark, the charts and the class's predictions; the
// PDF it writes is a PDF with as many pages as the document, and (with pdftotext) the same text.
// From the app, LessonActions writes one with the chart panel's render.
#include "tests/ui/UiFixture.h"

#include "ui/lesson/LessonActions.h"
#include "ui/lesson/LessonHandout.h"
#include "ui/lesson/LessonPanel.h"

#include "core/io/lesson/LessonCheck.h"
#include "core/io/lesson/LessonFile.h"
#include "core/io/lesson/LessonLibrary.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTextDocument>

using namespace ratelab;
using namespace ratelab::test;

namespace {

int pdfPages(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    const QString pdf = QString::fromLatin1(file.readAll());
    if (!pdf.startsWith(QStringLiteral("%PDF-")))
        return -1;
    // Every page object; the page tree is "/Type /Pages".
    return static_cast<int>(pdf.count(QRegularExpression(QStringLiteral("/Type\\s*/Page(?!s)"))));
}

// The PDF's text, or an empty string without pdftotext (poppler-utils).
QString pdfText(const QString& path)
{
    const QString tool = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (tool.isEmpty())
        return {};
    QProcess p;
    p.start(tool, {path, QStringLiteral("-")});
    if (!p.waitForFinished(30000))
        return {};
    // Table cells wrap: compare words, not lines; and undo the font's ligatures.
    QString text = QString::fromUtf8(p.readAllStandardOutput()).simplified();
    for (const auto& [ligature, letters] :
         {std::pair{u"\uFB03", u"ffi"}, std::pair{u"\uFB01", u"fi"}, std::pair{u"\uFB02", u"fl"},
          std::pair{u"\uFB00", u"ff"}})
        text.replace(QString::fromUtf16(ligature), QString::fromUtf16(letters));
    return text;
}

QList<ClassPrediction> predictions()
{
    return {ClassPrediction{0, QStringLiteral("The first boundary"),
                            QStringLiteral("How many requests does the fixed window admit?"),
                            QStringLiteral("11"), QStringLiteral("20"), true},
            ClassPrediction{1, QStringLiteral("Try a sliding log"),
                            QStringLiteral("And the sliding log?"), QStringLiteral("10"), QString(),
                            false}};
}

} // namespace

class TestLessonHandout : public QObject {
    Q_OBJECT

private slots:
    void handoutOfAShippedLesson()
    {
        const LessonLoadResult loaded =
            LessonFile::load(LessonLibrary::shippedPath(QStringLiteral("boundary-burst")));
        QVERIFY(loaded.lesson);
        const Lesson& lesson = *loaded.lesson;
        LessonRun run = LessonCheck::defaultRunner()(lesson.scenarioPath, {});
        const auto result = std::make_shared<const RunResult>(run.result);
        LessonHandout handout(lesson, run.scenario, result);
        handout.setPredictions(predictions());
        QImage chart(900, 300, QImage::Format_RGB32);
        chart.fill(Qt::darkCyan);
        handout.setCharts({chart});

        const std::unique_ptr<QTextDocument> doc = handout.document();
        QVERIFY(doc->pageCount() > 0);
        const QString text = doc->toPlainText();
        QVERIFY(text.contains(lesson.title));
        QVERIFY(text.contains(QStringLiteral("What this run shows")));
        QVERIFY(text.contains(QStringLiteral("The class's predictions")));
        QVERIFY(text.contains(QStringLiteral("How many requests does the fixed window admit?")));
        QVERIFY(text.contains(QStringLiteral("not revealed")));
        // Figures come from the run; no placeholder or glossary link is left as written.
        const auto& fixed = result->summaries.front();
        QVERIFY(text.contains(
            QStringLiteral("admits %1 of mallory's").arg(fixed.maxAdmittedAnyWindow)));
        QVERIFY2(!text.contains(QLatin1Char('{')), qPrintable(text));
        QVERIFY(!text.contains(QStringLiteral("[[")));
        QVERIFY(text.contains(QStringLiteral("A fixed window resets")));
        // One mark per claim.
        const QList<ClaimOutcome> claims = LessonCheck::evaluate(lesson, 0, run.scenario, *result);
        QCOMPARE(static_cast<int>(text.count(QStringLiteral("✓ holds"))
                                  + text.count(QStringLiteral("✗ does not hold"))),
                 static_cast<int>(claims.size()));
        // The chart is in the document, the page's width.
        QVERIFY(doc->resource(QTextDocument::ImageResource, QUrl(QStringLiteral("handout-chart:0")))
                    .isValid());

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("handout.pdf"));
        QString error;
        QVERIFY2(handout.writePdf(path, &error), qPrintable(error));
        QCOMPARE(pdfPages(path), doc->pageCount());
        const QString pdf = pdfText(path);
        if (pdf.isEmpty())
            QSKIP("pdftotext not installed: the document's text was checked, the PDF's was not");
        QVERIFY2(pdf.contains(lesson.title), qPrintable(pdf.left(800)));
        QVERIFY2(pdf.contains(QStringLiteral("How many requests does the fixed window admit?")),
                 qPrintable(pdf));
        QVERIFY(pdf.contains(QStringLiteral("What this run shows")));
    }

    void exportFromTheApp()
    {
        UiFixture ui;
        QVERIFY(ui.open(QStringLiteral(":/scenarios/boundary-burst.json")));
        QVERIFY(ui.window->lesson()->lesson());
        LessonActions* actions = ui.window->lessonActions();
        QVERIFY(actions->handoutAction()->isEnabled());
        actions->setPredictionSource([] { return predictions(); });
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("from-app.pdf"));
        QString error;
        QVERIFY2(actions->writeHandout(path, &error), qPrintable(error));
        QVERIFY(pdfPages(path) > 0);
        // To look at it: RATELAB_UI_SNAPSHOTS=DIR keeps a copy.
        const QString keep = qEnvironmentVariable("RATELAB_UI_SNAPSHOTS");
        if (!keep.isEmpty())
            QFile::copy(path, keep + QStringLiteral("/handout.pdf"));
        // A scenario without a lesson has no handout.
        QVERIFY(ui.open(fixtureScenario()));
        QVERIFY(!ui.window->lesson()->lesson());
        QVERIFY(!actions->handoutAction()->isEnabled());
        QVERIFY(!actions->writeHandout(dir.filePath(QStringLiteral("none.pdf")), &error));
        QVERIFY(!error.isEmpty());
    }
};

QTEST_MAIN(TestLessonHandout)
#include "tst_lessonhandout.moc"
