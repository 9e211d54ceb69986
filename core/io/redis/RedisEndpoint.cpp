// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/redis/RedisEndpoint.h"

namespace ratelab {

QString RedisEndpoint::text() const
{
    return QString::fromStdString(endpointText(host, port));
}

std::string endpointText(std::string_view host, int port)
{
    const bool ipv6 = host.find(':') != std::string_view::npos;
    std::string text = ipv6 ? "[" : "";
    text += host;
    text += ipv6 ? "]:" : ":";
    return text + std::to_string(port);
}

std::optional<RedisEndpoint> parseRedisEndpoint(const QString& text)
{
    const QString trimmed = text.trimmed();
    const qsizetype colon = trimmed.lastIndexOf(QLatin1Char(':'));
    if (colon <= 0)
        return std::nullopt;
    QString host = trimmed.left(colon);
    if (host.startsWith(QLatin1Char('[')) && host.endsWith(QLatin1Char(']')))
        host = host.mid(1, host.size() - 2);
    bool ok = false;
    const int port = trimmed.mid(colon + 1).toInt(&ok);
    if (!ok || port < 1 || port > 65535 || host.isEmpty())
        return std::nullopt;
    return RedisEndpoint{host.toStdString(), port};
}

} // namespace ratelab
