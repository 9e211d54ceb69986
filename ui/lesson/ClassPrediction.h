// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the class answered to a step's "predict" question, and what the run then showed. The
// lesson stepper records one per answered step; the lesson handout prints them. Plain value;
// GUI thread.
#include <QString>

namespace ratelab {

struct ClassPrediction {
    int step = 0; // index into Lesson::steps
    QString stepTitle;
    QString question;  // placeholders filled
    QString predicted; // as the class gave it: a number or one of the choices
    QString measured;  // the answer expression's value on the run, formatted; empty until revealed
    bool revealed = false;
};

} // namespace ratelab
