// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lesson/LessonGallery.h"

#include "ui/lesson/LessonGalleryModel.h"

#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QDir>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTreeView>
#include <QUrl>
#include <QVBoxLayout>

namespace ratelab {

LessonGallery::LessonGallery(const QString& userFolder, QWidget* parent)
    : QDialog(parent)
    , m_userFolder(userFolder)
    , m_model(new LessonGalleryModel(this))
    , m_filter(new QSortFilterProxyModel(this))
    , m_search(new QLineEdit(this))
    , m_view(new QTreeView(this))
    , m_open(new QPushButton(tr("&Open Lesson"), this))
    , m_details(new QLabel(this))
{
    setWindowTitle(tr("Lessons"));
    m_filter->setSourceModel(m_model);
    m_filter->setFilterRole(LessonGalleryModel::SearchRole);
    m_filter->setFilterCaseSensitivity(Qt::CaseInsensitive);
    // A group stays while any of its lessons matches.
    m_filter->setRecursiveFilteringEnabled(true);
    m_search->setPlaceholderText(tr("Search titles, summaries and ids"));
    m_search->setClearButtonEnabled(true);
    m_view->setModel(m_filter);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    // A row holds one line; the selected lesson's summary (or errors) is shown whole below.
    m_details->setWordWrap(true);
    m_details->setTextFormat(Qt::RichText);
    m_details->setMinimumHeight(3 * fontMetrics().height());
    m_details->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_view->header()->setStretchLastSection(true);
    m_view->header()->setSectionResizeMode(LessonGalleryModel::Title,
                                           QHeaderView::ResizeToContents);
    m_open->setDefault(true);
    auto* folder = new QPushButton(tr("Open Lesson &Folder"), this);
    folder->setToolTip(tr("Your own lessons: put lesson files (.md) and their scenarios here"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(folder, QDialogButtonBox::ActionRole);
    buttons->addButton(m_open, QDialogButtonBox::AcceptRole);
    auto* hint = new QLabel(tr("Your own lessons live in <a href=\"folder\">%1</a>.")
                                .arg(QDir::toNativeSeparators(m_userFolder).toHtmlEscaped()),
                            this);
    hint->setTextInteractionFlags(Qt::TextBrowserInteraction);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_search);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_details);
    layout->addWidget(hint);
    layout->addWidget(buttons);

    connect(m_search, &QLineEdit::textChanged, this, &LessonGallery::setSearch);
    connect(m_view, &QTreeView::activated, this, &LessonGallery::openSelected);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &LessonGallery::updateButtons);
    connect(m_open, &QPushButton::clicked, this, &LessonGallery::openSelected);
    connect(folder, &QPushButton::clicked, this, &LessonGallery::openFolder);
    connect(hint, &QLabel::linkActivated, this, &LessonGallery::openFolder);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(1000, 700);
    reload();
}

void LessonGallery::reload()
{
    m_model->reload(m_userFolder);
    m_view->expandAll();
    // The first lesson is selected, so Enter opens it.
    const QModelIndex first = m_filter->index(0, 0, m_filter->index(0, 0));
    if (first.isValid())
        m_view->setCurrentIndex(first);
    updateButtons();
}

void LessonGallery::setSearch(const QString& text)
{
    if (m_search->text() != text)
        m_search->setText(text);
    m_filter->setFilterFixedString(text.trimmed());
    m_view->expandAll();
    updateButtons();
}

QString LessonGallery::selectedLesson() const
{
    const QModelIndex current = m_view->currentIndex();
    if (!current.isValid() || !current.data(LessonGalleryModel::OpenableRole).toBool())
        return {};
    return current.data(LessonGalleryModel::LessonPathRole).toString();
}

void LessonGallery::updateButtons()
{
    m_open->setEnabled(!selectedLesson().isEmpty());
    const QModelIndex current = m_view->currentIndex();
    if (!current.isValid() || current.data(LessonGalleryModel::LessonPathRole).isNull()) {
        m_details->clear();
        return;
    }
    const QString title = current.siblingAtColumn(LessonGalleryModel::Title).data().toString();
    m_details->setText(QStringLiteral("<b>%1</b><br>%2")
                           .arg(title.toHtmlEscaped(),
                                current.data(LessonGalleryModel::OpenableRole).toBool()
                                    ? current.siblingAtColumn(LessonGalleryModel::Summary)
                                          .data()
                                          .toString()
                                          .toHtmlEscaped()
                                    : current.data(Qt::ToolTipRole)
                                          .toString()
                                          .toHtmlEscaped()
                                          .replace(QLatin1Char('\n'), QStringLiteral("<br>"))));
}

bool LessonGallery::event(QEvent* event)
{
    // Enter is the gallery's (open the lesson) while it is up, even when the lesson behind it
    // binds Enter to Reveal: the window system may not have moved the focus over yet.
    if (event->type() == QEvent::ShortcutOverride) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter) {
            event->accept();
            return true;
        }
    }
    return QDialog::event(event);
}

void LessonGallery::openSelected()
{
    const QString path = selectedLesson();
    if (path.isEmpty())
        return;
    emit openRequested(path); // LessonActions closes the gallery once the lesson is open
}

void LessonGallery::openFolder()
{
    // Created on demand: the folder exists once the user asks for it.
    QDir().mkpath(m_userFolder);
    QDesktopServices::openUrl(QUrl::fromLocalFile(m_userFolder));
}

} // namespace ratelab
