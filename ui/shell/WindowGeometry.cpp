// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/WindowGeometry.h"

#include <algorithm>

namespace ratelab::windowgeometry {

QRect clampedTo(const QRect& saved, const QRect& available, const QSize& minimum)
{
    if (!available.isValid() || !saved.isValid())
        return saved;
    const QSize size(std::max(minimum.width(), std::min(saved.width(), available.width())),
                     std::max(minimum.height(), std::min(saved.height(), available.height())));
    // Keep the top-left corner on screen first: the title bar and menus must stay reachable.
    const int x =
        std::max(available.left(),
                 std::min(saved.left(), available.left() + available.width() - size.width()));
    const int y =
        std::max(available.top(),
                 std::min(saved.top(), available.top() + available.height() - size.height()));
    return {QPoint(x, y), size};
}

} // namespace ratelab::windowgeometry
