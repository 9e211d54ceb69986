// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/topology/FaultInjector.h"

#include "ui/shell/LabController.h"

#include "core/sim/model/FaultInjection.h"

#include <QCoreApplication>

#include <stdexcept>

namespace ratelab {
namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("FaultInjector", text);
}

QString seconds(std::int64_t ms)
{
    return QString::number(static_cast<double>(ms) / 1000.0, 'f', 1);
}

} // namespace

StoreFaultSpec FaultInjector::makeFault(FaultChoice choice, std::int64_t startMs,
                                        const QString& region, const QString& store)
{
    StoreFaultSpec f;
    f.store = store.toStdString();
    f.startMs = startMs;
    f.durationMs = kSpanMs;
    switch (choice) {
    case FaultChoice::Down:
        f.kind = StoreFaultKind::Down;
        break;
    case FaultChoice::Slow:
        f.kind = StoreFaultKind::Slow;
        f.slowPercent = 1000;
        break;
    case FaultChoice::Partition:
        f.kind = StoreFaultKind::Partition;
        f.region = region.toStdString();
        break;
    case FaultChoice::Failover:
        f.kind = StoreFaultKind::Failover;
        f.durationMs = kFailoverOutageMs;
        break;
    }
    return f;
}

QString FaultInjector::menuText(FaultChoice choice, const QString& region)
{
    switch (choice) {
    case FaultChoice::Down:
        return tr("Down 30 s");
    case FaultChoice::Slow:
        return tr("Slow ×10, 30 s");
    case FaultChoice::Partition:
        return tr("Partition %1, 30 s").arg(region);
    default:
        return tr("Failover");
    }
}

QString FaultInjector::menuToolTip(FaultChoice choice, const QString& region)
{
    switch (choice) {
    case FaultChoice::Down:
        return tr(
            "The lane's store refuses every connection for 30 s from the cursor; the failure policy decides meanwhile.");
    case FaultChoice::Slow:
        return tr(
            "Every command takes ten times as long for 30 s from the cursor: queues and timeouts grow.");
    case FaultChoice::Partition:
        return tr("The instances of %1 cannot reach the store for 30 s from the cursor; other regions still can.")
            .arg(region);
    default:
        return tr("The primary fails at the cursor and its replica takes over %1 s later; writes the replica had not received are lost.")
            .arg(static_cast<double>(kFailoverOutageMs) / 1000.0);
    }
}

bool FaultInjector::inject(LabController* controller, int lane, const StoreFaultSpec& fault,
                           const QString& target, QString* error)
{
    Scenario after = controller->scenario();
    try {
        addStoreFault(after, lane, fault);
    } catch (const std::invalid_argument& e) {
        if (error)
            *error = QString::fromStdString(e.what());
        return false;
    }
    QString what;
    switch (fault.kind) {
    case StoreFaultKind::Down:
        what = tr("down");
        break;
    case StoreFaultKind::Slow:
        what = tr("slow");
        break;
    case StoreFaultKind::Partition:
        what = tr("partition of %1").arg(QString::fromStdString(fault.region));
        break;
    default:
        what = tr("failover");
        break;
    }
    controller->edit(tr("Fault: %1 at %2 s (%3)").arg(what, seconds(fault.startMs), target), after);
    return true;
}

} // namespace ratelab
