// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Runs the built ratelab-cli as a user would, through QProcess, and keeps what it said: the
// end-to-end CLI tests share it. Test thread only.
#include "tests/support/TestPaths.h"

#include <QProcess>
#include <QStringList>
#include <QtGlobal>

namespace ratelab::test {

struct CliOutput {
    int code = -1; // -1: the process crashed
    QString out;
    QString err;
};

inline CliOutput
runCli(const QStringList& args,
       const QProcessEnvironment& environment = QProcessEnvironment::systemEnvironment())
{
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(binaryDir() + QStringLiteral("/app/cli/ratelab-cli"), args);
    // Generous: lesson checks over five seeds run under the sanitizers too.
    if (!process.waitForFinished(300'000))
        qFatal("ratelab-cli did not finish");
    CliOutput o;
    o.code = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    o.out = QString::fromUtf8(process.readAllStandardOutput());
    o.err = QString::fromUtf8(process.readAllStandardError());
    return o;
}

} // namespace ratelab::test
