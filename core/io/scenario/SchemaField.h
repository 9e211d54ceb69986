// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A scenario field bound to the struct that holds it (Scenario, ClientSpec or LaneSpec): its
// FieldSpec plus a getter and setter in QVariant form, so the loader, the saver and the GUI's
// forms all read and write the model through the same table. Immutable; safe to share.
#include "core/io/scenario/FieldSpec.h"

#include <functional>

namespace ratelab {

template <class Owner>
struct SchemaField : FieldSpec {
    std::function<QVariant(const Owner&)> get;
    std::function<void(Owner&, const QVariant&)> set; // the value must already be valid
    std::function<bool(const Owner&)> relevant;       // empty: always relevant

    // Whether the field means anything for this owner (e.g. peak_rate_per_sec only for a
    // diurnal arrival). The editor hides or greys out irrelevant fields.
    [[nodiscard]] bool isRelevant(const Owner& owner) const { return !relevant || relevant(owner); }

    // The default comes from the model's own default member initializers.
    [[nodiscard]] QVariant defaultValue() const { return get(Owner{}); }
};

} // namespace ratelab
