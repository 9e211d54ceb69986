#include "ScenarioEnums.h"

#include <array>

namespace ratelab {

namespace {

constexpr std::array<EnumName<ArrivalKind>, 7> kArrivals{{
    {ArrivalKind::Poisson, "poisson", "Random arrivals at an average rate, like many independent users."},
    {ArrivalKind::Constant, "constant", "One request every 1/rate seconds, like a polling script."},
    {ArrivalKind::OnOff, "on-off", "Random arrivals during on_ms, then silence for off_ms, repeating."},
    {ArrivalKind::Diurnal, "diurnal", "Random arrivals whose rate swings between rate and peak rate over a period, like daily traffic."},
    {ArrivalKind::BoundaryAttacker, "boundary-attacker", "Fires count requests just before a window boundary and count more just after it."},
    {ArrivalKind::Burst, "burst", "Count requests at once (or spacing_ms apart), optionally repeated."},
    {ArrivalKind::Trace, "trace", "Requests at exactly the listed times."},
}};

constexpr std::array<EnumName<RetryKind>, 5> kRetries{{
    {RetryKind::None, "none", "A rejected request is dropped."},
    {RetryKind::Immediate, "immediate", "Retries at once: the retry storm that makes overload worse."},
    {RetryKind::HonourRetryAfter, "retry-after", "Waits exactly the Retry-After the limiter sent, then retries."},
    {RetryKind::ExponentialBackoff, "exponential", "Waits base_ms * 2^attempt (capped at cap_ms) before each retry."},
    {RetryKind::ExponentialJitter, "exponential-jitter", "Waits a random time up to base_ms * 2^attempt (capped): full jitter spreads retries out."},
}};

template <class Enum, std::size_t N>
QString idOf(const std::array<EnumName<Enum>, N>& names, Enum value)
{
    for (const auto& name : names)
        if (name.value == value)
            return QString::fromLatin1(name.id);
    return {};
}

template <class Enum, std::size_t N>
std::optional<Enum> fromId(const std::array<EnumName<Enum>, N>& names, const QString& id)
{
    for (const auto& name : names)
        if (id == QLatin1String(name.id))
            return name.value;
    return std::nullopt;
}

} // namespace

std::span<const EnumName<ArrivalKind>> arrivalKindNames() { return kArrivals; }
std::span<const EnumName<RetryKind>> retryKindNames() { return kRetries; }
QString arrivalKindId(ArrivalKind kind) { return idOf(kArrivals, kind); }
QString retryKindId(RetryKind kind) { return idOf(kRetries, kind); }
std::optional<ArrivalKind> arrivalKindFromId(const QString& id) { return fromId(kArrivals, id); }
std::optional<RetryKind> retryKindFromId(const QString& id) { return fromId(kRetries, id); }

} // namespace ratelab
