// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A lesson's one-line texts (a step's sentence, a question, a claim, a gallery summary) as rich
// text: `code`, **bold** and *emphasis* as the lesson body's Markdown shows them, everything else
// escaped. Stateless; any thread.
#include <QString>

namespace ratelab {

QString inlineMarkdownToHtml(const QString& text);

} // namespace ratelab
