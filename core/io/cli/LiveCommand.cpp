// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/cli/LiveCommand.h"

#include "core/io/cli/ArgParser.h"
#include "core/io/cli/Interrupt.h"
#include "core/io/cli/ProgressReporter.h"
#include "core/io/cli/RunOutput.h"
#include "core/io/cli/ScenarioArgs.h"

#include "core/io/live/LiveRunner.h"
#include "core/io/redis/RedisEndpoint.h"

#include <charconv>
#include <cmath>
#include <limits>
#include <stdexcept>

namespace ratelab {

namespace {

bool parseSeed(const QString& text, std::uint64_t& seed)
{
    const QByteArray bytes = text.toLatin1();
    const char* end = bytes.constData() + bytes.size();
    const auto result = std::from_chars(bytes.constData(), end, seed);
    return !bytes.isEmpty() && result.ec == std::errc() && result.ptr == end
           && seed <= static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max());
}

} // namespace

QString LiveCommand::help()
{
    return QStringLiteral(
        "Usage: ratelab-cli live SCENARIO.json --redis HOST:PORT --out DIR [--speed X]\n"
        "                        [--set PATH=VALUE ...] [--seed N] [--fail-closed]\n"
        "\n"
        "Plays the scenario's traffic in scaled wall-clock time against a real Redis on this\n"
        "machine and writes the same files as run (summary.csv, timeseries.csv, requests.csv).\n"
        "The arrivals are the simulator's for the seed; each lane is one limiter instance with\n"
        "its own thread and connection, deciding through the lane's Lua twin with the virtual\n"
        "time as the script's time argument. Keys are rl:{lane<i>:<key>}:<suffix>, so lanes\n"
        "never share state; nothing is flushed (use a private server for repeatable results).\n"
        "\n"
        "Options:\n"
        "  --redis HOST:PORT  the server (loopback only: 127.0.0.0/8, ::1, localhost; required)\n"
        "  --speed X          virtual ms per wall ms: 1 = real time (default), 10 = ten times\n"
        "                     faster; the run takes duration_ms / X of wall time\n"
        "  --out DIR          where the CSV files go (required)\n"
        "  --set PATH=VALUE   override a scenario field (repeatable), as for run\n"
        "  --seed N           override the scenario's seed\n"
        "  --fail-closed      reject requests Redis does not answer (default: fail open, admit)\n"
        "\n"
        "If Redis is unreachable at the start, nothing is played and the exit code is 1. If it\n"
        "goes away during the run, each unanswered request is decided by the failure policy,\n"
        "counted in the errors and failed_open (or failed_closed) columns, the lanes keep trying\n"
        "to reconnect, and a warning naming HOST:PORT follows the summary (exit code 0).\n"
        "Key TTLs run on the server's wall clock: keep windows long against the wall time of\n"
        "the run (docs/redis.md, \"Key TTLs\").\n"
        "\n"
        "Examples:\n"
        "  redis-server --port 6390 --save '' &\n"
        "  ratelab-cli live scenarios/boundary-burst.json --redis 127.0.0.1:6390 --speed 20 \\\n"
        "      --out live-out/\n");
}

int LiveCommand::execute(const QStringList& arguments, const CliIo& io)
{
    ArgParser args({{QStringLiteral("out")},
                    {QStringLiteral("set"), true, true},
                    {QStringLiteral("seed")},
                    {QStringLiteral("redis")},
                    {QStringLiteral("speed")},
                    {QStringLiteral("fail-closed"), false}});
    QString error;
    if (!args.parse(arguments, &error)) {
        io.error(QStringLiteral("ratelab-cli live: %1 (see ratelab-cli live --help)").arg(error));
        return kExitBadInput;
    }
    if (args.helpRequested()) {
        io.print(help());
        return kExitOk;
    }
    for (const char* required : {"redis", "out"}) {
        if (!args.has(QLatin1String(required))) {
            io.error(
                QStringLiteral("ratelab-cli live: --%1 is required (see ratelab-cli live --help)")
                    .arg(QLatin1String(required)));
            return kExitBadInput;
        }
    }
    LiveOptions options;
    const std::optional<RedisEndpoint> endpoint =
        parseRedisEndpoint(args.value(QStringLiteral("redis")));
    if (!endpoint) {
        io.error(
            QStringLiteral(
                "ratelab-cli live: --redis: expected HOST:PORT such as 127.0.0.1:6379, got \"%1\"")
                .arg(args.value(QStringLiteral("redis"))));
        return kExitBadInput;
    }
    options.host = endpoint->host;
    options.port = endpoint->port;
    if (args.has(QStringLiteral("speed"))) {
        bool ok = false;
        options.speed = args.value(QStringLiteral("speed")).toDouble(&ok);
        if (!ok || !(options.speed > 0.0) || !std::isfinite(options.speed)) {
            io.error(
                QStringLiteral("ratelab-cli live: --speed: expected a number above 0, got \"%1\"")
                    .arg(args.value(QStringLiteral("speed"))));
            return kExitBadInput;
        }
    }
    options.failOpen = !args.has(QStringLiteral("fail-closed"));
    std::uint64_t seed = 0;
    const bool hasSeed = args.has(QStringLiteral("seed"));
    if (hasSeed && !parseSeed(args.value(QStringLiteral("seed")), seed)) {
        io.error(QStringLiteral("ratelab-cli live: --seed: expected an integer from 0 to "
                                "9223372036854775807, got \"%1\"")
                     .arg(args.value(QStringLiteral("seed"))));
        return kExitBadInput;
    }
    std::optional<Scenario> scenario = ScenarioArgs::load(args, QStringLiteral("live"), io);
    if (!scenario)
        return kExitBadInput;
    if (const auto problem =
            outputDirProblem(io, QStringLiteral("live"), args.value(QStringLiteral("out"))))
        return *problem;
    if (hasSeed)
        scenario->seed = seed;

    const QString file = args.positionals().front();
    const QString dir = args.value(QStringLiteral("out"));
    if (scenario->world.enabled()) {
        std::int64_t instances = 0;
        for (const std::int64_t n : scenario->world.instancesPerRegion)
            instances += n;
        io.error(
            QStringLiteral("note: %1: %2 instance(s) in %3 region(s), each with its own thread and "
                           "connection, all against %4; store placements other than local memory, "
                           "faults, failure policies and latencies are not played live")
                .arg(file)
                .arg(instances)
                .arg(scenario->world.instancesPerRegion.size())
                .arg(args.value(QStringLiteral("redis"))));
    }
    RunResult result;
    LiveReport report;
    InterruptGuard guard;
    {
        ProgressReporter progress(io.err, io.errIsTerminal);
        try {
            if (!runLive(*scenario, options, result, report, &progress)) {
                progress.finish();
                io.error(QStringLiteral("ratelab-cli live: %1; nothing was played")
                             .arg(QString::fromStdString(report.fatal)));
                return kExitRunFailed;
            }
        } catch (const std::invalid_argument& e) {
            progress.finish();
            io.error(QStringLiteral("%1: %2").arg(file, QString::fromUtf8(e.what())));
            return kExitBadInput;
        } catch (const std::exception& e) {
            progress.finish();
            io.error(QStringLiteral("%1: the live run failed: %2")
                         .arg(file, QString::fromUtf8(e.what())));
            return kExitRunFailed;
        }
        progress.finish();
    }
    if (InterruptGuard::interrupted() || report.cancelled) {
        io.error(QStringLiteral("ratelab-cli live: interrupted; nothing was written"));
        return kExitRunFailed;
    }
    if (const ExitCode written = writeRunOutput(io, QStringLiteral("live"), result, dir);
        written != kExitOk)
        return written;
    for (const LiveLaneReport& lane : report.lanes) {
        if (lane.errors > 0)
            io.error(
                QStringLiteral("warning: lane \"%1\": Redis at %2 did not answer %3 request(s); "
                               "they were %4 (first error: %5)")
                    .arg(QString::fromStdString(lane.lane), QString::fromStdString(report.endpoint))
                    .arg(lane.errors)
                    .arg(options.failOpen ? QStringLiteral("admitted (fail-open)")
                                          : QStringLiteral("rejected (fail-closed)"),
                         QString::fromStdString(lane.firstError)));
        if (lane.lateRequests > 0)
            io.error(QStringLiteral(
                         "note: lane \"%1\": %2 request(s) were sent more than one bucket late "
                         "(largest lag %3 virtual ms); try a lower --speed")
                         .arg(QString::fromStdString(lane.lane))
                         .arg(lane.lateRequests)
                         .arg(lane.maxLagUs / kMicrosPerMilli));
    }
    return kExitOk;
}

} // namespace ratelab
