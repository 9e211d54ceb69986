// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/sweep/SweepAxis.h"

#include "core/io/csv/NumberFormat.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>

namespace ratelab {

namespace {

// Tolerance for ranges of fractions: 0.1:0.3:0.1 must reach 0.3.
constexpr double kSlack = 1e-9;

bool readInteger(const QString& text, qint64& out)
{
    bool ok = false;
    out = text.trimmed().toLongLong(&ok);
    return ok;
}

bool readNumber(const QString& text, double& out)
{
    bool ok = false;
    out = text.trimmed().toDouble(&ok);
    return ok && std::isfinite(out);
}

// Digits after the point as written ("0.25" -> 2); -1 when written with an exponent.
int writtenDecimals(const QString& text)
{
    const QString t = text.trimmed();
    if (t.contains(QLatin1Char('e'), Qt::CaseInsensitive))
        return -1;
    const qsizetype point = t.indexOf(QLatin1Char('.'));
    return point < 0 ? 0 : static_cast<int>(t.size() - point - 1);
}

// FROM + i x STEP rounded to the decimals FROM and STEP are written with, so 0.1:0.3:0.1 gives
// 0.3 and not 0.30000000000000004 (the value a user typed is the value the CSV shows).
double stepValue(double from, double by, qint64 i, int decimals)
{
    const double v = from + static_cast<double>(i) * by;
    if (decimals < 0 || decimals > 12)
        return v;
    const double scale = std::pow(10.0, decimals);
    return std::round(v * scale) / scale;
}

// FROM:TO:STEP or FROM:TO:xFACTOR. Empty string on success, else what is wrong.
QString expandRange(const QStringList& parts, qsizetype maxValues, QList<QJsonValue>& values)
{
    const QString& step = parts[2];
    const bool geometric = step.trimmed().startsWith(QLatin1Char('x'));
    qint64 fromInt = 0;
    qint64 toInt = 0;
    qint64 stepInt = 0;
    const bool integers = readInteger(parts[0], fromInt) && readInteger(parts[1], toInt)
                          && (geometric || readInteger(step, stepInt));
    double from = 0;
    double to = 0;
    double by = 0;
    if (!readNumber(parts[0], from) || !readNumber(parts[1], to))
        return QStringLiteral("FROM and TO must be numbers");
    if (!readNumber(geometric ? step.trimmed().mid(1) : step, by))
        return geometric ? QStringLiteral("xFACTOR must be x followed by a number")
                         : QStringLiteral("STEP must be a number");
    if (to < from)
        return QStringLiteral("empty range: TO is below FROM");
    if (geometric) {
        if (by <= 1)
            return QStringLiteral("the factor must be above 1");
        if (from <= 0)
            return QStringLiteral("a range with a factor must start above 0");
        // Computed from FROM each time (no accumulated rounding); integer ranges stay integers.
        for (qint64 i = 0;; ++i) {
            const double v = from * std::pow(by, static_cast<double>(i));
            if (v > to * (1 + kSlack))
                break;
            if (values.size() >= maxValues)
                return QStringLiteral("more than %1 values").arg(maxValues);
            if (integers) {
                const auto rounded = static_cast<qint64>(std::llround(v));
                if (values.isEmpty() || values.back().toInteger() != rounded)
                    values.append(QJsonValue(rounded));
            } else {
                values.append(QJsonValue(v));
            }
        }
        return {};
    }
    if (by <= 0)
        return QStringLiteral("the step must be above 0");
    if (integers) {
        if ((toInt - fromInt) / stepInt + 1 > maxValues)
            return QStringLiteral("more than %1 values").arg(maxValues);
        for (qint64 v = fromInt; v <= toInt; v += stepInt)
            values.append(QJsonValue(v));
        return {};
    }
    const double count = std::floor((to - from) / by + kSlack) + 1;
    if (count > static_cast<double>(maxValues))
        return QStringLiteral("more than %1 values").arg(maxValues);
    const int fromDecimals = writtenDecimals(parts[0]);
    const int stepDecimals = writtenDecimals(step);
    const int decimals =
        fromDecimals < 0 || stepDecimals < 0 ? -1 : std::max(fromDecimals, stepDecimals);
    for (qint64 i = 0; i < static_cast<qint64>(count); ++i)
        values.append(QJsonValue(stepValue(from, by, i, decimals)));
    return {};
}

} // namespace

std::optional<SweepAxis> SweepAxis::parse(const QString& text, qsizetype maxValues, QString* error)
{
    const qsizetype eq = text.indexOf(QLatin1Char('='));
    const QString spec = eq < 0 ? QString() : text.mid(eq + 1);
    auto fail = [&](const QString& what) {
        if (error)
            *error = QStringLiteral("--vary %1: %2").arg(text, what);
        return std::nullopt;
    };
    if (eq <= 0 || spec.trimmed().isEmpty())
        return fail(QStringLiteral("expected PATH=FROM:TO:STEP, PATH=FROM:TO:xFACTOR or "
                                   "PATH=v1,v2,..."));
    SweepAxis axis;
    axis.text = text;
    axis.path = text.left(eq);
    QString overrideError;
    const auto parsed = ScenarioOverride::parse(axis.path + QStringLiteral("=0"), &overrideError);
    if (!parsed)
        return fail(overrideError.section(QStringLiteral(": "), 1, -1));
    axis.m_override = *parsed;

    const QStringList range = spec.split(QLatin1Char(':'));
    if (range.size() == 3) {
        const QString problem = expandRange(range, maxValues, axis.values);
        if (!problem.isEmpty())
            return fail(problem);
    } else if (range.size() == 1) {
        for (const QString& item : spec.split(QLatin1Char(','))) {
            if (item.trimmed().isEmpty())
                return fail(QStringLiteral("an empty value in the list"));
            if (axis.values.size() >= maxValues)
                return fail(QStringLiteral("more than %1 values").arg(maxValues));
            axis.values.append(ScenarioOverride::parseValue(item.trimmed()));
        }
    } else {
        return fail(QStringLiteral("a range is FROM:TO:STEP or FROM:TO:xFACTOR"));
    }
    if (axis.values.isEmpty())
        return fail(QStringLiteral("no values"));
    return axis;
}

ScenarioOverride SweepAxis::overrideAt(qsizetype index) const
{
    ScenarioOverride o = m_override;
    o.value = values[index];
    o.text = path + QLatin1Char('=') + labelAt(index);
    return o;
}

double SweepAxis::numberAt(qsizetype index) const
{
    const QJsonValue& v = values[index];
    if (v.isDouble())
        return v.toDouble();
    if (v.isBool())
        return v.toBool() ? 1.0 : 0.0;
    return static_cast<double>(index);
}

QString SweepAxis::labelAt(qsizetype index) const
{
    const QJsonValue& v = values[index];
    if (v.isString())
        return v.toString();
    if (v.isBool())
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (v.isDouble()) {
        const double d = v.toDouble();
        if (std::floor(d) == d && std::fabs(d) < 9e15)
            return QString::number(static_cast<qint64>(d));
        return QString::fromStdString(formatDouble(d));
    }
    return QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact))
        .mid(1)
        .chopped(1);
}

} // namespace ratelab
