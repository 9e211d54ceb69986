// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The in-process store: one KeyState per key id in a flat vector, decided synchronously and
// atomically. Never fails, never evicts. Owned by one lane; single-threaded.
#include "core/sim/algorithms/DecideInto.h"
#include "core/sim/store/KeyStore.h"

#include <vector>

namespace ratelab {

class MemoryStore final : public KeyStore {
public:
    explicit MemoryStore(std::size_t keyCount);

    StoreAnswer decide(const Algorithm& algorithm, std::int32_t key, const DecideInput& input,
                       std::int64_t ticket) override;
    // The lane's hot path: inline, so the one virtual call is the only indirection.
    StoreAnswer decideFor(const Algorithm& algorithm, std::int32_t key, const DecideInput& input,
                          std::int64_t ticket, std::int32_t client) override
    {
        (void)ticket;
        (void)client;
        StoreAnswer answer;
        decideOn(answer.decision, algorithm, key, input);
        return answer;
    }
    // The in-process decision, written into `slot`: all the in-process store ever answers
    // besides "decided", so a plain lane asks for this alone (Lane::decidePlain).
    void decideOn(Decision& slot, const Algorithm& algorithm, std::int32_t key,
                  const DecideInput& input)
    {
        decideInto(slot, [&] { return algorithm.decideForResponse(stateOf(key), input); });
    }
    [[nodiscard]] const KeyState* find(std::int32_t key) const override;
    // The key's state to change in place (a policy's rules decide on it or write back a copy).
    KeyState& stateOf(std::int32_t key)
    {
        const auto k = static_cast<std::size_t>(key);
        if (!m_known[k]) [[unlikely]] {
            m_known[k] = 1;
            ++m_keys;
        }
        return m_states[k];
    }
    // Starts fetching the key's state: a policy asks for every rule's before deciding the first,
    // so the rules' cache misses overlap instead of following one another.
    void prefetch(std::int32_t key) const
    {
        __builtin_prefetch(&m_states[static_cast<std::size_t>(key)], 1);
    }
    [[nodiscard]] std::int64_t keyCount() const override { return m_keys; }
    [[nodiscard]] std::int64_t stateBytes(const Algorithm& algorithm) const override;

private:
    std::vector<KeyState> m_states;
    std::vector<std::uint8_t> m_known; // touched at least once
    std::int64_t m_keys = 0;
};

} // namespace ratelab
