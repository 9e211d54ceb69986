#include "core/io/redis/RedisEndpoint.h"

namespace ratelab {

QString RedisEndpoint::text() const
{
    const QString h = QString::fromStdString(host);
    return (h.contains(QLatin1Char(':')) ? QStringLiteral("[%1]:%2") : QStringLiteral("%1:%2"))
        .arg(h)
        .arg(port);
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
