// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/support/TestPaths.h"

#include <QDir>

namespace ratelab::test {

QString sourceDir()
{
    return qEnvironmentVariable("RATELAB_SOURCE_DIR", QStringLiteral("."));
}
QString binaryDir()
{
    return qEnvironmentVariable("RATELAB_BINARY_DIR", QStringLiteral("."));
}
QString sourcePath(const QString& relative)
{
    return QDir(sourceDir()).filePath(relative);
}

} // namespace ratelab::test
