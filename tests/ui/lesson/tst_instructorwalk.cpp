// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The instructor's path, walked as an instructor walks it, on a 1280x720 projector: every shipped
// lesson opened through the gallery (Ctrl+Shift+O, each lesson after a different one), every
// step turned with a clicker's keys alone (PageDown, PageUp, Enter), windowed and in presentation
// mode. At every question, before the reveal: no view shows anything after the cursor (each
// view says the latest time it draws), the choices are the step's own and nothing is chosen, and
// Reveal is reached by key and by Tab. After it: the measured value reads like the choices.
// Every control of the lesson panel and the transport lies on the screen, and no two labels of a
// lane header overlap. Screenshots of the questions and reveals of one lesson per group go to
// the build folder (instructorwalk/), to be looked at.
#include "tests/ui/UiFixture.h"

#include "ui/charts/ChartStyle.h"
#include "ui/charts/LaneChartRow.h"
#include "ui/charts/LaneChartView.h"
#include "ui/inspector/RequestInspector.h"
#include "ui/inspector/SummaryTableModel.h"
#include "ui/lesson/LessonActions.h"
#include "ui/lesson/LessonGallery.h"
#include "ui/lesson/LessonGalleryModel.h"
#include "ui/lesson/LessonMode.h"
#include "ui/lesson/LessonPanel.h"
#include "ui/lesson/LessonStepper.h"
#include "ui/lesson/StepCard.h"
#include "ui/playback/PlaybackBar.h"
#include "ui/playback/PlaybackController.h"
#include "ui/playback/VisibleHorizon.h"
#include "ui/shell/PresentationMode.h"
#include "ui/topology/TopologyView.h"

#include "core/io/lesson/LessonLibrary.h"
#include "core/sim/model/RunSoFar.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QDir>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScreen>
#include <QSettings>
#include <QTableView>
#include <QTextBrowser>
#include <QTreeView>

#include <qcustomplot.h>

using namespace ratelab;

namespace {

constexpr int kTimeout = 60000;

QString shotFolder()
{
    return QDir(qEnvironmentVariable("RATELAB_BINARY_DIR", QDir::tempPath()))
        .filePath(QStringLiteral("instructorwalk"));
}

// One lesson of each group gets its questions and reveals photographed.
QStringList photographedLessons(const QList<Lesson>& lessons)
{
    QStringList ids;
    QStringList groups;
    for (const Lesson& l : lessons) {
        bool asks = false;
        for (const LessonStep& s : l.steps)
            asks = asks || s.predict.has_value();
        if (asks && !groups.contains(l.group)) {
            groups << l.group;
            ids << l.id;
        }
    }
    return ids.mid(0, 5);
}

// The gallery's row for a lesson: found by its path, as the list shows it.
QModelIndex galleryRow(QTreeView* view, const QString& lessonPath)
{
    QAbstractItemModel* model = view->model();
    for (int g = 0; g < model->rowCount(); ++g) {
        const QModelIndex group = model->index(g, 0);
        for (int r = 0; r < model->rowCount(group); ++r) {
            const QModelIndex row = model->index(r, 0, group);
            if (row.data(LessonGalleryModel::LessonPathRole).toString() == lessonPath)
                return row;
        }
    }
    return {};
}

// What the revealed value must look like, from the choices: "%" with the choices' decimals, or
// a plain number with them.
bool readsLikeTheChoices(const QString& measured, const QStringList& choices)
{
    if (choices.isEmpty())
        return !measured.isEmpty();
    const bool percent = choices.front().trimmed().endsWith(QLatin1Char('%'));
    if (percent != measured.trimmed().endsWith(QLatin1Char('%')))
        return false;
    const auto decimals = [](const QString& text) {
        const QRegularExpressionMatch m =
            QRegularExpression(QStringLiteral(R"(\.(\d+))")).match(text);
        return m.hasMatch() ? m.captured(1).size() : 0;
    };
    qsizetype most = 0;
    for (const QString& c : choices)
        most = std::max(most, decimals(c));
    return decimals(measured) == most;
}

class Walk {
public:
    Walk(test::UiFixture& ui, bool presenting)
        : m_ui(ui)
        , m_window(ui.window.get())
        , m_mode(ui.window->lessonMode())
        , m_presenting(presenting)
    {
    }

    void openThroughGallery(const Lesson& lesson)
    {
        QTest::keyClick(m_window, Qt::Key_O, Qt::ControlModifier | Qt::ShiftModifier);
        LessonGallery* gallery = m_window->lessonActions()->gallery();
        QTRY_VERIFY2(gallery->isVisible(),
                     qPrintable(lesson.id + QStringLiteral(": Ctrl+Shift+O; focus on ")
                                + (QApplication::focusWidget() ? QString::fromLatin1(
                                       QApplication::focusWidget()->metaObject()->className())
                                                               : QStringLiteral("nothing"))));
        const QModelIndex row = galleryRow(gallery->view(), lesson.filePath);
        QVERIFY2(row.isValid(), qPrintable(lesson.id));
        gallery->view()->setCurrentIndex(row);
        gallery->view()->setFocus();
        // A hand on the clicker is slower than the window system: the gallery is in front.
        QVERIFY(QTest::qWaitForWindowActive(gallery));
        QTest::keyClick(gallery->view(), Qt::Key_Return);
        QTRY_VERIFY2(
            !gallery->isVisible(),
            qPrintable(
                lesson.id
                + QStringLiteral(": the gallery stays open (%1)").arg(m_window->lastError())));
        QTRY_VERIFY_WITH_TIMEOUT(
            m_window->controller()->result() && !m_window->controller()->isRunning(), kTimeout);
        QTRY_VERIFY2(m_mode->isActive(), qPrintable(lesson.id));
        QCOMPARE(m_mode->stepper()->lesson()->filePath, lesson.filePath);
        QCOMPARE(m_mode->stepper()->current(), 0);
        QVERIFY2(!m_window->isWindowModified(), qPrintable(lesson.id));
    }

    void walk(const Lesson& lesson, bool photograph)
    {
        int guard = 0;
        for (;;) {
            QVERIFY(++guard < 200);
            settle();
            const int index = m_mode->stepper()->current();
            const LessonStep& step = lesson.steps[index];
            const QString where =
                QStringLiteral("%1 step %2 (%3)%4")
                    .arg(lesson.id)
                    .arg(index + 1)
                    .arg(step.title, m_presenting ? QStringLiteral(", F11") : QString());
            checkOnScreen(where);
            if (QTest::currentTestFailed())
                return;
            if (m_mode->questionOpen()) {
                checkQuestion(step, where);
                if (QTest::currentTestFailed())
                    return;
                if (photograph)
                    shoot(lesson, index, QStringLiteral("ask"));
                reveal(step, where);
                if (QTest::currentTestFailed())
                    return;
                if (photograph)
                    shoot(lesson, index, QStringLiteral("reveal"));
            }
            if (index + 1 >= lesson.steps.size())
                break;
            QTest::keyClick(m_window, Qt::Key_PageDown);
            QTRY_COMPARE_WITH_TIMEOUT(m_mode->stepper()->current(), index + 1, kTimeout);
        }
        // And back: PageUp turns the steps back, undoing each step's own change.
        QTest::keyClick(m_window, Qt::Key_PageUp);
        if (lesson.steps.size() > 1)
            QTRY_COMPARE(m_mode->stepper()->current(), static_cast<int>(lesson.steps.size()) - 2);
        settle();
        QVERIFY2(!m_window->isWindowModified(), qPrintable(lesson.id));
    }

private:
    // The step's re-run (a `set:` step) and every replot done.
    void settle()
    {
        QTRY_VERIFY_WITH_TIMEOUT(!m_window->controller()->isRunning(), kTimeout);
        QCoreApplication::processEvents();
        m_window->charts()->replotNow();
        QCoreApplication::processEvents();
    }

    void checkQuestion(const LessonStep& step, const QString& where)
    {
        PlaybackController* playback = m_window->playback();
        const std::optional<SimTime> limit = m_window->horizon()->limit();
        QVERIFY2(limit, qPrintable(where + QStringLiteral(": the whole run shows at a question")));
        QVERIFY2(*limit == playback->cursor(), qPrintable(where));

        // The charts: every tab, their headings, badges, boxes and axes.
        const std::optional<SimTime> charts = m_window->charts()->latestShownTime();
        QVERIFY2(charts && *charts <= *limit,
                 qPrintable(QStringLiteral("%1: the charts show up to %2 s, the cursor is at %3 s")
                                .arg(where)
                                .arg(charts ? static_cast<double>(*charts) / 1e6 : -1.0)
                                .arg(static_cast<double>(*limit) / 1e6)));
        checkMaskedPixels(where);
        // The summary table counts only what happened by the cursor.
        const auto result = m_window->controller()->result();
        SummaryTableModel* table = m_window->lesson()->summaryModel();
        for (int row = 0; row < table->rowCount(); ++row) {
            const LaneSoFar soFar = laneSoFar(*result, static_cast<std::size_t>(row), *limit);
            QCOMPARE(table->data(table->index(row, SummaryTableModel::Admitted), Qt::UserRole)
                         .toLongLong(),
                     soFar.admitted);
        }
        // The claims wait, the lesson's and the step's.
        QVERIFY2(m_window->lesson()->claimsHeld(), qPrintable(where));
        const QString card = m_mode->card()->claimsLabel()->text();
        QVERIFY2(!card.contains(QStringLiteral("✓")) && !card.contains(QStringLiteral("✗")),
                 qPrintable(where + QStringLiteral(": ") + card));
        // The topology and the request inspector: nothing of a later bucket.
        const std::optional<SimTime> topology = m_window->topology()->latestShownTime();
        QVERIFY2(topology && *topology <= *limit, qPrintable(where));
        RequestInspector* inspector = m_window->inspector();
        inspector->showMoment(0, playback->end() - 1);
        QVERIFY2(!inspector->listedUntil() || *inspector->listedUntil() <= *limit,
                 qPrintable(where));

        // Exactly the step's own choices, nothing chosen yet.
        StepCard* stepCard = m_mode->card();
        QCOMPARE(stepCard->choicesShown(), step.predict->choices);
        QVERIFY2(stepCard->answerText().isEmpty(), qPrintable(where));
        // Reveal has a key, and Tab reaches it from the summary table.
        QVERIFY(m_mode->revealAction()->isEnabled());
        QVERIFY(m_mode->revealAction()->shortcuts().contains(QKeySequence(Qt::Key_Return)));
        auto* summary = m_window->lesson()->findChild<QTableView*>();
        QVERIFY(summary);
        summary->setFocus();
        bool reached = false;
        QStringList path;
        for (int i = 0; i < 40 && !reached; ++i) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            QWidget* focus = QApplication::focusWidget();
            path << (focus ? QStringLiteral("%1(%2)").arg(
                         QString::fromLatin1(focus->metaObject()->className()), focus->objectName())
                           : QStringLiteral("-"));
            reached = focus == stepCard->revealButton() || focus == stepCard->choicesBox()
                      || focus == stepCard->numberField();
        }
        QVERIFY2(reached, qPrintable(where + QStringLiteral(": Tab never reaches the question: ")
                                     + path.join(QStringLiteral(" > "))));
        if (QApplication::focusWidget())
            QApplication::focusWidget()->clearFocus();
    }

    // Right of the cursor, every lane's counts chart is the mask's one opaque colour.
    void checkMaskedPixels(const QString& where)
    {
        QCustomPlot* plot = m_window->charts()->plot();
        if (!plot->isVisible())
            return;
        const QImage image = plot->toPixmap().toImage();
        const double cursorSec = static_cast<double>(*m_window->horizon()->limit()) / 1e6;
        for (int r = 0; r < m_window->charts()->rowCount(); ++r) {
            QCPAxisRect* rect = m_window->charts()->row(r)->countsRect();
            const int x0 =
                static_cast<int>(rect->axis(QCPAxis::atBottom)->coordToPixel(cursorSec)) + 3;
            const QRect inside = rect->rect().adjusted(1, 1, -1, -1);
            if (x0 >= inside.right())
                continue;
            const QRgb mask = image.pixel(inside.right() - 1, inside.center().y());
            for (int x = std::max(x0, inside.left()); x < inside.right(); x += 3)
                for (int y = inside.top(); y < inside.bottom(); y += 3)
                    if (image.pixel(x, y) != mask)
                        QFAIL(qPrintable(QStringLiteral("%1: lane %2 draws at (%3, %4), after the "
                                                        "cursor")
                                             .arg(where)
                                             .arg(r)
                                             .arg(x)
                                             .arg(y)));
        }
    }

    void reveal(const LessonStep& step, const QString& where)
    {
        // Enter reveals; a second Enter jumps to the moment instead of waiting for the sweep.
        QTest::keyClick(m_window, Qt::Key_Return);
        QTest::keyClick(m_window, Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(
            m_mode->stepper()->prediction() && m_mode->stepper()->prediction()->revealed, 10000);
        const QString measured = m_mode->stepper()->prediction()->measured;
        QVERIFY2(readsLikeTheChoices(measured, step.predict->choices),
                 qPrintable(QStringLiteral("%1: measured \"%2\" against choices %3")
                                .arg(where, measured, step.predict->choices.join(" | "))));
        QVERIFY2(m_mode->card()->revealed()->isVisible(), qPrintable(where));
    }

    void checkOnScreen(const QString& where)
    {
        const QRect screen = m_window->screen()->geometry();
        QVERIFY2(
            screen.contains(m_window->frameGeometry()) || m_presenting,
            qPrintable(where
                       + QStringLiteral(
                             ": the window (%1,%2 %3x%4, minimum %5x%6) is larger than the screen")
                             .arg(m_window->frameGeometry().x())
                             .arg(m_window->frameGeometry().y())
                             .arg(m_window->frameGeometry().width())
                             .arg(m_window->frameGeometry().height())
                             .arg(m_window->minimumSizeHint().width())
                             .arg(m_window->minimumSizeHint().height())));
        QList<QWidget*> controls{m_window->playbackBar()};
        controls << m_mode->card();
        controls << m_mode->card()->findChildren<QWidget*>();
        controls << m_window->playbackBar()->findChildren<QWidget*>();
        for (QWidget* w : std::as_const(controls)) {
            if (!w->isVisible() || w->width() == 0)
                continue;
            const QRect global(w->mapToGlobal(QPoint(0, 0)), w->size());
            if (!screen.contains(global))
                QFAIL(qPrintable(QStringLiteral("%1: %2 \"%3\" at %4,%5 %6x%7 is off the %8x%9 "
                                                "screen")
                                     .arg(where, QString::fromLatin1(w->metaObject()->className()),
                                          w->objectName())
                                     .arg(global.x())
                                     .arg(global.y())
                                     .arg(global.width())
                                     .arg(global.height())
                                     .arg(screen.width())
                                     .arg(screen.height())));
            // A visible control cut off by its parent is not on screen either.
            if (w->visibleRegion().isEmpty() && w->parentWidget() && w->parentWidget()->isVisible()
                && !w->isHidden() && !w->parentWidget()->visibleRegion().isEmpty()) {
                QFAIL(qPrintable(QStringLiteral("%1: %2 \"%3\" is hidden by its panel")
                                     .arg(where, QString::fromLatin1(w->metaObject()->className()),
                                          w->objectName())));
            }
        }
        if (m_presenting) {
            // Read from the back of the room: the lesson's text no smaller than the charts'
            // titles, the step's sentence larger than the lesson's text.
            const auto* body = m_window->lesson()->findChild<QTextBrowser*>();
            const double chartTitle =
                chartstyle::font(PresentationMode::kFontScale * 1.05, QFont::DemiBold).pointSizeF();
            QVERIFY2(body->font().pointSizeF() >= chartTitle,
                     qPrintable(QStringLiteral("%1: text %2 pt, chart titles %3 pt")
                                    .arg(where)
                                    .arg(body->font().pointSizeF())
                                    .arg(chartTitle)));
            QVERIFY2(m_mode->card()->sentence()->font().pointSizeF() > body->font().pointSizeF(),
                     qPrintable(where));
        }
        for (int r = 0; r < m_window->charts()->rowCount(); ++r) {
            LaneChartRow* row = m_window->charts()->row(r);
            const QRect title = row->titleTextRect();
            const QRect badge = row->badgeTextRect();
            QVERIFY2(badge.isNull() || !title.intersects(badge),
                     qPrintable(QStringLiteral("%1: lane %2's heading \"%3\" runs into \"%4\"")
                                    .arg(where)
                                    .arg(r)
                                    .arg(row->shownTitle(), row->badgeText())));
        }
    }

    void shoot(const Lesson& lesson, int step, const QString& what)
    {
        QDir().mkpath(shotFolder());
        m_window->charts()->replotNow();
        const QString name =
            QStringLiteral("%1-%2-step%3-%4.png")
                .arg(m_presenting ? QStringLiteral("f11") : QStringLiteral("window"), lesson.id)
                .arg(step + 1)
                .arg(what);
        m_window->grab().save(QDir(shotFolder()).filePath(name));
    }

    test::UiFixture& m_ui;
    MainWindow* m_window;
    LessonMode* m_mode;
    bool m_presenting;
};

} // namespace

class TestInstructorWalk : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCOMPARE(QGuiApplication::primaryScreen()->geometry().size(), QSize(1280, 720));
        QSettings().setValue(QStringLiteral("lesson/reducedMotion"), false);
        m_lessons = LessonLibrary::shipped();
        QVERIFY(m_lessons.size() > 10);
        m_photographed = photographedLessons(m_lessons);
    }

    // One row per lesson, walked in one window as a class goes through them, so each lesson
    // opens after a different one.
    void walkWindowed_data() { lessonRows(false); }
    void walkWindowed() { walkRow(false); }
    void walkPresenting_data() { lessonRows(true); }
    void walkPresenting() { walkRow(true); }

private:
    void lessonRows(bool presenting)
    {
        QTest::addColumn<int>("lesson");
        QList<int> order;
        for (int i = 0; i < m_lessons.size(); ++i)
            if (!m_lessons[i].steps.isEmpty())
                order << i;
        // Backwards when presenting, so each lesson follows its other neighbour.
        if (presenting)
            std::reverse(order.begin(), order.end());
        for (int i : std::as_const(order))
            QTest::newRow(qPrintable(m_lessons[i].id)) << i;
    }

    void walkRow(bool presenting)
    {
        QFETCH(int, lesson);
        if (!m_ui || m_presenting != presenting) {
            m_ui.reset();
            m_ui = std::make_unique<test::UiFixture>();
            m_presenting = presenting;
            // As an instructor has it on a projector: maximized, or full screen with F11.
            m_ui->window->showMaximized();
            m_ui->window->activateWindow();
            QVERIFY(QTest::qWaitForWindowActive(m_ui->window.get()));
            if (presenting) {
                QTest::keyClick(m_ui->window.get(), Qt::Key_F11);
                QTRY_VERIFY(m_ui->window->presentation()->isActive());
            }
            // The first lesson of the walk comes after another one too.
            Walk(*m_ui, presenting)
                .openThroughGallery(
                    m_lessons.value(presenting ? 0 : lesson + 1, m_lessons.front()));
        }
        Walk walk(*m_ui, presenting);
        const Lesson& l = m_lessons[lesson];
        walk.openThroughGallery(l);
        if (QTest::currentTestFailed())
            return;
        walk.walk(l, m_photographed.contains(l.id));
    }

    QList<Lesson> m_lessons;
    QStringList m_photographed;
    std::unique_ptr<test::UiFixture> m_ui;
    bool m_presenting = false;
};

int main(int argc, char** argv)
{
    // A 1280x720 projector: the offscreen platform's one screen at that size.
    const QString config = QDir(QDir::tempPath()).filePath(QStringLiteral("ratelab-1280x720.json"));
    QFile file(config);
    if (file.open(QIODevice::WriteOnly))
        file.write(R"({"screens":[{"name":"projector","x":0,"y":0,"width":1280,"height":720,)"
                   R"("logicalDpi":96}]})");
    file.close();
    qputenv("QT_QPA_PLATFORM", QStringLiteral("offscreen:configfile=%1").arg(config).toUtf8());
    // A lesson's walk may take a while on a loaded machine (its runs and re-runs): not the
    // watchdog's five minutes, but not for ever either.
    if (!qEnvironmentVariableIsSet("QTEST_FUNCTION_TIMEOUT"))
        qputenv("QTEST_FUNCTION_TIMEOUT", "900000");
    QApplication app(argc, argv);
    TestInstructorWalk test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_instructorwalk.moc"
