// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The hover text of one bucket of a lane's backend charts: what the clients heard, the goodput's
// latency, the limit and the backend's load, with the exact figures of the run. Pure function of
// the result; GUI thread (it formats with the current locale).
#include "ui/charts/backend/BackendLaneInfo.h"

#include "core/sim/model/RunResult.h"

#include <QString>

namespace ratelab::backendtooltip {

QString bucketTooltip(const RunResult& result, std::size_t lane, int bucket,
                      const BackendLaneInfo& info);

} // namespace ratelab::backendtooltip
