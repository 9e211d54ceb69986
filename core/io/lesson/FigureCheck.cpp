// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/lesson/FigureCheck.h"

#include "core/io/lesson/RunNames.h"

#include <algorithm>
#include <map>
#include <optional>
#include <stdexcept>

namespace ratelab {
namespace {

// The run's names plus `measured`: the figure's value, for its holds: condition.
class MeasuredNames final : public NameResolver {
public:
    MeasuredNames(const NameResolver& run, double measured)
        : m_run(run)
        , m_measured(measured)
    {
    }

    std::optional<ResolvedName> resolve(const ClaimName& name, std::string& problem) const override
    {
        if (name.segments.size() == 1 && name.segments.front() == "measured")
            return ResolvedName{ClaimValue::ofReal(m_measured), true};
        return m_run.resolve(name, problem);
    }

private:
    const NameResolver& m_run;
    double m_measured;
};

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2.0;
}

} // namespace

QString FigureCheck::verdict(int held, int seeds)
{
    if (held == seeds)
        return QStringLiteral("holds");
    if (held == 0)
        return QStringLiteral("does not hold");
    return QStringLiteral("holds on some seeds");
}

QList<FigureOutcome> FigureCheck::check(const Lesson& lesson, int seeds, const Runner& runner,
                                        QStringList& problems)
{
    QList<FigureOutcome> out;
    if (lesson.figures.isEmpty())
        return out;
    seeds = std::max(kMinSeeds, seeds);
    std::vector<std::vector<double>> values(static_cast<std::size_t>(lesson.figures.size()));
    for (int f = 0; f < lesson.figures.size(); ++f) {
        const LessonFigure& figure = lesson.figures[f];
        out << FigureOutcome{QStringLiteral("%1@%2").arg(lesson.id).arg(f + 1),
                             figure.source,
                             figure.claim,
                             figure.condition,
                             figure.measure,
                             0.0,
                             0.0,
                             0.0,
                             seeds,
                             0,
                             figure.verdict,
                             {},
                             {}};
    }
    std::optional<std::uint64_t> firstSeed;
    for (int k = 0; k < seeds; ++k) {
        // Figures under the same settings share one run per seed.
        std::map<QString, LessonRun> runs;
        for (int f = 0; f < lesson.figures.size(); ++f) {
            const LessonFigure& figure = lesson.figures[f];
            FigureOutcome& outcome = out[f];
            const QString where = QStringLiteral("%1:%2").arg(lesson.filePath).arg(figure.line);
            const QString runKey = figure.changeTexts.join(QLatin1Char('\n'));
            auto it = runs.find(runKey);
            if (it == runs.end()) {
                QList<ScenarioOverride> changes;
                if (k > 0) {
                    QString error;
                    changes << *ScenarioOverride::parse(
                        QStringLiteral("seed=%1").arg(*firstSeed + k), &error);
                }
                changes += figure.changes;
                try {
                    it = runs.emplace(runKey, runner(lesson.scenarioPath, changes)).first;
                } catch (const std::exception& e) {
                    problems << QStringLiteral("%1: figure: %2").arg(where, e.what());
                    return out;
                }
                if (!firstSeed)
                    firstSeed = it->second.scenario.seed;
            }
            const RunNames names(it->second.scenario, it->second.result);
            std::string error;
            int column = 0;
            std::vector<UsedName> used;
            const auto measure =
                ClaimExpression::parse(figure.measure.toStdString(), error, column);
            const auto value = measure ? measure->evaluate(names, error, &used) : std::nullopt;
            if (!value || !value->isNumber()) {
                problems << QStringLiteral("%1: measure: %2")
                                .arg(where,
                                     value ? QStringLiteral("gives %1, not a number")
                                                 .arg(QString::fromStdString(value->toString()))
                                           : QString::fromStdString(error));
                return out;
            }
            if (std::none_of(used.begin(), used.end(),
                             [](const UsedName& u) { return u.measured; }))
                problems << QStringLiteral("%1: measure: reads only the configuration, so the run "
                                           "cannot refute it")
                                .arg(where);
            const MeasuredNames withValue(names, value->asReal());
            const auto holds = ClaimExpression::parse(figure.holds.toStdString(), error, column);
            const auto verdict = holds ? holds->evaluate(withValue, error) : std::nullopt;
            if (!verdict || verdict->kind != ClaimValue::Kind::Boolean) {
                problems << QStringLiteral("%1: holds: %2")
                                .arg(where,
                                     verdict ? QStringLiteral("gives %1, not true or false")
                                                   .arg(QString::fromStdString(verdict->toString()))
                                             : QString::fromStdString(error));
                return out;
            }
            values[static_cast<std::size_t>(f)].push_back(value->asReal());
            outcome.held += verdict->boolean ? 1 : 0;
            outcome.values += QStringLiteral("%1seed %2: %3")
                                  .arg(outcome.values.isEmpty() ? "" : ", ")
                                  .arg(it->second.scenario.seed)
                                  .arg(QString::fromStdString(value->toString()));
        }
    }
    for (int f = 0; f < out.size(); ++f) {
        const auto& v = values[static_cast<std::size_t>(f)];
        if (v.size() != static_cast<std::size_t>(seeds)) {
            out[f].computed = QStringLiteral("not measured"); // a problem stopped the check
            continue;
        }
        out[f].median = median(v);
        out[f].min = *std::min_element(v.begin(), v.end());
        out[f].max = *std::max_element(v.begin(), v.end());
        out[f].computed = verdict(out[f].held, seeds);
    }
    return out;
}

} // namespace ratelab
