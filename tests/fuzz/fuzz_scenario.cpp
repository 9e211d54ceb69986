// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the scenario loader on any bytes, and for every text it accepts a save and
// reload round trip that must give the same scenario (the saved text read back saves to the
// same bytes). ASan and UBSan report what the loader does wrong on the way.
#include "core/io/scenario/ScenarioLoader.h"
#include "core/io/scenario/ScenarioWriter.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size > 64 * 1024)
        return 0; // scenario files are small; larger inputs only slow the search down
    const QByteArray json(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    const ratelab::ScenarioLoadResult first =
        ratelab::ScenarioLoader::fromJson(json, QStringLiteral("fuzz.json"));
    if (!first.ok())
        return 0;
    const QByteArray saved = ratelab::ScenarioWriter::toJson(*first.scenario);
    const ratelab::ScenarioLoadResult second =
        ratelab::ScenarioLoader::fromJson(saved, QStringLiteral("saved.json"));
    if (!second.ok()) {
        std::fprintf(stderr, "a saved scenario does not load again:\n%s\n%s\n",
                     qPrintable(second.errorText()), saved.constData());
        std::abort();
    }
    if (ratelab::ScenarioWriter::toJson(*second.scenario) != saved) {
        std::fprintf(stderr, "save, load, save changed the scenario:\n%s\n", saved.constData());
        std::abort();
    }
    return 0;
}
