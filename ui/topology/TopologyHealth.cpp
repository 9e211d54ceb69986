// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/topology/TopologyHealth.h"

#include "ui/charts/ColorScheme.h"

#include <QCoreApplication>

#include <algorithm>

namespace ratelab {
namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("TopologyHealth", text);
}

QString seconds(std::int64_t ms)
{
    return QString::number(static_cast<double>(ms) / 1000.0, 'g', 6);
}

} // namespace

TopologyHealth::TopologyHealth(const TopologyModel& model, const Scenario& scenario,
                               const RunResult* result, SimTime cursor,
                               std::optional<SimTime> shownUntil)
    : m_model(&model)
    , m_cursor(cursor)
    , m_shownUntil(shownUntil)
{
    const int lane = model.lane();
    if (!model.hasWorld() && model.backend().present) {
        takeBucket(result, lane);
        return;
    }
    if (!model.hasWorld() || lane >= static_cast<int>(scenario.lanes.size()))
        return;
    const std::int64_t nowMs = toMillisFloor(cursor);
    for (const StoreFaultSpec& f : scenario.lanes[static_cast<std::size_t>(lane)].store.faults) {
        if (f.kind != StoreFaultKind::None && f.startMs <= nowMs
            && nowMs < f.startMs + f.durationMs)
            m_active.push_back(f);
    }
    m_regionAdmitted.assign(model.regions().size(), -1);
    if (!result || result->bucketMs <= 0 || lane >= static_cast<int>(result->series.size())
        || lane >= static_cast<int>(result->topology.size()))
        return;
    const LaneTopologyTotals& totals = result->topology[static_cast<std::size_t>(lane)];
    const auto& buckets = result->series[static_cast<std::size_t>(lane)].buckets;
    if (buckets.empty() || totals.admittedPerRegionBucket.size() != model.regions().size())
        return;
    takeBucket(result, lane);
    for (std::size_t r = 0; r < totals.admittedPerRegionBucket.size(); ++r) {
        const auto& perBucket = totals.admittedPerRegionBucket[r];
        if (m_bucket >= 0 && static_cast<std::size_t>(m_bucket) < perBucket.size())
            m_regionAdmitted[r] = perBucket[static_cast<std::size_t>(m_bucket)];
        const std::size_t shown =
            m_shownUntil ? std::min<std::size_t>(
                perBucket.size(), static_cast<std::size_t>(std::max(m_bucket + 1, 0)))
                         : perBucket.size();
        for (std::size_t b = 0; b < shown; ++b)
            m_regionPeak = std::max(m_regionPeak, perBucket[b]);
    }
}

void TopologyHealth::takeBucket(const RunResult* result, int lane)
{
    if (!result || result->bucketMs <= 0 || lane < 0
        || lane >= static_cast<int>(result->series.size()))
        return;
    const auto& buckets = result->series[static_cast<std::size_t>(lane)].buckets;
    if (buckets.empty())
        return;
    if (m_shownUntil) {
        // The last bucket that ended by the horizon: the one at the cursor is still to come.
        m_bucket = std::min<int>(static_cast<int>(toMillisFloor(*m_shownUntil) / result->bucketMs),
                                 static_cast<int>(buckets.size()))
                   - 1;
        if (m_bucket < 0)
            return;
    } else {
        // The cursor at the very end shows the last bucket rather than nothing.
        m_bucket = std::clamp<int>(static_cast<int>(toMillisFloor(m_cursor) / result->bucketMs), 0,
                                   static_cast<int>(buckets.size()) - 1);
    }
    m_bucketStartMs = m_bucket * result->bucketMs;
    m_bucketEndMs = m_bucketStartMs + result->bucketMs;
    m_lane = buckets[static_cast<std::size_t>(m_bucket)];
}

Health TopologyHealth::backend() const
{
    if (!hasBucket())
        return Health::Healthy;
    if (m_lane.backendWorkers <= 0)
        return Health::Down;
    return m_lane.backendWaiting > 0 || m_lane.shed > 0 || m_lane.timedOut > 0 ? Health::Degraded
                                                                               : Health::Healthy;
}

double TopologyHealth::backendLoad() const
{
    return hasBucket() && m_lane.backendWorkers > 0
               ? std::min(1.0, static_cast<double>(m_lane.backendBusy)
                                   / static_cast<double>(m_lane.backendWorkers))
               : 0.0;
}

std::vector<StoreFaultSpec> TopologyHealth::activeOn(int index) const
{
    std::vector<StoreFaultSpec> on;
    const QString target = m_model->stores()[static_cast<std::size_t>(index)].faultTarget;
    for (const StoreFaultSpec& f : m_active)
        if (f.store.empty() || QString::fromStdString(f.store) == target)
            on.push_back(f);
    return on;
}

SeriesBucket TopologyHealth::failuresOn(int index) const
{
    return m_active.empty() || !activeOn(index).empty() ? m_lane : SeriesBucket{};
}

Health TopologyHealth::store(int index) const
{
    if (!m_model || index < 0 || index >= static_cast<int>(m_model->stores().size()))
        return Health::Healthy;
    const TopologyStore& s = m_model->stores()[static_cast<std::size_t>(index)];
    if (!s.canFail)
        return Health::Healthy;
    Health h = Health::Healthy;
    for (const StoreFaultSpec& f : activeOn(index))
        h = std::max(h, f.kind == StoreFaultKind::Down ? Health::Down : Health::Degraded);
    // Failures without a scheduled fault (OOM, timeouts) still show, lane-wide.
    const SeriesBucket failed = failuresOn(index);
    if (h == Health::Healthy
        && (failed.errors > 0 || failed.failedOpen > 0 || failed.failedClosed > 0))
        h = Health::Degraded;
    return h;
}

QString TopologyHealth::storeStatus(int index) const
{
    if (!m_model || index < 0 || index >= static_cast<int>(m_model->stores().size()))
        return {};
    if (!m_model->stores()[static_cast<std::size_t>(index)].canFail)
        return tr("in memory, cannot fail");
    QStringList parts;
    for (const StoreFaultSpec& f : activeOn(index))
        parts << faultText(f);
    const SeriesBucket failed = failuresOn(index);
    if (failed.failedOpen > 0)
        parts << tr("%1 failed open").arg(failed.failedOpen);
    if (failed.failedClosed > 0)
        parts << tr("%1 failed closed").arg(failed.failedClosed);
    if (parts.isEmpty() && failed.errors > 0)
        parts << tr("%1 errors").arg(failed.errors);
    return parts.isEmpty() ? tr("ok") : parts.join(QStringLiteral(", "));
}

QStringList TopologyHealth::storeLines(int index, const QString& detail) const
{
    if (!m_model || index < 0 || index >= static_cast<int>(m_model->stores().size())
        || !m_model->stores()[static_cast<std::size_t>(index)].canFail)
        return {detail};
    const std::vector<StoreFaultSpec> active = activeOn(index);
    const SeriesBucket failed = failuresOn(index);
    QStringList lines{active.empty() ? detail : shortFaultText(active.front())};
    if (failed.failedOpen > 0)
        lines << tr("%1 failed open").arg(failed.failedOpen);
    else if (failed.failedClosed > 0)
        lines << tr("%1 failed closed").arg(failed.failedClosed);
    else if (failed.errors > 0)
        lines << tr("%1 errors").arg(failed.errors);
    else
        lines << (active.size() > 1 ? tr("+%1 more faults").arg(active.size() - 1)
                  : active.empty()  ? tr("ok")
                                    : QString());
    return lines;
}

Health TopologyHealth::link(int index) const
{
    if (!m_model || index < 0 || index >= static_cast<int>(m_model->links().size()))
        return Health::Healthy;
    const TopologyLink& l = m_model->links()[static_cast<std::size_t>(index)];
    if (l.role == LinkRole::Balancer || l.role == LinkRole::Sync)
        return Health::Healthy;
    Health h = Health::Healthy;
    const bool canFail = m_model->stores()[static_cast<std::size_t>(l.store)].canFail;
    for (const StoreFaultSpec& f : activeOn(l.store)) {
        if (!canFail)
            break;
        if (l.role == LinkRole::Replication) {
            h = std::max(h, f.kind == StoreFaultKind::Failover ? Health::Down : Health::Healthy);
            continue;
        }
        if (f.kind == StoreFaultKind::Partition) {
            if (QString::fromStdString(f.region)
                == m_model->regions()[static_cast<std::size_t>(l.region)].name)
                h = Health::Down;
        } else {
            h = std::max(h, f.kind == StoreFaultKind::Slow ? Health::Degraded : Health::Down);
        }
    }
    return h;
}

QString TopologyHealth::linkStatus(int index) const
{
    switch (link(index)) {
    case Health::Down:
        return tr("No request gets through this link right now.");
    case Health::Degraded:
        return tr("Requests get through slowly right now.");
    default:
        return {};
    }
}

double TopologyHealth::regionLoad(int region) const
{
    const std::int64_t v = regionAdmitted(region);
    return v <= 0 || m_regionPeak <= 0 ? 0.0
                                       : static_cast<double>(v) / static_cast<double>(m_regionPeak);
}

double TopologyHealth::storeLoad(int index) const
{
    if (!m_model)
        return 0.0;
    double load = 0.0;
    for (const TopologyLink& l : m_model->links()) {
        if (l.store == index && l.role == LinkRole::Store)
            load = std::max(load, regionLoad(l.region));
    }
    return load;
}

std::int64_t TopologyHealth::regionAdmitted(int region) const
{
    return region >= 0 && region < static_cast<int>(m_regionAdmitted.size())
               ? m_regionAdmitted[static_cast<std::size_t>(region)]
               : -1;
}

QColor TopologyHealth::color(Health health)
{
    switch (health) {
    case Health::Down:
        return colors::bad();
    case Health::Degraded:
        return colors::wouldReject(); // the app's amber
    default:
        return colors::good();
    }
}

QString TopologyHealth::shortFaultText(const StoreFaultSpec& f)
{
    const QString until = seconds(f.startMs + f.durationMs);
    switch (f.kind) {
    case StoreFaultKind::Down:
        return tr("down until %1 s").arg(until);
    case StoreFaultKind::Slow:
        return tr("slow ×%1 until %2 s").arg(QString::number(f.slowPercent / 100.0, 'g', 4), until);
    case StoreFaultKind::Partition:
        return tr("%1 cut off").arg(QString::fromStdString(f.region));
    case StoreFaultKind::Failover:
        return tr("failing over");
    default:
        return {};
    }
}

QString TopologyHealth::faultText(const StoreFaultSpec& f)
{
    const QString span =
        QStringLiteral("%1–%2 s").arg(seconds(f.startMs), seconds(f.startMs + f.durationMs));
    switch (f.kind) {
    case StoreFaultKind::Down:
        return f.losesData ? tr("down %1, loses data").arg(span) : tr("down %1").arg(span);
    case StoreFaultKind::Slow:
        return tr("slow ×%1 %2").arg(QString::number(f.slowPercent / 100.0, 'g', 4), span);
    case StoreFaultKind::Partition:
        return tr("%1 cut off %2").arg(QString::fromStdString(f.region), span);
    case StoreFaultKind::Failover:
        return tr("failing over %1").arg(span);
    default:
        return {};
    }
}

} // namespace ratelab
