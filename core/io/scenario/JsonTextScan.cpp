// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/scenario/JsonTextScan.h"

#include <QRegularExpression>

#include <QJsonArray>
#include <QJsonDocument>

#include <set>
#include <vector>

namespace ratelab {

namespace {

struct Frame {
    bool object = false;
    std::set<QString> keys; // objects only
    QString key;            // the key whose value comes next (objects)
    qsizetype index = 0;    // the current element (arrays)
};

QString pathOf(const std::vector<Frame>& stack)
{
    QString path;
    for (const Frame& f : stack) {
        if (f.object) {
            if (f.key.isNull())
                break;
            if (!path.isEmpty())
                path += QLatin1Char('.');
            path += f.key;
        } else {
            path += QStringLiteral("[%1]").arg(f.index);
        }
    }
    return path;
}

// Decodes the string token at json[begin] == '"'; sets `end` past its closing quote.
QString readString(const QByteArray& json, qsizetype begin, qsizetype& end)
{
    qsizetype i = begin + 1;
    bool escaped = false;
    while (i < json.size() && json[i] != '"') {
        if (json[i] == '\\') {
            escaped = true;
            ++i;
        }
        ++i;
    }
    end = std::min(i + 1, json.size());
    const QByteArray raw = json.mid(begin + 1, i - begin - 1);
    if (!escaped)
        return QString::fromUtf8(raw);
    // Rare: let the real parser unescape it, so "a" and "\u0061" compare equal.
    const QJsonDocument doc = QJsonDocument::fromJson('[' + json.mid(begin, end - begin) + ']');
    return doc.isArray() ? doc.array().at(0).toString() : QString::fromUtf8(raw);
}

// Scans up to `stopAt` (or the end); reports the first duplicate key when `duplicate` is set.
QString scan(const QByteArray& json, qsizetype stopAt,
             std::optional<JsonTextScan::Duplicate>* duplicate)
{
    std::vector<Frame> stack;
    bool expectKey = false; // inside an object, before a key
    for (qsizetype i = 0; i < json.size() && i < stopAt; ++i) {
        const char c = json[i];
        switch (c) {
        case '{':
            stack.push_back(Frame{true, {}, QString(), 0});
            expectKey = true;
            break;
        case '[':
            stack.push_back(Frame{false, {}, QString(), 0});
            expectKey = false;
            break;
        case '}':
        case ']':
            if (!stack.empty())
                stack.pop_back();
            expectKey = false;
            break;
        case ',':
            if (!stack.empty() && stack.back().object) {
                stack.back().key = QString();
                expectKey = true;
            } else if (!stack.empty()) {
                ++stack.back().index;
            }
            break;
        case '"': {
            qsizetype end = i;
            const QString text = readString(json, i, end);
            if (expectKey && !stack.empty() && stack.back().object) {
                Frame& f = stack.back();
                if (!f.keys.insert(text).second && duplicate && !*duplicate) {
                    f.key = text;
                    *duplicate = JsonTextScan::Duplicate{pathOf(stack), i};
                    return {};
                }
                f.key = text;
                expectKey = false;
            }
            if (end > stopAt)
                return pathOf(stack);
            i = end - 1;
            break;
        }
        default:
            break;
        }
    }
    return pathOf(stack);
}

} // namespace

std::optional<JsonTextScan::Duplicate> JsonTextScan::firstDuplicateKey(const QByteArray& json)
{
    std::optional<Duplicate> duplicate;
    scan(json, json.size(), &duplicate);
    return duplicate;
}

QString JsonTextScan::pathAt(const QByteArray& json, qsizetype offset)
{
    return scan(json, offset, nullptr);
}

QString JsonTextScan::numberAt(const QByteArray& json, qsizetype offset)
{
    auto isNumberChar = [](char c) {
        return (c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E';
    };
    qsizetype begin = std::min(offset, json.size());
    while (begin > 0 && isNumberChar(json[begin - 1]))
        --begin;
    qsizetype end = begin;
    while (end < json.size() && isNumberChar(json[end]))
        ++end;
    if (end == begin)
        return {};
    return QString::fromLatin1(json.mid(begin, std::min<qsizetype>(end - begin, 40)));
}

bool JsonTextScan::isNumber(const QString& text)
{
    static const QRegularExpression number(
        QStringLiteral("^-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?$"));
    return number.match(text).hasMatch();
}

QString JsonTextScan::outOfRange(const QString& number)
{
    return QStringLiteral("the number %1 is out of range (a number must be 0 or between about "
                          "1e-308 and 1e308 in size)")
        .arg(number);
}

} // namespace ratelab
