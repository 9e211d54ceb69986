// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The parsed form of a claim expression, shared by the parser and the evaluator only.
// Immutable once built.
#include "core/io/lesson/ClaimExpression.h"

#include <memory>
#include <string>
#include <vector>

namespace ratelab {

struct ClaimNode {
    enum class Kind : std::uint8_t { Literal, Name, Unary, Binary, Call };
    Kind kind = Kind::Literal;
    ClaimValue literal; // Literal
    ClaimName name;     // Name
    std::string op;     // Unary: "-", "not"; Binary: "+", "==", "and", ...; Call: the function
    std::vector<std::shared_ptr<const ClaimNode>> children;
};

// Parses a whole expression; throws ClaimSyntaxError.
std::shared_ptr<const ClaimNode> parseClaim(const std::string& text);

struct ClaimSyntaxError {
    std::string message;
    int column = 0;
};

} // namespace ratelab
