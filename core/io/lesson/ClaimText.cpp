// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/lesson/ClaimText.h"

#include <cctype>
#include <cmath>
#include <cstdio>

namespace ratelab {
namespace {

// The ':' that starts a format: the last one outside [lane names].
std::size_t formatColon(const std::string& inner)
{
    std::size_t colon = std::string::npos;
    int depth = 0;
    for (std::size_t i = 0; i < inner.size(); ++i) {
        if (inner[i] == '[')
            ++depth;
        else if (inner[i] == ']')
            depth = std::max(0, depth - 1);
        else if (inner[i] == ':' && depth == 0)
            colon = i;
    }
    return colon;
}

std::string groupThousands(const std::string& digits)
{
    std::size_t start = digits.find_first_of("0123456789");
    if (start == std::string::npos)
        return digits;
    std::size_t end = digits.find_first_not_of("0123456789", start);
    if (end == std::string::npos)
        end = digits.size();
    std::string whole = digits.substr(start, end - start);
    std::string grouped;
    for (std::size_t i = 0; i < whole.size(); ++i) {
        if (i > 0 && (whole.size() - i) % 3 == 0)
            grouped += ',';
        grouped += whole[i];
    }
    return digits.substr(0, start) + grouped + digits.substr(end);
}

// Reals without a format: up to two decimals, trailing zeros dropped ("0.25", "1.5", "3").
std::string plainReal(double x)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.2f", x);
    std::string s = buf;
    if (s.find('.') != std::string::npos) {
        while (!s.empty() && s.back() == '0')
            s.pop_back();
        if (!s.empty() && s.back() == '.')
            s.pop_back();
    }
    return s == "-0" ? "0" : s;
}

} // namespace

std::vector<Placeholder> ClaimText::placeholders(const std::string& text,
                                                 std::vector<ClaimTextProblem>* problems)
{
    std::vector<Placeholder> out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '}') {
            if (i + 1 < text.size() && text[i + 1] == '}')
                ++i;
            else if (problems)
                problems->push_back({i, "a '}' without its '{' (write }} for a brace)"});
            continue;
        }
        if (text[i] != '{')
            continue;
        if (i + 1 < text.size() && text[i + 1] == '{') {
            ++i;
            continue;
        }
        const std::size_t close = text.find('}', i + 1);
        const std::size_t reopen = text.find('{', i + 1);
        if (close == std::string::npos || (reopen != std::string::npos && reopen < close)) {
            if (problems)
                problems->push_back({i, "a '{' without its '}' (write {{ for a brace)"});
            continue;
        }
        Placeholder p;
        p.begin = i;
        p.end = close + 1;
        const std::string inner = text.substr(i + 1, close - i - 1);
        const std::size_t colon = formatColon(inner);
        p.expression = colon == std::string::npos ? inner : inner.substr(0, colon);
        p.format = colon == std::string::npos ? std::string() : inner.substr(colon + 1);
        out.push_back(std::move(p));
        i = close;
    }
    return out;
}

bool ClaimText::format(const ClaimValue& value, const std::string& spec, std::string& out)
{
    bool group = false;
    int decimals = -1;
    char type = 0;
    std::size_t i = 0;
    if (i < spec.size() && spec[i] == ',') {
        group = true;
        ++i;
    }
    if (i < spec.size() && spec[i] == '.') {
        ++i;
        const std::size_t start = i;
        while (i < spec.size() && std::isdigit(static_cast<unsigned char>(spec[i])))
            ++i;
        if (i == start || i - start > 2)
            return false;
        decimals = std::stoi(spec.substr(start, i - start));
    }
    if (i < spec.size() && (spec[i] == 'f' || spec[i] == '%')) {
        type = spec[i];
        ++i;
    }
    if (i != spec.size())
        return false;

    if (value.kind == ClaimValue::Kind::Boolean || value.kind == ClaimValue::Kind::List) {
        if (!spec.empty())
            return false;
        out = value.toString();
        return true;
    }
    double x = value.asReal();
    std::string suffix;
    if (type == '%') {
        x *= 100.0;
        suffix = "%";
    }
    if (value.kind == ClaimValue::Kind::Integer && type == 0 && decimals < 0) {
        out = std::to_string(value.integer);
    } else if (decimals >= 0) {
        char buf[64];
        std::snprintf(buf, sizeof buf, "%.*f", decimals, x);
        out = buf;
        if (out.find_first_not_of("-0.") == std::string::npos && out[0] == '-')
            out.erase(0, 1);
    } else {
        out = plainReal(x);
    }
    if (group)
        out = groupThousands(out);
    out += suffix;
    return true;
}

std::string ClaimText::render(const std::string& text, const NameResolver& names,
                              std::vector<ClaimTextProblem>* problems, std::vector<UsedName>* used)
{
    std::string out;
    std::size_t at = 0;
    for (const Placeholder& p : placeholders(text, problems)) {
        out += text.substr(at, p.begin - at);
        at = p.end;
        std::string error;
        int column = 0;
        const auto expr = ClaimExpression::parse(p.expression, error, column);
        std::optional<ClaimValue> value;
        if (expr)
            value = expr->evaluate(names, error, used);
        std::string formatted;
        if (value && !format(*value, p.format, formatted))
            error = "bad format ':" + p.format + "' (use .1f, %, .1%, or ,)";
        if (!value || !error.empty()) {
            if (problems)
                problems->push_back({p.begin + 1 + static_cast<std::size_t>(column), error});
            out += text.substr(p.begin, p.end - p.begin);
            continue;
        }
        out += formatted;
    }
    out += text.substr(at);
    // Literal braces.
    std::string unescaped;
    for (std::size_t i = 0; i < out.size(); ++i) {
        unescaped += out[i];
        if ((out[i] == '{' || out[i] == '}') && i + 1 < out.size() && out[i + 1] == out[i])
            ++i;
    }
    return unescaped;
}

std::vector<ClaimTextProblem> ClaimText::bareFigures(const std::string& text)
{
    std::vector<ClaimTextProblem> out;
    const auto holes = placeholders(text, nullptr);
    std::size_t hole = 0;
    bool code = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (hole < holes.size() && i == holes[hole].begin) {
            i = holes[hole++].end - 1;
            continue;
        }
        if (text[i] == '`') {
            code = !code;
            continue;
        }
        // A glossary link names a term ("[[429]]"), it states no figure.
        if (!code && text.compare(i, 2, "[[") == 0) {
            const std::size_t close = text.find("]]", i + 2);
            if (close != std::string::npos) {
                i = close + 1;
                continue;
            }
        }
        const bool digit = std::isdigit(static_cast<unsigned char>(text[i]));
        const bool wordBefore = i > 0
                                && (std::isalnum(static_cast<unsigned char>(text[i - 1]))
                                    || text[i - 1] == '_' || text[i - 1] == '-');
        if (code || !digit || wordBefore)
            continue;
        std::size_t j = i;
        while (j < text.size()
               && (std::isdigit(static_cast<unsigned char>(text[j]))
                   || ((text[j] == '.' || text[j] == ',') && j + 1 < text.size()
                       && std::isdigit(static_cast<unsigned char>(text[j + 1])))))
            ++j;
        out.push_back({i, text.substr(i, j - i)});
        i = j - 1;
    }
    return out;
}

} // namespace ratelab
