// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Each client's retry budget in one lane: gRPC's retry throttling (proposal A6). A client's
// tokens start at its retry.budget_tokens; a failed answer (429, 503, time-out) takes one, a
// success gives back retry.budget_ratio, and the client may retry only while it holds more than
// half its tokens. Tokens are kept in thousandths, as gRPC keeps them. Owned by its lane;
// single-threaded.
#include "core/sim/model/Scenario.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

namespace ratelab {

class RetryBudget {
public:
    // `specs` by client index; empty when no client has a budget.
    void add(const RetrySpec& spec)
    {
        Client c;
        c.max = spec.budgetTokens * 1000;
        c.tokens = c.max;
        c.ratio = static_cast<std::int64_t>(std::llround(spec.budgetRatio * 1000.0));
        m_any = m_any || c.max > 0;
        m_clients.push_back(c);
    }

    void failed(std::int32_t client)
    {
        if (m_any) {
            Client& c = m_clients[static_cast<std::size_t>(client)];
            c.tokens = std::max<std::int64_t>(0, c.tokens - 1000);
        }
    }
    void succeeded(std::int32_t client)
    {
        if (m_any) {
            Client& c = m_clients[static_cast<std::size_t>(client)];
            c.tokens = std::min(c.max, c.tokens + c.ratio);
        }
    }
    // Whether the client may retry now (always, without a budget).
    [[nodiscard]] bool allows(std::int32_t client) const
    {
        if (!m_any)
            return true;
        const Client& c = m_clients[static_cast<std::size_t>(client)];
        return c.max == 0 || c.tokens * 2 > c.max;
    }
    // Retries the budget refused so far.
    [[nodiscard]] std::int64_t refused() const { return m_refused; }
    void noteRefused() { ++m_refused; }

private:
    struct Client {
        std::int64_t max = 0; // 0: no budget
        std::int64_t tokens = 0;
        std::int64_t ratio = 0;
    };
    std::vector<Client> m_clients;
    bool m_any = false;
    std::int64_t m_refused = 0;
};

} // namespace ratelab
