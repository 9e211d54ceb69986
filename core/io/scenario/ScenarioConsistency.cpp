#include "core/io/scenario/ScenarioConsistency.h"

#include "core/sim/model/FaultInjection.h"
#include "core/sim/traffic/KeyTemplate.h"
#include "core/sim/engine/ScenarioValidator.h"

#include <QHash>

#include <stdexcept>

namespace ratelab {

namespace {

// The engine names two lane fields after the model; scenario files call them "key" and
// "soft_limit".
ScenarioError fromEngineMessage(const std::string& what)
{
    QString text = QString::fromStdString(what);
    const qsizetype colon = text.indexOf(QStringLiteral(": "));
    if (colon < 0)
        return {QString(), QString(), 0, 0, text};
    QString path = text.left(colon);
    path.replace(QStringLiteral(".key_template"), QStringLiteral(".key"));
    path.replace(QStringLiteral(".soft_limit_fraction"), QStringLiteral(".soft_limit"));
    return {QString(), path, 0, 0, text.mid(colon + 2)};
}

} // namespace

ScenarioErrors ScenarioConsistency::check(const Scenario& scenario)
{
    ScenarioErrors errors;
    auto error = [&errors](const QString& path, const QString& message) {
        errors.append({QString(), path, 0, 0, message});
    };

    if (scenario.bucketMs > 0 && (scenario.durationMs + scenario.bucketMs - 1) / scenario.bucketMs > kMaxBuckets) {
        const std::int64_t smallest = (scenario.durationMs + kMaxBuckets - 1) / kMaxBuckets;
        error(QStringLiteral("bucket_ms"),
              QStringLiteral("expected at least %1 (milliseconds) so that duration_ms / bucket_ms stays within %2 "
                             "chart buckets, got %3")
                  .arg(smallest).arg(kMaxBuckets).arg(scenario.bucketMs));
    }

    for (std::size_t i = 0; i < scenario.clients.size(); ++i) {
        const QString prefix = QStringLiteral("clients[%1].arrival.").arg(i);
        const ArrivalSpec& arrival = scenario.clients[i].arrival;
        if (arrival.kind == ArrivalKind::Trace) {
            if (arrival.timesMs.empty())
                error(prefix + QStringLiteral("times_ms"),
                      QStringLiteral("expected at least one time for a \"trace\" arrival"));
            for (std::size_t k = 1; k < arrival.timesMs.size(); ++k) {
                if (arrival.timesMs[k] < arrival.timesMs[k - 1]) {
                    error(prefix + QStringLiteral("times_ms[%1]").arg(k),
                          QStringLiteral("expected a time >= %1 (times must not decrease), got %2")
                              .arg(arrival.timesMs[k - 1]).arg(arrival.timesMs[k]));
                    break;
                }
            }
        } else if (arrival.endMs != -1 && arrival.endMs <= arrival.startMs) {
            error(prefix + QStringLiteral("end_ms"),
                  QStringLiteral("expected -1 (until the run ends) or a time after start_ms (%1), got %2")
                      .arg(arrival.startMs).arg(arrival.endMs));
        }
    }

    if (scenario.lanes.size() > static_cast<std::size_t>(kMaxLanes))
        error(QStringLiteral("lanes"),
              QStringLiteral("expected at most %1 lanes, got %2").arg(kMaxLanes).arg(scenario.lanes.size()));
    QHash<QString, std::size_t> laneNames;
    for (std::size_t i = 0; i < scenario.lanes.size(); ++i) {
        const LaneSpec& lane = scenario.lanes[i];
        const QString prefix = QStringLiteral("lanes[%1].").arg(i);
        const QString name = QString::fromStdString(lane.name);
        if (const auto found = laneNames.constFind(name); found != laneNames.constEnd())
            error(prefix + QStringLiteral("name"),
                  QStringLiteral("duplicate lane name \"%1\" (lanes[%2] has it too); lane names must be unique")
                      .arg(name).arg(*found));
        else
            laneNames.insert(name, i);
        if (const auto problem = KeyTemplate::check(lane.keyTemplate))
            error(prefix + QStringLiteral("key"), QString::fromStdString(*problem));
        // Region names are known only once the whole file is read.
        if (scenario.world.enabled()) {
            const std::vector<std::string> regions = worldRegionNames(scenario.world);
            if (const std::string problem = placementFaultProblem(lane.store.placement);
                !problem.empty() && !lane.store.faults.empty())
                error(prefix + QStringLiteral("store.faults"), QString::fromStdString(problem));
            for (std::size_t k = 0; k < lane.store.faults.size(); ++k) {
                const std::string problem = storeFaultProblem(regions, lane.store.faults[k]);
                if (!problem.empty()) {
                    const QString text = QString::fromStdString(problem);
                    const qsizetype colon = text.indexOf(QStringLiteral(": "));
                    error(prefix + QStringLiteral("store.faults[%1].%2").arg(k).arg(text.left(colon)), text.mid(colon + 2));
                }
            }
        }
    }

    if (errors.isEmpty()) {
        try {
            validateScenario(scenario);
        } catch (const std::invalid_argument& e) {
            errors.append(fromEngineMessage(e.what()));
        }
    }
    return errors;
}

} // namespace ratelab
