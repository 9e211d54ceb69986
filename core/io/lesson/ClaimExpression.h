// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The lessons' claim language: a small, safe expression language over a run's figures, e.g.
//   fixed-window.max_admitted_any_window == 2 * fixed-window.limit
//   [token bucket B=12].rejected < [token bucket B=2].rejected and max(*.legitimate_rejected) == 0
// Numbers are exact 64-bit integers until a division or a real figure makes them real; division
// is always real; comparisons of integers are exact. Names are resolved by a NameResolver, so the
// language knows nothing of runs; nothing is executed but arithmetic, comparisons, and/or/not and
// a fixed list of functions (docs/lessons.md). Parsed once, evaluated many times; a parsed
// expression is immutable and may be shared between threads.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace ratelab {

struct ClaimValue {
    enum class Kind : std::uint8_t { Integer, Real, Boolean, List };
    Kind kind = Kind::Integer;
    std::int64_t integer = 0;
    double real = 0.0;
    bool boolean = false;
    std::vector<ClaimValue> items; // List: what a wildcard name (*.admitted) gives

    static ClaimValue ofInteger(std::int64_t v) { return {Kind::Integer, v, 0.0, false, {}}; }
    static ClaimValue ofReal(double v) { return {Kind::Real, 0, v, false, {}}; }
    static ClaimValue ofBoolean(bool v) { return {Kind::Boolean, 0, 0.0, v, {}}; }
    [[nodiscard]] bool isNumber() const { return kind == Kind::Integer || kind == Kind::Real; }
    [[nodiscard]] double asReal() const
    {
        return kind == Kind::Integer ? static_cast<double>(integer) : real;
    }
    // "20", "0.25", "true", "[3, 4]"
    [[nodiscard]] std::string toString() const;
};

// A name as written: its segments, e.g. fixed-window.bucket[12].admitted is
// {"fixed-window", "bucket", "12", "admitted"}, [30/min (dry run)].rejected is
// {"30/min (dry run)", "rejected"}; `*` as the first segment stands for every lane.
struct ClaimName {
    std::vector<std::string> segments;
    std::string text; // as written, for messages
};

struct ResolvedName {
    ClaimValue value;
    bool measured = false; // a result of the run, not a copy of the configuration
};

class NameResolver {
public:
    virtual ~NameResolver() = default;
    // The value of `name`, or nullopt with `problem` saying why (an unknown lane or figure).
    virtual std::optional<ResolvedName> resolve(const ClaimName& name,
                                                std::string& problem) const = 0;
};

// One name an evaluation read, with the value it had: the "measured ..." part of a report.
struct UsedName {
    std::string text;
    ClaimValue value;
    bool measured = false;
};

struct ClaimNode;

class ClaimExpression {
public:
    // Parses `text`; on failure returns nullopt and sets `error` and the 0-based `column`.
    static std::optional<ClaimExpression> parse(const std::string& text, std::string& error,
                                                int& column);

    // Evaluates against `names`; on failure returns nullopt and sets `error` (an unknown name,
    // a type error such as `admitted and 3`). `used` receives every name read, in order.
    std::optional<ClaimValue> evaluate(const NameResolver& names, std::string& error,
                                       std::vector<UsedName>* used = nullptr) const;

    [[nodiscard]] const std::string& text() const { return m_text; }

private:
    std::string m_text;
    std::shared_ptr<const ClaimNode> m_root;
};

} // namespace ratelab
