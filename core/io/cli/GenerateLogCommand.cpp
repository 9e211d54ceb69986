// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/cli/GenerateLogCommand.h"

#include "core/io/cli/ArgParser.h"

#include "core/io/csv/NumberFormat.h"
#include "core/io/trace/GeneratedLogFiles.h"

#include <limits>

namespace ratelab {

namespace {

constexpr std::int64_t kMaxHours = 24 * 366;
constexpr std::int64_t kMaxUsers = 1'000'000;

} // namespace

QString GenerateLogCommand::help()
{
    return QStringLiteral(
        "Usage: ratelab-cli generate-log --seed N [--hours H] [--users U] --out FILE.log\n"
        "                                [--truth FILE.csv]\n"
        "\n"
        "Writes a realistic access log in Combined Log Format (nginx's and Apache's default),\n"
        "made here from a seed, to try calibration on: H hours from 2024-03-04T00:00:00Z of a shop\n"
        "API with U users whose visits follow the day (quiet at night, busiest in the afternoon),\n"
        "25 office users behind one NAT address, three heavy but legitimate automation clients,\n"
        "a scraper at a very high steady rate on read paths, and a ten-minute credential-stuffing\n"
        "burst on /login from four addresses, 60% into the log. Lines are written when a request\n"
        "completes and stamped with its start, so neighbours are out of order by up to a second.\n"
        "The same seed and options give the same bytes.\n"
        "\n"
        "The truth table has the header identity,kind,abusive: one row per address, kind one of\n"
        "user, nat-office, automation, scraper, credential-stuffing; abusive is 1 for the scraper\n"
        "and the stuffing addresses.\n"
        "\n"
        "Options:\n"
        "  --seed N          the seed (required; a non-negative integer)\n"
        "  --hours H         how many hours of traffic, 1..8784 (default 24)\n"
        "  --users U         how many individual users, 0..1000000 (default 200)\n"
        "  --out FILE.log    where to write the log (required)\n"
        "  --truth FILE.csv  where to write the truth table (optional)\n"
        "\n"
        "Examples:\n"
        "  ratelab-cli generate-log --seed 1 --out demo.log --truth demo-truth.csv\n"
        "  ratelab-cli generate-log --seed 7 --hours 72 --users 2000 --out week.log\n"
        "\n"
        "Exit codes: 0 success, 1 a file could not be written, 2 bad usage.\n");
}

int GenerateLogCommand::execute(const QStringList& arguments, const CliIo& io)
{
    ArgParser args({{QStringLiteral("seed")},
                    {QStringLiteral("hours")},
                    {QStringLiteral("users")},
                    {QStringLiteral("out")},
                    {QStringLiteral("truth")}});
    QString problem;
    auto usageError = [&io](const QString& what) {
        io.error(
            QStringLiteral("ratelab-cli generate-log: %1 (see ratelab-cli generate-log --help)")
                .arg(what));
        return kExitBadInput;
    };
    if (!args.parse(arguments, &problem))
        return usageError(problem);
    if (!args.positionals().isEmpty())
        return usageError(
            QStringLiteral("unexpected argument \"%1\"").arg(args.positionals().front()));
    for (const char* required : {"seed", "out"})
        if (!args.has(QString::fromLatin1(required)))
            return usageError(
                QStringLiteral("--%1 is required").arg(QString::fromLatin1(required)));
    std::int64_t seed = 0;
    std::int64_t hours = 24;
    std::int64_t users = 200;
    if (!integerOption(args, "seed", 0, std::numeric_limits<std::int64_t>::max(), seed, &problem)
        || !integerOption(args, "hours", 1, kMaxHours, hours, &problem)
        || !integerOption(args, "users", 0, kMaxUsers, users, &problem))
        return usageError(problem);
    const QString out = args.value(QStringLiteral("out"));
    const QString truth = args.value(QStringLiteral("truth"));
    if (out.isEmpty() || out == QLatin1String("-"))
        return usageError(QStringLiteral("--out: expected a file name"));
    if (!truth.isEmpty() && truth == out)
        return usageError(QStringLiteral("--truth must name another file than --out"));

    LogGeneratorOptions options;
    options.seed = static_cast<std::uint64_t>(seed);
    options.hours = static_cast<int>(hours);
    options.users = static_cast<int>(users);
    std::int64_t lines = 0;
    if (!writeGeneratedLog(options, out, truth, &lines, &problem)) {
        io.error(QStringLiteral("ratelab-cli generate-log: cannot write %1").arg(problem));
        return kExitRunFailed;
    }
    io.printLine(QStringLiteral("%1: %2 lines").arg(out).arg(lines));
    return kExitOk;
}

} // namespace ratelab
