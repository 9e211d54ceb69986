// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Cancel before the first event: a run's set-up loops over every client, key and lane (ten
// million clients take seconds), and polls the run's observer through this every few thousand
// steps. A cancel throws SetUpCancelled, which runScenario turns into an empty result (the
// caller knows it cancelled). A null observer never cancels. Single-threaded.
#include "core/sim/kernel/SimObserver.h"

#include <cstdint>

namespace ratelab {

struct SetUpCancelled {};

class SetUpPoll {
public:
    explicit SetUpPoll(const SimObserver* observer)
        : m_observer(observer)
    {
    }

    void step()
    {
        if (m_observer && (++m_steps & (kEvery - 1)) == 0 && m_observer->cancelRequested())
            throw SetUpCancelled{};
    }

private:
    static constexpr std::int64_t kEvery = 1 << 12;
    const SimObserver* m_observer;
    std::int64_t m_steps = 0;
};

} // namespace ratelab
