// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/topology/TopologyText.h"

#include <QCoreApplication>

#include <cstdlib>

namespace ratelab::topologytext {
namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("TopologyText", text);
}

QString signedMs(std::int64_t v)
{
    return (v > 0   ? QStringLiteral("+")
            : v < 0 ? QStringLiteral("−")
                    : QString())
           + QString::number(std::abs(v));
}

QString seconds(std::int64_t ms)
{
    return QString::number(static_cast<double>(ms) / 1000.0, 'g', 6);
}

} // namespace

QString tip(const QString& plain)
{
    return QStringLiteral("<p style=\"max-width: 360px\">%1</p>")
        .arg(plain.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>")));
}

QStringList clockLines(const TopologyInstance& inst)
{
    QStringList lines;
    if (inst.offsetMs == 0 && inst.driftPpm == 0)
        lines << tr("clock exact");
    else
        lines << tr("%1 ms · %2 ppm").arg(signedMs(inst.offsetMs), signedMs(inst.driftPpm));
    if (inst.stepDeltaMs != 0)
        lines << tr("steps %1 ms at %2 s").arg(signedMs(inst.stepDeltaMs), seconds(inst.stepAtMs));
    return lines;
}

QString clockSentence(const TopologyInstance& inst)
{
    if (!inst.skewed())
        return tr("%1's clock is exact: no offset, no drift, no NTP step, so its windows start when everyone's do.")
            .arg(inst.name);
    QString text =
        tr("%1's clock is %2 ms %3 true time and drifts %4 ppm (%5 µs per second), so its windows start at a different moment than the others'.")
            .arg(inst.name)
            .arg(std::abs(inst.offsetMs))
            .arg(inst.offsetMs >= 0 ? tr("ahead of") : tr("behind"))
            .arg(signedMs(inst.driftPpm))
            .arg(std::abs(inst.driftPpm));
    if (inst.stepDeltaMs != 0)
        text +=
            QLatin1Char(' ')
            + tr("At %1 s an NTP step moves it %2 by %3 ms.")
                  .arg(seconds(inst.stepAtMs), inst.stepDeltaMs < 0 ? tr("back") : tr("forward"))
                  .arg(std::abs(inst.stepDeltaMs));
    return text;
}

QString bucketText(const TopologyHealth& health)
{
    return QStringLiteral("%1–%2 s").arg(seconds(health.bucketStartMs()),
                                         seconds(health.bucketEndMs()));
}

QString regionSentence(const TopologyModel& model, int region, const TopologyHealth& health)
{
    const TopologyRegion& r = model.regions()[static_cast<std::size_t>(region)];
    QString text =
        tr(r.instanceCount == 1
               ? "Region %1: %2 instance behind one %3 load balancer; the clients placed in %1 call it."
               : "Region %1: %2 instances behind one %3 load balancer; the clients placed in %1 call it.")
            .arg(r.name)
            .arg(r.instanceCount)
            .arg(model.balancerName());
    if (health.regionAdmitted(region) >= 0)
        text +=
            QLatin1Char('\n')
            + tr("Its instances admitted %1 requests in the bucket %2 (shading: load against the busiest region bucket of the run).")
                  .arg(health.regionAdmitted(region))
                  .arg(bucketText(health));
    return text;
}

QString storeSentence(const TopologyStore& store, const TopologyHealth& health, int index)
{
    QString text = store.toolTip;
    if (!store.canFail)
        return text;
    text += QLatin1Char('\n')
            + tr("At %1 s: %2.")
                  .arg(QString::number(static_cast<double>(toMillisFloor(health.cursor())) / 1000.0,
                                       'f', 1),
                       health.storeStatus(index));
    const SeriesBucket& b = health.laneBucket();
    if (health.hasBucket())
        text +=
            QLatin1Char(' ')
            + tr("In the bucket %1 the lane saw %2 store errors, %3 failed open and %4 failed closed.")
                  .arg(bucketText(health))
                  .arg(b.errors)
                  .arg(b.failedOpen)
                  .arg(b.failedClosed);
    text += QLatin1Char('\n') + tr("Click to inject a fault at the cursor.");
    return text;
}

QStringList backendLines(const TopologyBackend& backend, const TopologyHealth& health)
{
    const QString line =
        backend.queueLimit < 0 ? tr("no limit") : tr("line %1").arg(backend.queueLimit);
    if (!health.hasBucket())
        return {tr("%1 workers").arg(backend.workers), tr("waiting: %1").arg(line)};
    const SeriesBucket& b = health.laneBucket();
    QStringList lines{tr("%1 of %2 workers busy").arg(b.backendBusy).arg(b.backendWorkers),
                      tr("%1 waiting (%2)").arg(b.backendWaiting).arg(line)};
    lines << (b.shed + b.timedOut > 0 ? tr("%1 shed, %2 timed out").arg(b.shed).arg(b.timedOut)
                                      : tr("%1 answered, none shed").arg(b.goodput));
    return lines;
}

QString backendSentence(const TopologyModel& model, const TopologyHealth& health)
{
    const TopologyBackend& backend = model.backend();
    QString text =
        tr("The service behind the limiters: %1 workers, requests beyond them wait in line")
            .arg(backend.workers);
    text +=
        backend.queueLimit < 0 ? tr(" (no limit)") : tr(" (at most %1)").arg(backend.queueLimit);
    if (backend.queueTimeoutMs > 0)
        text += tr(", shed with 503 after waiting %1 s").arg(seconds(backend.queueTimeoutMs));
    if (backend.timeoutMs > 0)
        text += tr("; clients give up after %1 s").arg(seconds(backend.timeoutMs));
    if (backend.reservedPercent > 0)
        text += tr("; %1 % reserved for critical clients").arg(backend.reservedPercent);
    if (backend.dependencyConnections > 0)
        text += tr("; every request calls a dependency of %1 connections")
                    .arg(backend.dependencyConnections);
    text += tr(". Each lane has its own copy; this is the chosen lane's.");
    if (health.hasBucket()) {
        const SeriesBucket& b = health.laneBucket();
        text += tr("\nAt the end of the bucket %1: %2 of %3 workers busy, %4 waiting. In the "
                   "bucket: %5 answered, %6 shed (503), %7 timed out.")
                    .arg(bucketText(health))
                    .arg(b.backendBusy)
                    .arg(b.backendWorkers)
                    .arg(b.backendWaiting)
                    .arg(b.goodput)
                    .arg(b.shed)
                    .arg(b.timedOut);
    }
    return text;
}

} // namespace ratelab::topologytext
