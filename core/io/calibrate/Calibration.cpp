// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/calibrate/Calibration.h"

#include "core/io/calibrate/CandidateReplay.h"
#include "core/io/calibrate/SafeLimitSearch.h"

#include "core/sim/algorithms/AlgorithmRegistry.h"
#include "core/sim/engine/WindowMaxTracker.h"

#include <algorithm>
#include <map>

namespace ratelab {
namespace {

// Replay passes stop here even if a search has not closed its bracket (it always has by then:
// each pass narrows a bracket of width w to about w / pointsPerPass).
constexpr int kMaxReplayPasses = 64;

const RatePercentileRow& windowRow(const std::vector<RatePercentileRow>& rows,
                                   std::int32_t category, std::size_t window, Population population)
{
    for (const RatePercentileRow& row : rows)
        if (row.category == category && row.window == window && row.population == population)
            return row;
    static const RatePercentileRow none;
    return none;
}

bool analyse(const RecordSource& source, RateAnalysis& analysis, std::string* error)
{
    std::string sourceError;
    const bool ok =
        source([&analysis](const LogRecord& r) { return analysis.add(r); }, &sourceError);
    if (!analysis.error().empty()) {
        *error = analysis.error();
        return false;
    }
    if (!ok) {
        *error = sourceError;
        return false;
    }
    analysis.finish();
    // The boundary-burst measure packs times relative to the first record into 46 bits of us.
    constexpr std::int64_t kMaxSpanMs =
        (std::int64_t{1} << (64 - WindowMaxTracker::kCostBits)) / kMicrosPerMilli - 1;
    if (analysis.lastTimeMs() - analysis.firstTimeMs() > kMaxSpanMs) {
        *error = "the log spans more than " + std::to_string(kMaxSpanMs / 86400000)
                 + " days, more than one replay can measure";
        return false;
    }
    return true;
}

std::string paramsProblem(const CandidateReplay& replay, AlgorithmKind algorithm,
                          std::int64_t limit, std::int64_t burstPercent)
{
    const LimitParams params = replay.params(limit, burstFor(limit, burstPercent));
    std::string problem = limitParamsProblem(params);
    if (problem.empty()) {
        const ParamProblem p = algorithmParamsProblem(algorithm, params);
        if (!p.what.empty())
            problem = p.field + " " + p.what;
    }
    return problem.empty() ? std::string{}
                           : std::string(algorithmInfo(algorithm).id) + " at limit "
                                 + std::to_string(limit) + ": " + problem;
}

} // namespace

std::int64_t Calibration::searchCap(const RateAnalysis& analysis,
                                    const std::vector<char>& legitimate, std::int32_t category)
{
    std::int64_t most = 0;
    for (const RateKey& key : analysis.keys())
        if (key.category == category && legitimate[static_cast<std::size_t>(key.identity)])
            most = std::max(most, key.rates.requests());
    return 8 * most + 8;
}

bool Calibration::run(const RecordSource& source, const CalibrationSettings& settings,
                      CalibrationResult* result, std::string* error)
{
    const std::optional<std::size_t> window = rateWindowIndex(settings.windowMs);
    if (!window) {
        *error = "window " + std::to_string(settings.windowMs)
                 + " ms: the suggestion needs a window the analysis measures (1000, 60000, 900000 "
                   "or 3600000 ms)";
        return false;
    }
    CalibrationResult& out = *result;
    if (!analyse(source, out.analysis, error))
        return false;
    const RateAnalysis& analysis = out.analysis;
    out.legitimate = settings.legitimate.resolve(analysis);
    out.percentiles = ratePercentiles(analysis, out.legitimate);
    out.heaviest = analysis.heaviest(settings.heaviestCount);

    // Per category: its keys' global indices (lanes number keys within a category) and search.
    std::vector<std::vector<std::int32_t>> categoryKeys(analysis.categories().size());
    for (std::size_t k = 0; k < analysis.keys().size(); ++k)
        categoryKeys[static_cast<std::size_t>(analysis.keys()[k].category)].push_back(
            static_cast<std::int32_t>(k));

    std::vector<SafeLimitSearch> searches;
    std::vector<CategoryCalibration> calibrations;
    CandidateReplay probe(analysis, out.legitimate, settings.algorithm, settings.windowMs);
    for (const std::int32_t category : analysis.categoriesByName()) {
        CategoryCalibration c;
        c.category = category;
        c.suggestion = suggestLimit(
            windowRow(out.percentiles, category, *window, Population::Legitimate),
            windowRow(out.percentiles, category, *window, Population::All), settings.rule);
        c.cap = std::max(searchCap(analysis, out.legitimate, category), c.suggestion.limit);
        for (const std::int64_t limit : {std::int64_t{1}, c.suggestion.limit, c.cap}) {
            const std::string problem =
                paramsProblem(probe, settings.algorithm, limit, settings.rule.burstPercent);
            if (!problem.empty()) {
                *error = problem;
                return false;
            }
        }
        calibrations.push_back(c);
        searches.emplace_back(c.cap, settings.targetFalsePositiveRate, settings.pointsPerPass);
    }

    for (int pass = 1; pass <= kMaxReplayPasses; ++pass) {
        CandidateReplay replay(analysis, out.legitimate, settings.algorithm, settings.windowMs);
        for (std::size_t i = 0; i < calibrations.size(); ++i) {
            std::vector<std::int64_t> limits = searches[i].nextCandidates();
            const std::int64_t suggested = calibrations[i].suggestion.limit;
            if (pass == 1 && std::find(limits.begin(), limits.end(), suggested) == limits.end())
                limits.push_back(suggested);
            for (const std::int64_t limit : limits) {
                LaneConfig config;
                config.category = calibrations[i].category;
                config.limit = limit;
                config.burst = burstFor(limit, settings.rule.burstPercent);
                config.trackThrottled = pass == 1 && limit == suggested;
                replay.addLane(config);
            }
        }
        if (replay.lanes().empty())
            break;
        if (!replay.run(source, error))
            return false;
        out.passes = pass;
        std::map<std::int32_t, std::size_t> searchOf;
        for (std::size_t i = 0; i < calibrations.size(); ++i)
            searchOf[calibrations[i].category] = i;
        for (const auto& lane : replay.lanes()) {
            LaneResult r;
            r.config = lane->config();
            r.counts = lane->counts();
            r.pass = pass;
            r.suggested = r.config.trackThrottled;
            const auto& keys = categoryKeys[static_cast<std::size_t>(r.config.category)];
            for (std::size_t k = 0; k < lane->throttling().size(); ++k)
                if (lane->throttling()[k].rejected > 0)
                    r.throttled.emplace_back(keys[k], lane->throttling()[k]);
            searches[searchOf[r.config.category]].report(r.config.limit,
                                                         r.counts.falsePositiveRate());
            out.lanes.push_back(std::move(r));
        }
    }

    // Lanes by category name (the calibrations' order), then limit; then the indices into them.
    std::map<std::int32_t, std::size_t> rank;
    for (std::size_t i = 0; i < calibrations.size(); ++i)
        rank[calibrations[i].category] = i;
    std::sort(out.lanes.begin(), out.lanes.end(),
              [&rank](const LaneResult& a, const LaneResult& b) {
                  const std::size_t ra = rank[a.config.category];
                  const std::size_t rb = rank[b.config.category];
                  return ra != rb ? ra < rb : a.config.limit < b.config.limit;
              });
    for (std::size_t i = 0; i < calibrations.size(); ++i) {
        const std::optional<std::int64_t> safe = searches[i].smallestSafe();
        for (std::size_t l = 0; l < out.lanes.size(); ++l) {
            const LaneResult& lane = out.lanes[l];
            if (lane.config.category != calibrations[i].category)
                continue;
            if (lane.suggested)
                calibrations[i].suggestedLane = l;
            if (safe && lane.config.limit == *safe)
                calibrations[i].safeLane = l;
        }
    }
    out.categories = std::move(calibrations);
    return true;
}

} // namespace ratelab
