// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Fits a restored window into the screen it reopens on: a layout saved on a large monitor and
// opened on a 1280x720 projector keeps its transport bar on screen. Pure functions of rectangles,
// so a test can hand in any screen; GUI thread (the caller reads the screen).
#include <QRect>
#include <QSize>

namespace ratelab::windowgeometry {

// The frame `saved` made to fit inside `available`: no larger than it (but not below `minimum`),
// then moved inside it. A rect that already fits comes back unchanged.
[[nodiscard]] QRect clampedTo(const QRect& saved, const QRect& available,
                              const QSize& minimum = {});

} // namespace ratelab::windowgeometry
