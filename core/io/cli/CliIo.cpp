#include "core/io/cli/CliIo.h"

namespace ratelab {

void CliIo::print(const QString& text) const
{
    const QByteArray bytes = text.toUtf8();
    std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), out);
}

void CliIo::printLine(const QString& text) const
{
    print(text + QLatin1Char('\n'));
}

void CliIo::error(const QString& text) const
{
    const QByteArray bytes = (text + QLatin1Char('\n')).toUtf8();
    std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), err);
    std::fflush(err);
}

void CliIo::write(std::string_view bytes) const
{
    std::fwrite(bytes.data(), 1, bytes.size(), out);
}

} // namespace ratelab
