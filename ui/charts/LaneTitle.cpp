// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/LaneTitle.h"

#include "ui/charts/ChartStyle.h"
#include "ui/charts/ColorScheme.h"

#include <QStringList>

#include <qcustomplot.h>

#include <algorithm>

namespace ratelab {

namespace {

// The title on as many lines as it needs within `room` pixels: a lane's name is what the class
// reads from the back of the room, so it is wrapped, never elided. Breaks between the " · " parts
// first, then between words.
QString wrapped(const QString& title, const QFontMetrics& fm, int room)
{
    if (fm.horizontalAdvance(title) <= room)
        return title;
    const QString dot = QStringLiteral("  ·  ");
    QStringList lines;
    QString line;
    auto place = [&](const QString& piece, const QString& joint) {
        const QString candidate = line.isEmpty() ? piece : line + joint + piece;
        if (line.isEmpty() || fm.horizontalAdvance(candidate) <= room) {
            line = candidate;
        } else {
            lines << line;
            line = piece;
        }
    };
    for (const QString& part : title.split(dot)) {
        if (fm.horizontalAdvance(part) <= room) {
            place(part, dot);
            continue;
        }
        bool first = true;
        for (const QString& word : part.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            place(word, first ? dot : QStringLiteral(" "));
            first = false;
        }
    }
    lines << line;
    return lines.join(QLatin1Char('\n'));
}

} // namespace

LaneTitle::LaneTitle(QCustomPlot* plot, QCPLayoutGrid* cell)
    : m_title(new QCPTextElement(plot))
    , m_badge(new QCPTextElement(plot))
    , m_row(new QCPLayoutGrid)
{
    m_title->setTextFlags(Qt::AlignLeft | Qt::AlignVCenter);
    m_title->setMargins(QMargins(12, 3, 0, 0));
    m_title->setTextColor(colors::axisText());
    m_badge->setTextFlags(Qt::AlignRight | Qt::AlignVCenter);
    m_badge->setMargins(QMargins(0, 3, 12, 0));
    cell->addElement(0, 0, m_row);
    m_row->addElement(0, 0, m_title);
    m_row->addElement(0, 1, m_badge);
    m_row->setColumnSpacing(0);
    m_row->setRowSpacing(0);
}

void LaneTitle::setTitle(const QString& title)
{
    m_fullTitle = title;
    m_title->setText(m_fullTitle);
    refit();
}

void LaneTitle::setBadge(const QString& text, const QColor& color)
{
    m_badge->setText(text);
    if (!text.isEmpty())
        m_badge->setTextColor(color);
    // A longer badge (the totals so far grow as the cursor moves) may no longer fit beside the
    // title: every change of either text is laid out again at the last width.
    refit();
}

void LaneTitle::setFontScale(double scale)
{
    m_title->setFont(chartstyle::font(scale * 1.05, QFont::DemiBold));
    m_badge->setFont(chartstyle::font(scale * 1.05, QFont::DemiBold));
    refit();
}

void LaneTitle::refit()
{
    if (m_width > 0)
        fit(m_width);
}

void LaneTitle::fit(int width)
{
    m_width = width;
    const QMargins tm = m_title->margins();
    const QMargins bm = m_badge->margins();
    const int titleWidth = QFontMetrics(m_title->font()).horizontalAdvance(m_fullTitle);
    const int badgeWidth = m_badge->text().isEmpty()
                               ? 0
                               : QFontMetrics(m_badge->font()).horizontalAdvance(m_badge->text());
    const int gap = 8;
    const bool oneLine = tm.left() + titleWidth + gap + badgeWidth + bm.right() <= width;
    const bool badgeBelow = m_row->rowCount() > 1 && m_row->element(1, 0) == m_badge;
    if (oneLine == badgeBelow) {
        m_row->take(m_badge);
        m_row->simplify();
        if (oneLine) {
            m_row->addElement(0, 1, m_badge);
            m_badge->setTextFlags(Qt::AlignRight | Qt::AlignVCenter);
            m_badge->setMargins(QMargins(0, 3, 12, 0));
        } else {
            m_row->addElement(1, 0, m_badge);
            m_badge->setTextFlags(Qt::AlignLeft | Qt::AlignVCenter);
            m_badge->setMargins(QMargins(12, 0, 12, 0));
        }
    }
    const int room = std::max(40, width - tm.left() - 12);
    m_title->setText(oneLine ? m_fullTitle
                             : wrapped(m_fullTitle, QFontMetrics(m_title->font()), room));
}

QString LaneTitle::shownTitle() const
{
    return m_title->text();
}

QRect LaneTitle::titleTextRect() const
{
    const QRect r = m_title->outerRect().marginsRemoved(m_title->margins());
    int w = 0;
    for (const QString& line : m_title->text().split(QLatin1Char('\n')))
        w = std::max(w, QFontMetrics(m_title->font()).horizontalAdvance(line));
    return QRect(r.left(), r.top(), w, r.height());
}

QRect LaneTitle::badgeTextRect() const
{
    if (m_badge->text().isEmpty())
        return QRect();
    const QRect r = m_badge->outerRect().marginsRemoved(m_badge->margins());
    const int w = QFontMetrics(m_badge->font()).horizontalAdvance(m_badge->text());
    const bool right = m_badge->textFlags() & Qt::AlignRight;
    return QRect(right ? r.right() - w : r.left(), r.top(), w, r.height());
}

QString LaneTitle::badge() const
{
    return m_badge->text();
}

} // namespace ratelab
