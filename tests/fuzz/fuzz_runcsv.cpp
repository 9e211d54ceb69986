// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the run-folder reader (what Open Run Folder Beside and --beside use) on any
// summary.csv, timeseries.csv and requests.csv. The input holds the three files one after the
// other, separated by a line "%%" (a missing third part: no requests.csv). Whatever it reads
// must format back to CSV; ASan reports a huge allocation (a bucket count from the file) as
// a finding, the bug the bounds fixed.
#include "core/io/csv/RunCsv.h"
#include "core/io/csv/RunCsvReader.h"

#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size > 64 * 1024)
        return 0;
    const QByteArray input(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    QByteArray files[3];
    int parts = 0;
    qsizetype at = 0;
    while (parts < 3) {
        const qsizetype next = input.indexOf("\n%%\n", at);
        files[parts++] = input.mid(at, next < 0 ? -1 : next - at);
        if (next < 0)
            break;
        at = next + 4;
    }
    const bool hasRequests = parts == 3;
    QString error;
    const std::optional<ratelab::RunResult> run = ratelab::RunCsvReader::fromTexts(
        files[0], files[1], hasRequests ? &files[2] : nullptr, QStringLiteral("fuzz"), &error);
    if (run) {
        (void)ratelab::RunCsv::summary(*run);
        (void)ratelab::RunCsv::timeseries(*run);
        (void)ratelab::RunCsv::requests(*run);
    }
    return 0;
}
