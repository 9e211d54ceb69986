// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/lesson/ClaimExpression.h"

#include "core/io/lesson/ClaimNode.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace ratelab {
namespace {

struct EvalError {
    std::string message;
};

using Kind = ClaimValue::Kind;

// Reals compare equal within a relative 1e-9, so 0.1 + 0.2 == 0.3 holds; integers are exact.
bool nearlyEqual(double a, double b)
{
    return std::fabs(a - b) <= 1e-9 * std::max({1.0, std::fabs(a), std::fabs(b)});
}

std::string describe(const ClaimValue& v)
{
    switch (v.kind) {
    case Kind::Integer:
    case Kind::Real:
        return "a number";
    case Kind::Boolean:
        return "true or false";
    case Kind::List:
        return "a list (every lane's value)";
    }
    return "a value";
}

class Evaluator {
public:
    Evaluator(const NameResolver& names, std::vector<UsedName>* used)
        : m_names(names)
        , m_used(used)
    {
    }

    ClaimValue eval(const ClaimNode& n)
    {
        switch (n.kind) {
        case ClaimNode::Kind::Literal:
            return n.literal;
        case ClaimNode::Kind::Name:
            return name(n.name);
        case ClaimNode::Kind::Unary:
            return unary(n);
        case ClaimNode::Kind::Binary:
            return binary(n);
        case ClaimNode::Kind::Call:
            return call(n);
        }
        throw EvalError{"unknown expression"};
    }

private:
    ClaimValue name(const ClaimName& name)
    {
        std::string problem;
        const auto resolved = m_names.resolve(name, problem);
        if (!resolved)
            throw EvalError{problem};
        if (m_used)
            m_used->push_back({name.text, resolved->value, resolved->measured});
        return resolved->value;
    }

    static double number(const ClaimValue& v, const std::string& op)
    {
        if (!v.isNumber())
            throw EvalError{"'" + op + "' needs numbers, not " + describe(v)};
        return v.asReal();
    }
    static bool truth(const ClaimValue& v, const std::string& op)
    {
        if (v.kind != Kind::Boolean)
            throw EvalError{"'" + op + "' needs true or false, not " + describe(v)};
        return v.boolean;
    }

    ClaimValue unary(const ClaimNode& n)
    {
        const ClaimValue v = eval(*n.children[0]);
        if (n.op == "not")
            return ClaimValue::ofBoolean(!truth(v, n.op));
        if (v.kind == Kind::Integer && v.integer != INT64_MIN)
            return ClaimValue::ofInteger(-v.integer);
        return ClaimValue::ofReal(-number(v, n.op));
    }

    ClaimValue binary(const ClaimNode& n)
    {
        if (n.op == "and" || n.op == "or") {
            // Both sides are evaluated, so every figure a claim names shows in its report.
            const bool l = truth(eval(*n.children[0]), n.op);
            const bool r = truth(eval(*n.children[1]), n.op);
            return ClaimValue::ofBoolean(n.op == "and" ? l && r : l || r);
        }
        const ClaimValue l = eval(*n.children[0]);
        const ClaimValue r = eval(*n.children[1]);
        const bool ints = l.kind == Kind::Integer && r.kind == Kind::Integer;
        if (n.op == "+" || n.op == "-" || n.op == "*") {
            if (ints) {
                std::int64_t out = 0;
                const bool overflow =
                    n.op == "+"   ? __builtin_add_overflow(l.integer, r.integer, &out)
                    : n.op == "-" ? __builtin_sub_overflow(l.integer, r.integer, &out)
                                  : __builtin_mul_overflow(l.integer, r.integer, &out);
                if (!overflow)
                    return ClaimValue::ofInteger(out);
            }
            const double a = number(l, n.op);
            const double b = number(r, n.op);
            return ClaimValue::ofReal(n.op == "+" ? a + b : n.op == "-" ? a - b : a * b);
        }
        if (n.op == "/") {
            const double a = number(l, n.op);
            const double b = number(r, n.op);
            if (b == 0.0)
                throw EvalError{"division by zero in " + std::string("'/'")};
            return ClaimValue::ofReal(a / b);
        }
        return ClaimValue::ofBoolean(compare(n.op, l, r, ints));
    }

    static bool compare(const std::string& op, const ClaimValue& l, const ClaimValue& r, bool ints)
    {
        if (l.kind == Kind::Boolean && r.kind == Kind::Boolean && (op == "==" || op == "!="))
            return (l.boolean == r.boolean) == (op == "==");
        if (ints) {
            const std::int64_t a = l.integer;
            const std::int64_t b = r.integer;
            return op == "=="   ? a == b
                   : op == "!=" ? a != b
                   : op == "<"  ? a < b
                   : op == "<=" ? a <= b
                   : op == ">"  ? a > b
                                : a >= b;
        }
        const double a = number(l, op);
        const double b = number(r, op);
        const bool eq = nearlyEqual(a, b);
        return op == "=="   ? eq
               : op == "!=" ? !eq
               : op == "<"  ? a < b && !eq
               : op == "<=" ? a <= b || eq
               : op == ">"  ? a > b && !eq
                            : a >= b || eq;
    }

    // Arguments with lists flattened: max(*.admitted), max(a, b), sum(*.retries).
    std::vector<ClaimValue> flatArguments(const ClaimNode& n)
    {
        std::vector<ClaimValue> out;
        for (const auto& child : n.children) {
            ClaimValue v = eval(*child);
            if (v.kind == Kind::List)
                out.insert(out.end(), v.items.begin(), v.items.end());
            else
                out.push_back(std::move(v));
        }
        return out;
    }

    ClaimValue call(const ClaimNode& n)
    {
        const std::string& f = n.op;
        std::vector<ClaimValue> args = flatArguments(n);
        auto needArgs = [&](std::size_t count) {
            if (args.size() != count)
                throw EvalError{f + "() takes " + std::to_string(count) + " argument"
                                + (count == 1 ? "" : "s")};
        };
        if (f == "min" || f == "max" || f == "sum" || f == "median") {
            if (args.empty())
                throw EvalError{f + "() of nothing"};
            for (const ClaimValue& v : args)
                number(v, f + "()");
            const bool ints = std::all_of(args.begin(), args.end(), [](const ClaimValue& v) {
                return v.kind == Kind::Integer;
            });
            if (f == "median") {
                std::vector<double> xs;
                for (const ClaimValue& v : args)
                    xs.push_back(v.asReal());
                std::sort(xs.begin(), xs.end());
                const std::size_t m = xs.size() / 2;
                return ClaimValue::ofReal(xs.size() % 2 ? xs[m] : (xs[m - 1] + xs[m]) / 2.0);
            }
            if (ints && f != "sum") {
                auto cmp = [](const ClaimValue& a, const ClaimValue& b) {
                    return a.integer < b.integer;
                };
                return f == "min" ? *std::min_element(args.begin(), args.end(), cmp)
                                  : *std::max_element(args.begin(), args.end(), cmp);
            }
            double acc = f == "sum" ? 0.0 : args.front().asReal();
            std::int64_t iacc = 0;
            bool exact = ints;
            for (const ClaimValue& v : args) {
                if (f == "sum") {
                    acc += v.asReal();
                    if (exact && __builtin_add_overflow(iacc, v.integer, &iacc))
                        exact = false;
                } else {
                    acc = f == "min" ? std::min(acc, v.asReal()) : std::max(acc, v.asReal());
                }
            }
            return exact ? ClaimValue::ofInteger(iacc) : ClaimValue::ofReal(acc);
        }
        if (f == "count") {
            return ClaimValue::ofInteger(static_cast<std::int64_t>(args.size()));
        }
        if (f == "all" || f == "any") {
            bool all = true;
            bool any = false;
            for (const ClaimValue& v : args) {
                const bool b = truth(v, f + "()");
                all = all && b;
                any = any || b;
            }
            return ClaimValue::ofBoolean(f == "all" ? all : any);
        }
        if (f == "abs") {
            needArgs(1);
            if (args[0].kind == Kind::Integer && args[0].integer != INT64_MIN)
                return ClaimValue::ofInteger(args[0].integer < 0 ? -args[0].integer
                                                                 : args[0].integer);
            return ClaimValue::ofReal(std::fabs(number(args[0], f + "()")));
        }
        if (f == "floor" || f == "ceil" || f == "round") {
            needArgs(1);
            if (args[0].kind == Kind::Integer)
                return args[0];
            const double x = number(args[0], f + "()");
            const double y = f == "floor"  ? std::floor(x)
                             : f == "ceil" ? std::ceil(x)
                                           : std::round(x);
            if (!(std::fabs(y) < 9.2e18))
                throw EvalError{f + "() of " + std::to_string(x) + " is not a 64-bit integer"};
            return ClaimValue::ofInteger(static_cast<std::int64_t>(y));
        }
        if (f == "between") {
            needArgs(3);
            const double x = number(args[0], f + "()");
            return ClaimValue::ofBoolean(
                (x > number(args[1], f + "()") || nearlyEqual(x, args[1].asReal()))
                && (x < number(args[2], f + "()") || nearlyEqual(x, args[2].asReal())));
        }
        throw EvalError{"no function named " + f
                        + "() (there are min, max, sum, median, count, all, any, abs, floor, ceil, "
                          "round, between)"};
    }

    const NameResolver& m_names;
    std::vector<UsedName>* m_used;
};

} // namespace

std::string ClaimValue::toString() const
{
    switch (kind) {
    case Kind::Integer:
        return std::to_string(integer);
    case Kind::Real: {
        char buf[64];
        std::snprintf(buf, sizeof buf, "%.6g", real);
        return buf;
    }
    case Kind::Boolean:
        return boolean ? "true" : "false";
    case Kind::List: {
        std::string out = "[";
        for (std::size_t i = 0; i < items.size(); ++i)
            out += (i ? ", " : "") + items[i].toString();
        return out + "]";
    }
    }
    return {};
}

std::optional<ClaimExpression> ClaimExpression::parse(const std::string& text, std::string& error,
                                                      int& column)
{
    try {
        ClaimExpression e;
        e.m_text = text;
        e.m_root = parseClaim(text);
        return e;
    } catch (const ClaimSyntaxError& e) {
        error = e.message;
        column = e.column;
        return std::nullopt;
    }
}

std::optional<ClaimValue> ClaimExpression::evaluate(const NameResolver& names, std::string& error,
                                                    std::vector<UsedName>* used) const
{
    try {
        Evaluator evaluator(names, used);
        return evaluator.eval(*m_root);
    } catch (const EvalError& e) {
        error = e.message;
        return std::nullopt;
    }
}

} // namespace ratelab
