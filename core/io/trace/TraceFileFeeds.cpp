// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/trace/TraceFileFeeds.h"

#include "core/io/trace/AccessLogReader.h"

#include <QDir>

#include <stdexcept>

namespace ratelab {

namespace {

std::string fieldOf(std::size_t group)
{
    return "clients[" + std::to_string(group) + "].arrival.file";
}

// The identity field a line's identity goes into: the one of that name, else the user.
std::string Identity::*identityField(const std::string& from)
{
    if (from == "ip")
        return &Identity::ip;
    if (from == "api_key")
        return &Identity::apiKey;
    if (from == "tenant")
        return &Identity::tenant;
    return &Identity::user;
}

class TraceFileFeed final : public ArrivalFeed {
public:
    explicit TraceFileFeed(const TraceFileFeeds::Group& group)
        : m_group(group)
        , m_reader(group.path, group.options)
    {
        if (!m_reader.open())
            throw std::runtime_error(m_reader.error().toStdString());
    }

    std::size_t nextBatch(std::span<FeedArrival> out) override
    {
        std::size_t n = 0;
        while (n < out.size()) {
            std::optional<LogRecord> record = m_reader.next();
            if (!record)
                break;
            const auto it = m_group.index.find(
                TraceFileFeeds::memberKey(record->identity, record->method, record->category));
            if (it == m_group.index.end())
                throw std::runtime_error(
                    QStringLiteral("%1:%2: a request the first reading did not see (did the file "
                                   "change during the run?)")
                        .arg(m_group.path)
                        .arg(record->line)
                        .toStdString());
            out[n].time = fromMillis(record->timeMs - m_group.firstMs + m_group.startMs);
            out[n].member = it->second;
            ++n;
        }
        if (n == 0 && !m_reader.error().isEmpty())
            throw std::runtime_error(m_reader.error().toStdString());
        return n;
    }

private:
    const TraceFileFeeds::Group& m_group;
    AccessLogReader m_reader;
};

} // namespace

bool TraceFileFeeds::needed(const Scenario& scenario)
{
    for (const ClientSpec& c : scenario.clients)
        if (c.arrival.kind == ArrivalKind::TraceFile)
            return true;
    return false;
}

QString TraceFileFeeds::pathOf(const Scenario& scenario, const ClientSpec& client)
{
    const QString file = QString::fromStdString(client.arrival.traceFile);
    return scenario.sourceDir.empty()
               ? file
               : QDir(QString::fromStdString(scenario.sourceDir)).filePath(file);
}

AccessLogOptions TraceFileFeeds::optionsOf(const Scenario& scenario, const ClientSpec& client)
{
    AccessLogOptions options;
    options.format = client.arrival.traceFormat;
    options.identity = client.arrival.traceIdentity;
    options.lenient = client.arrival.traceLenient;
    options.categories = scenario.categories;
    return options;
}

std::string TraceFileFeeds::memberKey(const std::string& identity, const std::string& method,
                                      const std::string& category)
{
    std::string key;
    key.reserve(identity.size() + method.size() + category.size() + 2);
    key.append(identity).append(1, '\n').append(method).append(1, '\n').append(category);
    return key;
}

TraceFileFeeds::TraceFileFeeds(const Scenario& scenario)
    : m_groups(scenario.clients.size())
{
    for (std::size_t g = 0; g < scenario.clients.size(); ++g) {
        const ClientSpec& spec = scenario.clients[g];
        if (spec.arrival.kind != ArrivalKind::TraceFile)
            continue;
        Group& group = m_groups[g];
        group.path = pathOf(scenario, spec);
        group.options = optionsOf(scenario, spec);
        group.startMs = spec.arrival.startMs;
        AccessLogReader reader(group.path, group.options);
        const auto fail = [&](const QString& why) {
            throw std::invalid_argument(fieldOf(g) + ": " + why.toStdString());
        };
        if (!reader.open())
            fail(reader.error());
        std::string Identity::*field = identityField(spec.arrival.traceIdentity);
        while (std::optional<LogRecord> record = reader.next()) {
            if (group.records++ == 0)
                group.firstMs = record->timeMs;
            const auto [it, added] = group.index.try_emplace(
                memberKey(record->identity, record->method, record->category),
                static_cast<std::int32_t>(group.members.size()));
            if (!added)
                continue;
            FeedMember member;
            member.identity = spec.identity;
            member.identity.*field = record->identity;
            member.identity.endpoint = record->path;
            if (!record->method.empty())
                member.identity.method = record->method;
            member.name = spec.name + "[" + record->identity + " " + member.identity.method + " "
                          + record->category + "]";
            group.members.push_back(std::move(member));
        }
        if (!reader.error().isEmpty())
            fail(reader.error());
        if (group.records == 0)
            fail(QStringLiteral("%1: no request to replay (every line was skipped)")
                     .arg(group.path));
    }
}

std::span<const FeedMember> TraceFileFeeds::members(std::int32_t group) const
{
    return m_groups.at(static_cast<std::size_t>(group)).members;
}

std::unique_ptr<ArrivalFeed> TraceFileFeeds::open(std::int32_t group) const
{
    return std::make_unique<TraceFileFeed>(m_groups.at(static_cast<std::size_t>(group)));
}

std::int64_t TraceFileFeeds::records(std::int32_t group) const
{
    return m_groups.at(static_cast<std::size_t>(group)).records;
}

} // namespace ratelab
