// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/run/ArrivalTapeChannel.h"

#include <algorithm>
#include <stdexcept>

namespace ratelab {

namespace {

// Calls copy(at, offset, count) for the one or two runs of the ring (of `size` places) that
// hold the `count` arrivals from tape position `from` on: at is the run's place in the ring,
// offset its place among the `count`.
template <typename Copy>
void eachRun(std::uint64_t from, std::size_t count, std::size_t size, Copy copy)
{
    for (std::size_t offset = 0; offset < count;) {
        const auto at = static_cast<std::size_t>((from + offset) % size);
        const std::size_t run = std::min(count - offset, size - at);
        copy(static_cast<std::ptrdiff_t>(at), static_cast<std::ptrdiff_t>(offset), run);
        offset += run;
    }
}

} // namespace

class ArrivalTapeChannel::Reader final : public ArrivalTapeReader {
public:
    explicit Reader(ArrivalTapeChannel& channel)
        : m_channel(channel)
    {
    }

    std::size_t read(std::span<TapedArrival> into) override
    {
        ArrivalTapeChannel& c = m_channel;
        std::uint64_t from = 0;
        std::size_t count = 0;
        {
            std::unique_lock lock(c.m_mutex);
            c.m_wroteSome.wait(lock,
                               [&] { return c.m_written > m_position || c.m_closed || m_left; });
            if (m_left)
                return 0;
            from = m_position;
            count = static_cast<std::size_t>(
                std::min<std::uint64_t>(c.m_written - m_position, into.size()));
        }
        // The writer does not touch [from, from + count) until m_position passes it.
        eachRun(from, count, c.m_ring.size(),
                [&](std::ptrdiff_t at, std::ptrdiff_t offset, std::size_t run) {
                    std::copy_n(c.m_ring.begin() + at, run, into.begin() + offset);
                });
        {
            const std::lock_guard lock(c.m_mutex);
            m_position += count;
        }
        c.m_readSome.notify_one();
        return count;
    }

    [[nodiscard]] bool complete() const override
    {
        const std::lock_guard lock(m_channel.m_mutex);
        return m_channel.m_complete;
    }

    void leave() override
    {
        {
            const std::lock_guard lock(m_channel.m_mutex);
            m_left = true;
        }
        m_channel.m_readSome.notify_one();
    }

    // Under the channel's mutex.
    std::uint64_t m_position = 0;
    bool m_left = false;

private:
    ArrivalTapeChannel& m_channel;
};

ArrivalTapeChannel::ArrivalTapeChannel(int readers, std::size_t capacity)
    : m_ring(capacity)
{
    if (capacity == 0)
        throw std::invalid_argument("an arrival tape needs room for at least one arrival");
    for (int r = 0; r < readers; ++r)
        m_readers.push_back(std::make_unique<Reader>(*this));
}

ArrivalTapeChannel::~ArrivalTapeChannel() = default;

ArrivalTapeReader& ArrivalTapeChannel::reader(int index)
{
    return *m_readers.at(static_cast<std::size_t>(index));
}

std::uint64_t ArrivalTapeChannel::slowestLocked() const
{
    std::uint64_t slowest = m_written;
    for (const auto& reader : m_readers)
        if (!reader->m_left)
            slowest = std::min(slowest, reader->m_position);
    return slowest;
}

void ArrivalTapeChannel::write(std::span<const TapedArrival> arrivals)
{
    const std::size_t size = m_ring.size();
    while (!arrivals.empty()) {
        std::uint64_t from = 0;
        std::size_t count = 0;
        {
            std::unique_lock lock(m_mutex);
            m_readSome.wait(lock, [&] { return m_written - slowestLocked() < size; });
            if (m_closed)
                return;
            from = m_written;
            count = static_cast<std::size_t>(
                std::min<std::uint64_t>(size - (m_written - slowestLocked()), arrivals.size()));
        }
        // No reader looks at [from, from + count) until m_written passes it.
        eachRun(from, count, size, [&](std::ptrdiff_t at, std::ptrdiff_t offset, std::size_t run) {
            std::copy_n(arrivals.begin() + offset, run, m_ring.begin() + at);
        });
        {
            const std::lock_guard lock(m_mutex);
            m_written += count;
        }
        m_wroteSome.notify_all();
        arrivals = arrivals.subspan(count);
    }
}

void ArrivalTapeChannel::close(bool complete)
{
    {
        const std::lock_guard lock(m_mutex);
        if (m_closed)
            return;
        m_closed = true;
        m_complete = complete;
    }
    m_wroteSome.notify_all();
}

} // namespace ratelab
