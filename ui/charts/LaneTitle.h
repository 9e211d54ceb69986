// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A lane row's heading: the lane's title and its boundary-burst badge, side by side while both
// fit, the badge under the title when they do not, so the two never overlap; a title too
// long for its row wraps onto more lines and is never elided. Builds its
// QCustomPlot elements in the layout cell it is given; the QCustomPlot owns them. GUI thread only.
#include <QColor>
#include <QRect>
#include <QString>

class QCustomPlot;
class QCPLayoutGrid;
class QCPTextElement;

namespace ratelab {

class LaneTitle {
public:
    LaneTitle(QCustomPlot* plot, QCPLayoutGrid* cell);

    void setTitle(const QString& title);
    // An empty text removes the badge.
    void setBadge(const QString& text, const QColor& color);
    void setFontScale(double scale);
    // Lays title and badge out for a row this many pixels wide.
    void fit(int width);

    [[nodiscard]] QString title() const { return m_fullTitle; }
    [[nodiscard]] QString badge() const;
    // The title as drawn: the whole title, on several lines when it had to wrap.
    [[nodiscard]] QString shownTitle() const;
    // Where the title's and the badge's text are drawn (after a replot), for layout tests.
    [[nodiscard]] QRect titleTextRect() const;
    [[nodiscard]] QRect badgeTextRect() const;

private:
    void refit();

    QCPTextElement* m_title;
    QCPTextElement* m_badge;
    QCPLayoutGrid* m_row;
    QString m_fullTitle;
    int m_width = 0; // the width of the last fit(): text changes are fitted to it again
};

} // namespace ratelab
