// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The presenter's black screen (B, as in slide software): a black cover over the whole window
// while the class talks. Any key or click takes it away and does nothing else, so a clicker
// pressed by habit never turns a step unseen. A child of the window it covers; GUI thread only.
#include <QWidget>

namespace ratelab {

class BlackScreen : public QWidget {
    Q_OBJECT
public:
    explicit BlackScreen(QWidget* window);

    void setShown(bool shown);
    [[nodiscard]] bool isShown() const { return isVisible(); }

signals:
    void shownChanged(bool shown);

protected:
    bool event(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    QWidget* m_window;
};

} // namespace ratelab
