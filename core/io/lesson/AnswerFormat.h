// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The format a guided step's measured answer is revealed in: the one its choices are written in,
// so the class compares like with like ("68%" against "70%", never "0.68" against "70%"). A
// percentage choice shows the answer (a fraction) times 100; decimals, thousands separators and a
// unit ("ms") follow the choices. Without choices, or with choices in no common format, the
// placeholders' own default. Stateless; any thread.
#include <QString>
#include <QStringList>

namespace ratelab {

struct AnswerFormat {
    QString spec; // a placeholder format (docs/lessons.md): ",.1%", ".0f", or empty
    QString
        suffix; // written after the number as the choices write it: " ms", "" (the % is in spec)
    QString percentSign; // "%" or " %", as the choices write it; empty when not a percentage

    // The placeholder that shows `answer` (a claim expression) in this format.
    [[nodiscard]] QString placeholder(const QString& answer) const;
    // `rendered` (what the placeholder gave) with the choices' spacing and unit.
    [[nodiscard]] QString finish(const QString& rendered) const;
};

AnswerFormat answerFormat(const QStringList& choices);

} // namespace ratelab
