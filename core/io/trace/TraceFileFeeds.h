// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The trace-file arrivals of a scenario (docs/scenario-format.md): each client group of arrival
// kind trace-file replays an access log or CSV trace, one request per line, through the engine's
// pull interface (ArrivalFeed), so a log of millions of lines is never held in memory. Built once
// per run (or shared by the parts of a split run): the constructor reads each file through to
// check every line and to number the group's members, one per (identity, method, endpoint
// category), in order of first appearance; each open() then reads the file again, a batch at a
// time. Line times are shifted so the first line arrives at the group's start_ms. Files are found
// relative to the scenario file's folder. Read-only after construction; open() from any thread.
#include "core/io/trace/AccessLogOptions.h"

#include "core/sim/traffic/ArrivalFeed.h"

#include <QString>

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

namespace ratelab {

class TraceFileFeeds final : public ArrivalFeeds {
public:
    // Throws std::invalid_argument naming the field and the file's line
    // ("clients[0].arrival.file: logs/a.log:12: ... (bad-time)").
    explicit TraceFileFeeds(const Scenario& scenario);

    // Whether any client of the scenario replays a trace file.
    static bool needed(const Scenario& scenario);
    // The file a trace-file client reads: its arrival.file, relative to the scenario's folder.
    static QString pathOf(const Scenario& scenario, const ClientSpec& client);
    // The reader options of a trace-file client (format, identity, lenient, categories).
    static AccessLogOptions optionsOf(const Scenario& scenario, const ClientSpec& client);

    [[nodiscard]] std::span<const FeedMember> members(std::int32_t group) const override;
    [[nodiscard]] std::unique_ptr<ArrivalFeed> open(std::int32_t group) const override;

    // Lines read (and records kept) by the first reading of group `group`'s file.
    [[nodiscard]] std::int64_t records(std::int32_t group) const;

    struct Group {
        QString path;
        AccessLogOptions options;
        std::int64_t firstMs = 0; // the first line's time (the file's time order)
        std::int64_t startMs = 0; // when it arrives in the run
        std::int64_t records = 0;
        std::vector<FeedMember> members;
        std::unordered_map<std::string, std::int32_t> index; // memberKey -> member
    };

    // "IDENTITY\nMETHOD\nCATEGORY": what tells members apart.
    static std::string memberKey(const std::string& identity, const std::string& method,
                                 const std::string& category);

private:
    std::vector<Group> m_groups; // by client group; empty entries for the others
};

} // namespace ratelab
