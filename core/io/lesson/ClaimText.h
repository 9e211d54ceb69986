// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Lesson text with placeholders filled from a run: "{fixed-window.max_admitted_any_window}",
// "{fixed-window.over_admission_ratio:.1f}", "{shared-ip.false_positive_rate:%}". A placeholder
// holds any claim expression, then optionally ':' and a format: ',' groups thousands, '.N' sets
// the decimals, 'f' fixed, '%' percent (x 100). "{{" and "}}" are literal braces. Stateless.
#include "core/io/lesson/ClaimExpression.h"

#include <string>
#include <vector>

namespace ratelab {

struct Placeholder {
    std::size_t begin = 0; // offset of '{' in the text
    std::size_t end = 0;   // one past '}'
    std::string expression;
    std::string format;
};

struct ClaimTextProblem {
    std::size_t offset = 0; // in the text
    std::string message;
};

class ClaimText {
public:
    // The placeholders of `text` in order; unbalanced braces are problems.
    static std::vector<Placeholder> placeholders(const std::string& text,
                                                 std::vector<ClaimTextProblem>* problems);

    // `text` with every placeholder replaced by its formatted value; a placeholder that cannot be
    // evaluated is left as written and reported.
    static std::string render(const std::string& text, const NameResolver& names,
                              std::vector<ClaimTextProblem>* problems,
                              std::vector<UsedName>* used = nullptr);

    // `value` written with `format` ("", ".1f", "%", ".1%", ","); false for a bad format.
    static bool format(const ClaimValue& value, const std::string& format, std::string& out);

    // Digits in prose, outside placeholders, `code spans` and [[glossary links]]: a figure a lesson
    // states that its run cannot check. Returns each such number's offset and text.
    static std::vector<ClaimTextProblem> bareFigures(const std::string& text);
};

} // namespace ratelab
