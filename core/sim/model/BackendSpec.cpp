// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sim/model/BackendSpec.h"

namespace ratelab {
namespace {

constexpr std::array<EnumEntry<ServiceTimeKind>, 3> kServiceTimes{{
    {ServiceTimeKind::Constant, "constant", "Every request takes the mean."},
    {ServiceTimeKind::Exponential, "exponential",
     "Exponentially distributed around the mean (the Erlang C model's service)."},
    {ServiceTimeKind::LogNormal, "lognormal",
     "A long-tailed log-normal distribution given by its mean and its 99th percentile."},
}};
static_assert(eachValueOnce(kServiceTimes), "one row per value");

constexpr std::array<EnumEntry<BackendChangeKind>, 2> kChanges{{
    {BackendChangeKind::Workers, "workers",
     "The worker (or connection) count becomes `workers`: a lost node, a deploy."},
    {BackendChangeKind::Slow, "slow", "Service times are multiplied by slow_percent / 100."},
}};
static_assert(eachValueOnce(kChanges), "one row per value");

} // namespace

std::span<const EnumEntry<ServiceTimeKind>> serviceTimeKindNames()
{
    return kServiceTimes;
}

std::span<const EnumEntry<BackendChangeKind>> backendChangeKindNames()
{
    return kChanges;
}

} // namespace ratelab
