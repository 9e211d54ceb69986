// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Where the source tree and the build tree are, as CTest tells each test.
#include <QString>

namespace ratelab::test {

QString sourceDir(); // the checkout root (scenarios/, resources/)
QString binaryDir(); // the build root (app executables)
QString sourcePath(const QString& relative);

} // namespace ratelab::test
