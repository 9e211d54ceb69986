// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Which model produced a run: the RateLab release (the project version in CMakeLists.txt) and the
// model version, an integer bumped with every change that moves a run's figures on purpose
// (CHANGELOG.md lists them; the history of the number is in ModelVersion.cpp). Runs,
// summary.csv and the history carry both. Constants; any thread.
#include <string_view>

namespace ratelab {

// This engine's model version (1 = before issue 10's model changes).
int modelVersion();

// The project version this engine was built as, e.g. "0.1.0".
std::string_view ratelabVersion();

} // namespace ratelab
