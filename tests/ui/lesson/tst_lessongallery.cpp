// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The lesson gallery and the glossary in the app: the model lists every shipped lesson by group
// and the user's own, a broken file stays listed with its error and cannot be opened, the search
// finds by title, summary and id, opening a lesson shows its panel, lesson text links the glossary
// and the summary table's tooltips point to it.
#include "tests/ui/UiFixture.h"

#include "ui/editor/WhatIfSliders.h"
#include "ui/inspector/SummaryTableModel.h"
#include "ui/lesson/GlossaryDialog.h"
#include "ui/lesson/GlossaryLinks.h"
#include "ui/lesson/LessonActions.h"
#include "ui/lesson/LessonGallery.h"
#include "ui/lesson/LessonGalleryModel.h"
#include "ui/lesson/LessonPanel.h"

#include "core/io/lesson/LessonLibrary.h"

#include <QAbstractItemModelTester>
#include <QDockWidget>
#include <QFile>
#include <QMenuBar>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTextBrowser>
#include <QTreeView>

#include <set>

using namespace ratelab;
using namespace ratelab::test;

namespace {

void write(const QString& path, const QByteArray& text)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
        qFatal("cannot write %s", qPrintable(path));
}

// A folder of the user's own lessons: one that loads (on a copy of a shipped scenario) and one
// whose check does not parse.
struct UserFolder {
    QTemporaryDir dir;
    UserFolder()
    {
        QFile::copy(QStringLiteral(":/scenarios/boundary-burst.json"),
                    dir.filePath(QStringLiteral("my-burst.json")));
        write(dir.filePath(QStringLiteral("my-burst.md")),
              "---\ntitle: My own boundary burst\ngroup: Our class\nsummary: Our take on the "
              "boundary.\nscenario: my-burst.json\n---\nA [[fixed window]] of "
              "{fixed-window.limit}.\n\n::: claim\nIt doubles.\ncheck: "
              "fixed-window.max_admitted_any_window == 2 * fixed-window.limit\n:::\n");
        write(dir.filePath(QStringLiteral("broken.md")),
              "---\ntitle: Broken\ngroup: Our class\nsummary: Does not load.\nscenario: "
              "my-burst.json\n---\nText.\n\n::: claim\nIt doubles.\ncheck: "
              "fixed-window.admitted == (\n:::\n");
    }
    [[nodiscard]] QString path() const { return dir.path(); }
};

QModelIndex findRow(const QAbstractItemModel* model, const QString& id)
{
    for (int g = 0; g < model->rowCount(); ++g) {
        const QModelIndex group = model->index(g, 0);
        for (int r = 0; r < model->rowCount(group); ++r) {
            const QModelIndex row = model->index(r, 0, group);
            if (row.data(LessonGalleryModel::LessonPathRole).toString().contains(id))
                return row;
        }
    }
    return {};
}

int lessonRows(const QAbstractItemModel* model)
{
    int n = 0;
    for (int g = 0; g < model->rowCount(); ++g)
        n += model->rowCount(model->index(g, 0));
    return n;
}

} // namespace

class TestLessonGallery : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void modelListsShippedAndOwnLessons()
    {
        UserFolder folder;
        LessonGalleryModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.reload(folder.path());
        const QList<Lesson> shipped = LessonLibrary::shipped();
        QCOMPARE(lessonRows(&model), shipped.size() + 2);
        std::set<QString> groups;
        for (const Lesson& l : shipped)
            groups.insert(l.group);
        groups.insert(QStringLiteral("Our class"));
        groups.insert(QStringLiteral("Your lessons"));
        QCOMPARE(std::set<QString>(model.groups().begin(), model.groups().end()), groups);
        // Each lesson row sits under its own group, title then summary.
        for (const Lesson& l : shipped) {
            const QModelIndex row = findRow(&model, QStringLiteral("/%1.md").arg(l.id));
            QVERIFY2(row.isValid(), qPrintable(l.id));
            QCOMPARE(row.parent().data().toString(), l.group);
            QCOMPARE(row.data().toString(), l.title);
            QCOMPARE(row.siblingAtColumn(LessonGalleryModel::Summary).data().toString(), l.summary);
            QVERIFY(row.data(LessonGalleryModel::OpenableRole).toBool());
        }
        const QModelIndex own = findRow(&model, QStringLiteral("my-burst.md"));
        QCOMPARE(own.parent().data().toString(), QStringLiteral("Our class"));
        QVERIFY(own.data().toString().contains(QStringLiteral("My own boundary burst")));
        // The broken file is listed with its error, file and line, and cannot be opened.
        const QModelIndex broken = findRow(&model, QStringLiteral("broken.md"));
        QVERIFY(broken.isValid());
        QVERIFY(!broken.data(LessonGalleryModel::OpenableRole).toBool());
        const QString error = broken.siblingAtColumn(LessonGalleryModel::Summary).data().toString();
        QVERIFY2(error.startsWith(QStringLiteral("broken.md:11:")), qPrintable(error));
        QVERIFY(
            broken.data(Qt::ToolTipRole).toString().contains(QStringLiteral("cannot be opened")));
    }

    void searchFindsByTitleSummaryAndId()
    {
        UserFolder folder;
        LessonGallery gallery(folder.path());
        const QAbstractItemModel* shown = gallery.filtered();
        const int all = lessonRows(shown);
        gallery.setSearch(QStringLiteral("distributed-ntp-step")); // an id
        QCOMPARE(lessonRows(shown), 1);
        gallery.setSearch(QStringLiteral("CGNAT")); // a summary word
        QVERIFY(findRow(shown, QStringLiteral("shared-ip")).isValid());
        gallery.setSearch(QStringLiteral("the boundary burst")); // a title, any case
        QVERIFY(findRow(shown, QStringLiteral("boundary-burst")).isValid());
        QVERIFY(lessonRows(shown) < all);
        gallery.setSearch(QStringLiteral("no lesson says this"));
        QCOMPARE(lessonRows(shown), 0);
        gallery.setSearch(QString());
        QCOMPARE(lessonRows(shown), all);
        // A broken lesson cannot be opened from the dialog; a good one can.
        gallery.view()->setCurrentIndex(findRow(shown, QStringLiteral("broken.md")));
        QVERIFY(!gallery.openButton()->isEnabled());
        const QModelIndex own = findRow(shown, QStringLiteral("my-burst.md"));
        gallery.view()->setCurrentIndex(own);
        QVERIFY(gallery.openButton()->isEnabled());
        QSignalSpy open(&gallery, &LessonGallery::openRequested);
        gallery.openButton()->click();
        QCOMPARE(open.count(), 1);
        QVERIFY(open.front().front().toString().endsWith(QStringLiteral("my-burst.md")));
    }

    void openingALessonShowsItsPanel()
    {
        UserFolder folder;
        UiFixture ui;
        QVERIFY(ui.open(fixtureScenario()));
        auto* dock = qobject_cast<QDockWidget*>(ui.window->lesson()->parentWidget());
        QVERIFY(dock);
        dock->hide();
        QSignalSpy result(ui.window->controller(), &LabController::resultChanged);
        QVERIFY(ui.window->lessonActions()->openLesson(
            folder.dir.filePath(QStringLiteral("my-burst.md"))));
        QTRY_VERIFY_WITH_TIMEOUT(
            ui.window->controller()->result() && !ui.window->controller()->isRunning(), 20000);
        QVERIFY(dock->isVisible());
        QVERIFY(ui.window->lesson()->lesson());
        // The user's lesson, not the shipped one its scenario would find.
        QCOMPARE(ui.window->lesson()->lesson()->id, QStringLiteral("my-burst"));
        QVERIFY(ui.window->lesson()->plainText().contains(QStringLiteral("A fixed window of 10")));
        // A broken file is refused with its error.
        QVERIFY(!ui.window->lessonActions()->openLesson(
            folder.dir.filePath(QStringLiteral("broken.md"))));
        QVERIFY(ui.window->lastError().contains(QStringLiteral("broken.md:11:")));
        // The menus hold the entries.
        QCOMPARE(ui.window->lessonActions()->galleryAction()->shortcut(),
                 QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
        QStringList menus;
        for (QAction* menu : ui.window->menuBar()->actions())
            for (QAction* a : menu->menu()->actions())
                menus << a->text();
        QVERIFY(menus.contains(QStringLiteral("&Lessons…")));
        QVERIFY(menus.contains(QStringLiteral("Export Lesson &Handout…")));
        QVERIFY(menus.contains(QStringLiteral("&Glossary")));
        // The what-if sliders' tooltips point to the glossary for the limit and the window.
        QStringList tips;
        for (QWidget* w : ui.window->whatIf()->findChildren<QWidget*>())
            tips << w->toolTip();
        QVERIFY2(tips.join(QLatin1Char('|')).contains(QStringLiteral("See glossary: limit")),
                 qPrintable(tips.join(QLatin1Char('|'))));
        QVERIFY(tips.join(QLatin1Char('|')).contains(QStringLiteral("See glossary: window")));
    }

    void lessonTextLinksTheGlossary()
    {
        UiFixture ui;
        QVERIFY(ui.open(QStringLiteral(":/scenarios/boundary-burst.json")));
        auto* text = ui.window->lesson()->findChild<QTextBrowser*>();
        QVERIFY(text);
        const QString html = text->document()->toHtml();
        QVERIFY2(html.contains(QStringLiteral("href=\"glossary:fixed%20window\""))
                     || html.contains(QStringLiteral("href=\"glossary:fixed window\"")),
                 qPrintable(html.left(2000)));
        QVERIFY(!text->toPlainText().contains(QStringLiteral("[[")));
        // Clicking a link asks for the glossary on that term; the lesson stays.
        QSignalSpy activated(ui.window->lesson(), &LessonPanel::glossaryTermActivated);
        emit text->anchorClicked(Glossary::url(QStringLiteral("fixed window")));
        QCOMPARE(activated.count(), 1);
        QCOMPARE(activated.front().front().toString(), QStringLiteral("fixed window"));
        QVERIFY(text->toPlainText().contains(QStringLiteral("boundary")));
        auto* links = text->findChild<GlossaryLinks*>();
        QVERIFY(links);
        QVERIFY(links->definitionHtml(QStringLiteral("TAT")).contains(QStringLiteral("GCRA")));
    }

    void glossaryDialogAndTooltips()
    {
        GlossaryDialog dialog;
        QVERIFY(dialog.showTerm(QStringLiteral("theoretical arrival time")));
        QVERIFY(!dialog.showTerm(QStringLiteral("flux capacitor")));
        QVERIFY(dialog.plainText().contains(QStringLiteral("stored permits")));
        dialog.setSearch(QStringLiteral("CROSSSLOT"));
        QVERIFY(dialog.plainText().contains(QStringLiteral("hash tag")));
        QVERIFY(!dialog.plainText().contains(QStringLiteral("leaky bucket")));
        SummaryTableModel model;
        QVERIFY(model.headerData(SummaryTableModel::OverAdmission, Qt::Horizontal, Qt::ToolTipRole)
                    .toString()
                    .endsWith(QStringLiteral("See glossary: over-admission")));
        QVERIFY(model.headerData(SummaryTableModel::Rejected, Qt::Horizontal, Qt::ToolTipRole)
                    .toString()
                    .endsWith(QStringLiteral("See glossary: 429")));
    }
};

QTEST_MAIN(TestLessonGallery)
#include "tst_lessongallery.moc"
