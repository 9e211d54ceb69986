// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lesson/GlossaryLinks.h"

#include <QCursor>
#include <QDesktopServices>
#include <QTextBrowser>
#include <QToolTip>
#include <QUrl>

namespace ratelab {

GlossaryLinks::GlossaryLinks(QTextBrowser* browser)
    : QObject(browser)
    , m_browser(browser)
    , m_glossary(Glossary::shipped())
{
    // A glossary link is no page to load: left to itself the browser would blank the lesson.
    m_browser->setOpenLinks(false);
    connect(m_browser, &QTextBrowser::highlighted, this, &GlossaryLinks::onHovered);
    connect(m_browser, &QTextBrowser::anchorClicked, this, &GlossaryLinks::onClicked);
}

QString GlossaryLinks::definitionHtml(const QString& term) const
{
    const GlossaryEntry* entry = m_glossary.find(term);
    if (!entry)
        return {};
    return QStringLiteral("<p style=\"white-space:normal\"><b>%1</b><br>%2</p>")
        .arg(entry->term.toHtmlEscaped(), entry->definition.toHtmlEscaped());
}

void GlossaryLinks::onHovered(const QUrl& url)
{
    const QString tip = definitionHtml(Glossary::termOf(url));
    if (tip.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(QCursor::pos(), tip, m_browser);
}

void GlossaryLinks::onClicked(const QUrl& url)
{
    const QString term = Glossary::termOf(url);
    if (term.isEmpty()) {
        QDesktopServices::openUrl(url);
        return;
    }
    onHovered(url);
    emit termActivated(term);
}

} // namespace ratelab
