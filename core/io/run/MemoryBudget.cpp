// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/run/MemoryBudget.h"

#include <QFile>
#include <QLocale>
#include <QRegularExpression>
#include <QStringList>

#include <algorithm>
#include <cmath>

#include <unistd.h>

namespace ratelab {

namespace {

constexpr double kKiB = 1024.0;

// A cgroup's memory limit (v2, then v1); 0 when there is none or it cannot be read.
std::int64_t cgroupLimit()
{
    for (const char* path :
         {"/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"}) {
        QFile file(QString::fromLatin1(path));
        if (!file.open(QIODevice::ReadOnly))
            continue;
        bool ok = false;
        const qlonglong limit = file.readLine().trimmed().toLongLong(&ok);
        if (ok && limit > 0)
            return limit;
    }
    return 0;
}

// The parts worth naming: the largest, and the next ones while they are at least a tenth of the
// total, at most three.
QStringList partLines(const RunEstimate& e)
{
    QStringList lines;
    for (const EstimatePart& part : e.parts) {
        if (!lines.isEmpty() && (lines.size() == 3 || part.bytes * 10 < e.bytes))
            break;
        lines << QStringLiteral("  %1: %2, about %3")
                     .arg(QString::fromStdString(part.fields), QString::fromStdString(part.what),
                          MemoryBudget::format(part.bytes));
    }
    return lines;
}

QString duration(double seconds)
{
    if (seconds < 120)
        return QStringLiteral("%1 seconds").arg(std::llround(seconds));
    if (seconds < 2 * 3600)
        return QStringLiteral("%1 minutes").arg(std::llround(seconds / 60));
    if (seconds < 2 * 86400)
        return QStringLiteral("%1 hours").arg(std::llround(seconds / 3600));
    return QStringLiteral("%1 days").arg(std::llround(seconds / 86400));
}

QString decisions(double count)
{
    QLocale grouped = QLocale::c(); // the C locale, with its thousands separators on
    grouped.setNumberOptions({});
    return count < 1e9 ? grouped.toString(static_cast<qlonglong>(std::llround(count)))
                       : QString::number(count, 'g', 2);
}

} // namespace

std::int64_t MemoryBudget::machineBytes()
{
    const long pages = ::sysconf(_SC_PHYS_PAGES);
    const long pageSize = ::sysconf(_SC_PAGE_SIZE);
    std::int64_t bytes = pages > 0 && pageSize > 0 ? std::int64_t{pages} * pageSize : 0;
    if (const std::int64_t limit = cgroupLimit(); limit > 0 && (bytes == 0 || limit < bytes))
        bytes = limit;
    return bytes;
}

std::int64_t MemoryBudget::defaultBytes()
{
    const std::int64_t machine = machineBytes();
    return machine > 0 ? machine / 2 : std::int64_t{4} << 30;
}

std::optional<std::int64_t> MemoryBudget::parse(const QString& text, QString* error)
{
    const QString t = text.trimmed();
    if (t.compare(QLatin1String("none"), Qt::CaseInsensitive) == 0)
        return 0;
    static const QRegularExpression size(
        QStringLiteral("^([0-9]+(?:\\.[0-9]+)?)\\s*(?:([KMGTkmgt])(?:i?[Bb])?|([Bb])|(%))?$"));
    const QRegularExpressionMatch m = size.match(t);
    double value = m.hasMatch() ? m.captured(1).toDouble() : -1;
    if (m.hasMatch() && !m.captured(4).isEmpty()) {
        const std::int64_t machine = machineBytes();
        if (value <= 0 || value > 100 || machine == 0) {
            if (error)
                *error = machine == 0 ? QStringLiteral("this machine's memory is unknown: give a "
                                                       "size such as 8G")
                                      : QStringLiteral("a share of memory must be from 1% to "
                                                       "100%, got \"%1\"")
                                            .arg(text);
            return std::nullopt;
        }
        return static_cast<std::int64_t>(static_cast<double>(machine) * value / 100.0);
    }
    if (m.hasMatch() && !m.captured(2).isEmpty())
        value *= std::pow(kKiB, 1 + QStringLiteral("KMGT").indexOf(m.captured(2).toUpper()));
    if (!m.hasMatch() || value < 1 || value > 9e18) {
        if (error)
            *error = QStringLiteral("expected a size such as 8G, 512M or 60% (of this machine's "
                                    "memory), or none, got \"%1\"")
                         .arg(text);
        return std::nullopt;
    }
    return static_cast<std::int64_t>(value);
}

QString MemoryBudget::format(double bytes)
{
    static const char* const kUnits[] = {"bytes", "KiB", "MiB", "GiB", "TiB", "PiB"};
    int unit = 0;
    while (bytes >= kKiB && unit < 5) {
        bytes /= kKiB;
        ++unit;
    }
    const int decimals = unit == 0 || bytes >= 100 ? 0 : 1;
    return QStringLiteral("%1 %2").arg(bytes, 0, 'f', decimals).arg(QLatin1String(kUnits[unit]));
}

QString MemoryBudget::refusal(const RunEstimate& e, std::int64_t budget, const QString& source)
{
    if (budget <= 0 || e.bytes <= static_cast<double>(budget))
        return QString();
    return QStringLiteral("the run needs about %1 of memory, more than the memory budget of %2 "
                          "(%3). Most of it goes to:\n%4\nLower those fields, or raise the "
                          "budget if this machine can spare it.")
        .arg(format(e.bytes), format(static_cast<double>(budget)), source,
             partLines(e).join(QLatin1Char('\n')));
}

QString MemoryBudget::diskRefusal(const RunEstimate& e, std::int64_t available,
                                  const QString& where)
{
    if (available < 0 || e.diskBytes <= static_cast<double>(available))
        return QString();
    return QStringLiteral("the request log needs about %1 of disk (request_log_limit, at most "
                          "the run's decisions), but %2 has only %3 free; lower "
                          "request_log_limit or free some space.")
        .arg(format(e.diskBytes), where, format(static_cast<double>(available)));
}

QString MemoryBudget::longRunWarning(const RunEstimate& e, const QString& howToStop)
{
    const double seconds = e.decisions / kDecisionsPerSecond + e.clients / kClientsPerSecond;
    if (seconds < kLongRunSeconds)
        return QString();
    return QStringLiteral("about %1 decisions (%2) and %3 clients to set up: this run may take "
                          "%4 or more; %5")
        .arg(decisions(e.decisions), QString::fromStdString(e.decisionFields), decisions(e.clients),
             duration(seconds), howToStop);
}

} // namespace ratelab
