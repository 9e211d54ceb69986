// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Packs one lane's time-series buckets into a compact BLOB for the history database and back.
// A million buckets become one row instead of a million, so saving stays one quick transaction.
#include "core/sim/model/RunResult.h"

#include <QByteArray>

#include <optional>
#include <vector>

namespace ratelab::seriesblob {

QByteArray encode(const std::vector<SeriesBucket>& buckets);
// nullopt when the blob is truncated or of an unknown layout.
std::optional<std::vector<SeriesBucket>> decode(const QByteArray& blob);

} // namespace ratelab::seriesblob
