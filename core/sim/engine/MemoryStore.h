#pragma once
// The in-process store: one KeyState per key id in a flat vector, decided synchronously and
// atomically. Never fails, never evicts. Owned by one lane; single-threaded.
#include "KeyStore.h"

#include <vector>

namespace ratelab {

class MemoryStore final : public KeyStore {
public:
    explicit MemoryStore(std::size_t keyCount);

    StoreAnswer decide(const Algorithm& algorithm, std::int32_t key, const DecideInput& input,
                       std::int64_t ticket) override;
    StoreAnswer decideFor(const Algorithm& algorithm, std::int32_t key, const DecideInput& input,
                          std::int64_t ticket, std::int32_t client) override
    {
        (void)client;
        return MemoryStore::decide(algorithm, key, input, ticket);
    }
    [[nodiscard]] const KeyState* find(std::int32_t key) const override;
    [[nodiscard]] std::int64_t keyCount() const override { return m_keys; }
    [[nodiscard]] std::int64_t stateBytes(const Algorithm& algorithm) const override;

private:
    std::vector<KeyState> m_states;
    std::vector<std::uint8_t> m_known;  // touched at least once
    std::int64_t m_keys = 0;
};

} // namespace ratelab
