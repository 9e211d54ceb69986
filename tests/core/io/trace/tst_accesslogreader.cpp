// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// AccessLogReader: Common and Combined lines and CSV traces into LogRecords; every malformed-line
// reason in strict mode (the exact FILE:LINE message) and lenient mode (the counts); re-ordering
// within the window and the error beyond it; identity, normalisation and categories.
#include "core/io/trace/AccessLogReader.h"

#include <QTemporaryDir>
#include <QTest>

using namespace ratelab;

namespace {

// 10/Oct/2000:13:55:36 +0000 is 971186136 s (see tst_logtime).
constexpr std::int64_t kT0 = 971'186'136'000;

const char* const kGood =
    R"L(192.0.2.1 - frank [10/Oct/2000:13:55:36 +0000] "GET /API/Login/?x=1 HTTP/1.1" 200 2326 "http://a.example/" "Mozilla/5.0 (X11)")L";

struct Read {
    bool opened = false;
    std::vector<LogRecord> records;
    QString error;
    SkippedLines skipped;
};

class LogFiles {
public:
    QString write(const QByteArray& text, const QString& name = QStringLiteral("a.log"))
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }

private:
    QTemporaryDir m_dir;
};

Read readAll(const QString& path, const AccessLogOptions& options)
{
    Read r;
    AccessLogReader reader(path, options);
    r.opened = reader.open();
    if (r.opened)
        while (auto record = reader.next())
            r.records.push_back(std::move(*record));
    r.error = reader.error();
    r.skipped = reader.skipped();
    return r;
}

AccessLogOptions combined(bool lenient = false)
{
    AccessLogOptions o;
    o.format = LogFormat::Combined;
    o.lenient = lenient;
    return o;
}

QByteArray line(const char* time, const char* request, const char* host = "192.0.2.1",
                const char* user = "-")
{
    return QByteArray(host) + " - " + user + " [" + time + "] \"" + request
           + "\" 200 10 \"-\" \"curl/8\"\n";
}

} // namespace

class TestAccessLogReader : public QObject {
    Q_OBJECT

private slots:
    void readsACombinedLine()
    {
        LogFiles files;
        const Read r = readAll(files.write(QByteArray(kGood) + "\n"), combined());
        QVERIFY2(r.opened && r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(r.records.size(), std::size_t(1));
        const LogRecord& rec = r.records[0];
        QCOMPARE(rec.timeMs, kT0);
        QCOMPARE(rec.identity, std::string("192.0.2.1"));
        QCOMPARE(rec.method, std::string("GET"));
        QCOMPARE(rec.path, std::string("/api/login"));
        QCOMPARE(rec.category, std::string("auth"));
        QCOMPARE(rec.status, 200);
        QCOMPARE(rec.line, std::int64_t(1));
    }

    void commonFormatAndItsVariants()
    {
        LogFiles files;
        AccessLogOptions o;
        o.format = LogFormat::Common;
        const QByteArray text =
            "127.0.0.1 - - [10/Oct/2000:13:55:36 -0700] \"GET /apache_pb.gif HTTP/1.0\" 200 2326\r\n"
            "\n"
            "127.0.0.1 - - [10/Oct/2000:13:55:37 -0700] \"POST /Orders/ HTTP/1.1\" 201 -\n"
            "127.0.0.1 - - [10/Oct/2000:13:55:38 -0700] \"GET /x\" 404 0 \"extra\" fields\n"
            "127.0.0.1 - - [10/Oct/2000:13:55:39 -0700] \"GET http://h.example/Shop/?a HTTP/1.1\" 200 1\n"
            "127.0.0.1 - - [10/Oct/2000:13:55:40 -0700] \"GET /a\\\"b\\x41 HTTP/1.1\" 200 1";
        const Read r = readAll(files.write(text), o);
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(r.records.size(), std::size_t(5));
        QCOMPARE(r.records[0].timeMs, std::int64_t(971'211'336'000));
        QCOMPARE(r.records[0].path, std::string("/apache_pb.gif"));
        QCOMPARE(r.records[0].category, std::string("read"));
        QCOMPARE(r.records[1].line, std::int64_t(3)); // the blank line counts
        QCOMPARE(r.records[1].path, std::string("/orders"));
        QCOMPARE(r.records[1].category, std::string("write"));
        QCOMPARE(r.records[1].status, 201);
        QCOMPARE(r.records[2].path, std::string("/x"));     // HTTP/0.9, trailing fields ignored
        QCOMPARE(r.records[3].path, std::string("/shop"));  // absolute URI: its path
        QCOMPARE(r.records[4].path, std::string("/a\"ba")); // \" and \x41 unescaped
    }

    void categoriesAndNormalisation()
    {
        LogFiles files;
        AccessLogOptions o = combined();
        o.categories = {{"admin", "/admin/*"}};
        const QByteArray text =
            line("10/Oct/2000:13:55:36 +0000", "GET /Admin/Users/ HTTP/1.1")
            + line("10/Oct/2000:13:55:36 +0000", "GET /Search?q=x HTTP/1.1")
            + line("10/Oct/2000:13:55:36 +0000", "DELETE /items/7 HTTP/1.1")
            + line("10/Oct/2000:13:55:36 +0000", "OPTIONS * HTTP/1.1")
            + line("10/Oct/2000:13:55:36 +0000", "POST /v1/oauth/token HTTP/1.1")
            + line("10/Oct/2000:13:55:36 +0000", "GET /Admin/Users/ HTTP/1.1");
        const Read r = readAll(files.write(text), o);
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(r.records.size(), std::size_t(6));
        const std::vector<std::pair<std::string, std::string>> expected{
            {"/admin/users", "admin"},   {"/search", "expensive"},
            {"/items/7", "write"},       {"*", "read"},
            {"/v1/oauth/token", "auth"}, {"/admin/users", "admin"}};
        for (std::size_t i = 0; i < expected.size(); ++i) {
            QCOMPARE(r.records[i].path, expected[i].first);
            QCOMPARE(r.records[i].category, expected[i].second);
        }
    }

    void userIdentity()
    {
        LogFiles files;
        AccessLogOptions o = combined();
        o.identity = "user";
        const QByteArray text =
            line("10/Oct/2000:13:55:36 +0000", "GET / HTTP/1.1", "10.0.0.1", "frank")
            + line("10/Oct/2000:13:55:37 +0000", "GET / HTTP/1.1", "10.0.0.1", "-");
        const QString path = files.write(text);
        const Read strict = readAll(path, o);
        QCOMPARE(strict.records.size(), std::size_t(0));
        QCOMPARE(strict.error,
                 path
                     + ":2: no authenticated user (the user field is \"-\") to count the request "
                       "against (empty-identity)");
        o.lenient = true;
        const Read lenient = readAll(path, o);
        QVERIFY(lenient.error.isEmpty());
        QCOMPARE(lenient.records.size(), std::size_t(1));
        QCOMPARE(lenient.records[0].identity, std::string("frank"));
        QCOMPARE(lenient.skipped.byReason.at("empty-identity"), std::int64_t(1));

        o.identity = "header";
        AccessLogReader reader(path, o);
        QVERIFY(!reader.open());
        QCOMPARE(reader.error(),
                 path + ": identity: expected ip or user for an access log, got \"header\"");
    }

    void everyMalformedReason_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("format");
        QTest::addColumn<QString>("reason");
        QTest::addColumn<QString>("message");
        const int kCombined = static_cast<int>(LogFormat::Combined);
        const int kCsv = static_cast<int>(LogFormat::Csv);
        const QByteArray t = "10/Oct/2000:13:55:36 +0000";
        QTest::newRow("too-few-fields")
            << QByteArray("192.0.2.1 - -\n") << kCombined << "too-few-fields"
            << "the line ends before the [date] field";
        QTest::newRow("too-few-fields, combined without user agent")
            << "192.0.2.1 - - [" + t + "] \"GET / HTTP/1.1\" 200 5 \"-\"\n"
            << kCombined << "too-few-fields"
            << "the line ends before the \"user-agent\" field";
        QTest::newRow("bad-time, no bracket")
            << QByteArray("192.0.2.1 - - 10/Oct/2000 \"GET / HTTP/1.1\" 200 5 \"-\" \"-\"\n")
            << kCombined << "bad-time"
            << "expected the [date] as the fourth field, got \"10/Oct/2000\"";
        QTest::newRow("bad-time, 31 April") << QByteArray(
            "192.0.2.1 - - [31/Apr/2000:13:55:36 +0000] \"GET / HTTP/1.1\" 200 5 \"-\" \"-\"\n")
                                            << kCombined << "bad-time"
                                            << "day 31 is not in month 4 of 2000 (it has 30 days)";
        QTest::newRow("no-request-line, nginx -")
            << "192.0.2.1 - - [" + t + "] \"-\" 400 0 \"-\" \"-\"\n"
            << kCombined << "no-request-line"
            << "the request line is \"-\" (the client sent no request, as nginx logs for a closed connection)";
        QTest::newRow("no-request-line, unquoted")
            << "192.0.2.1 - - [" + t + "] GET / 200 5 \"-\" \"-\"\n"
            << kCombined << "no-request-line"
            << "expected the quoted \"request\" line after the date, got \"GET\"";
        QTest::newRow("bad-request")
            << "192.0.2.1 - - [" + t + "] \"GARBAGE\" 400 0 \"-\" \"-\"\n"
            << kCombined << "bad-request"
            << "expected the request line as METHOD /path [HTTP/x.y], got \"GARBAGE\"";
        QTest::newRow("bad-request, relative target")
            << "192.0.2.1 - - [" + t + "] \"GET index.html HTTP/1.1\" 400 0 \"-\" \"-\"\n"
            << kCombined << "bad-request"
            << "expected the request line as METHOD /path [HTTP/x.y], got \"GET index.html HTTP/1.1\"";
        QTest::newRow("bad-status")
            << "192.0.2.1 - - [" + t + "] \"GET / HTTP/1.1\" 2000 5 \"-\" \"-\"\n"
            << kCombined << "bad-status"
            << "expected a three-digit status 100..599, got \"2000\"";
        QTest::newRow("bad-bytes")
            << "192.0.2.1 - - [" + t + "] \"GET / HTTP/1.1\" 200 12k \"-\" \"-\"\n"
            << kCombined << "bad-bytes"
            << "expected the size in bytes (a non-negative integer or -), got \"12k\"";
        // Longer than any size or full of high bytes: refused without overflowing (the fuzzer's).
        QTest::newRow("bad-bytes, 40 digits")
            << "192.0.2.1 - - [" + t + "] \"GET / HTTP/1.1\" 200 " + QByteArray(40, '9')
                   + " \"-\" \"-\"\n"
            << kCombined << "bad-bytes"
            << QString::fromLatin1(
                   "expected the size in bytes (a non-negative integer or -), got \""
                   + QByteArray(40, '9') + "\"");
        QTest::newRow("bad-bytes, 18 high bytes")
            << "192.0.2.1 - - [" + t + "] \"GET / HTTP/1.1\" 200 9" + QByteArray(17, 'z')
                   + " \"-\" \"-\"\n"
            << kCombined << "bad-bytes"
            << QString::fromLatin1(
                   "expected the size in bytes (a non-negative integer or -), got \"9"
                   + QByteArray(17, 'z') + "\"");
        QTest::newRow("not-quoted")
            << "192.0.2.1 - - [" + t + "] \"GET / HTTP/1.1\" 200 5 - \"curl\"\n"
            << kCombined << "not-quoted"
            << "expected the quoted \"referer\" field, got \"-\"";
        QTest::newRow("unterminated-quote")
            << "192.0.2.1 - - [" + t + "] \"GET / HTTP/1.1\" 200 5 \"-\" \"Mozilla\n"
            << kCombined << "unterminated-quote"
            << "the \"user-agent\" field has no closing quote";
        QTest::newRow("unterminated-quote, escaped quote last")
            << "192.0.2.1 - - [" + t + "] \"GET / HTTP/1.1\" 200 5 \"-\" \"abc\\\"\n"
            << kCombined << "unterminated-quote"
            << "the \"user-agent\" field has no closing quote";
        QTest::newRow("empty-identity")
            << "- - - [" + t + "] \"GET / HTTP/1.1\" 200 5 \"-\" \"-\"\n"
            << kCombined << "empty-identity"
            << "no host (the host field is \"-\") to count the request against";
        QTest::newRow("line-too-long")
            << "192.0.2.1 - - [" + t + "] \"GET /" + QByteArray(70'000, 'a')
                   + " HTTP/1.1\" 200 5 \"-\" \"-\"\n"
            << kCombined << "line-too-long"
            << "the line is longer than 65536 bytes";
        QTest::newRow("csv bad-path")
            << QByteArray("time,ip,path\n971186136000,a, \n") << kCsv << "bad-path"
            << "the path is empty";
        QTest::newRow("csv csv-syntax")
            << QByteArray("time,ip,path\n971186136000,\"a,/x\n") << kCsv << "csv-syntax"
            << "unterminated quoted field";
        QTest::newRow("csv too-few-fields")
            << QByteArray("time,ip,path\n971186136000,a\n") << kCsv << "too-few-fields"
            << "expected at least 3 fields, got 2";
        QTest::newRow("csv bad-time")
            << QByteArray("time,ip,path\n10/10/2000,a,/x\n") << kCsv << "bad-time"
            << "expected an ISO 8601 time like 2000-10-10T13:55:36.250Z or epoch milliseconds, got \"10/10/2000\"";
        QTest::newRow("csv bad-status")
            << QByteArray("time,ip,path,status\n971186136000,a,/x,ok\n") << kCsv << "bad-status"
            << "expected a status 100..599 or an empty cell, got \"ok\"";
        // A field of a line up to 64 KiB is quoted cut at 60 characters, not echoed whole.
        QTest::newRow("csv bad-time, a long field shown cut")
            << "time,ip,path\n" + QByteArray(60'000, '7') + "x,a,/x\n"
            << kCsv << "bad-time"
            << "expected an ISO 8601 time like 2000-10-10T13:55:36.250Z or epoch milliseconds, got \""
                   + QString(60, QLatin1Char('7')) + "...\"";
        QTest::newRow("csv bad-status, a long field shown cut")
            << "time,ip,path,status\n971186136000,a,/x," + QByteArray(60'000, 'o') + "\n"
            << kCsv << "bad-status"
            << "expected a status 100..599 or an empty cell, got \"" + QString(60, QLatin1Char('o'))
                   + "...\"";
        QTest::newRow("csv empty-identity")
            << QByteArray("time,ip,path\n971186136000,,/x\n") << kCsv << "empty-identity"
            << "the identity column is empty";
    }

    void everyMalformedReason()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, format);
        QFETCH(QString, reason);
        QFETCH(QString, message);
        // A good line before and after, so the bad one is line 2 (3 with a CSV header).
        const bool csv = format == static_cast<int>(LogFormat::Csv);
        QByteArray header;
        QByteArray bad = text;
        QByteArray good = QByteArray(kGood) + "\n";
        if (csv) {
            header = text.left(text.indexOf('\n') + 1);
            bad = text.mid(header.size());
            good = header.contains("status") ? "971186136000,a,/x,200\n" : "971186136000,a,/x\n";
        }
        const int badLine = csv ? 3 : 2;
        LogFiles files;
        const QString path = files.write(header + good + bad + good);
        AccessLogOptions o;
        o.format = static_cast<LogFormat>(format);

        const Read strict = readAll(path, o);
        QVERIFY(strict.opened);
        QCOMPARE(strict.error,
                 QStringLiteral("%1:%2: %3 (%4)").arg(path).arg(badLine).arg(message, reason));
        QVERIFY(strict.records.size() <= 1);

        o.lenient = true;
        const Read lenient = readAll(path, o);
        QVERIFY2(lenient.error.isEmpty(), qPrintable(lenient.error));
        QCOMPARE(lenient.records.size(), std::size_t(2));
        QCOMPARE(lenient.records[1].line, std::int64_t(badLine + 1));
        QCOMPARE(lenient.skipped.total(), std::int64_t(1));
        QCOMPARE(lenient.skipped.byReason.at(reason.toStdString()), std::int64_t(1));
        QCOMPARE(QString::fromStdString(lenient.skipped.firstByReason.at(reason.toStdString())),
                 QStringLiteral("%1:%2: %3 (%4)").arg(path).arg(badLine).arg(message, reason));
    }

    void lenientCountsByReason()
    {
        LogFiles files;
        const QByteArray t = "10/Oct/2000:13:55:36 +0000";
        const QByteArray text = QByteArray(kGood) + "\n" + "x\n" + "y - -\n" + "192.0.2.1 - - [" + t
                                + "] \"-\" 400 0 \"-\" \"-\"\n" + kGood + "\n" + "192.0.2.1 - - ["
                                + t + "] \"GET /\" 99 0 \"-\" \"-\"\n";
        const Read r = readAll(files.write(text), combined(true));
        QVERIFY(r.error.isEmpty());
        QCOMPARE(r.records.size(), std::size_t(2));
        QCOMPARE(r.skipped.total(), std::int64_t(4));
        const std::map<std::string, std::int64_t> expected{
            {"too-few-fields", 2}, {"no-request-line", 1}, {"bad-status", 1}};
        QCOMPARE(r.skipped.byReason, expected);
    }

    void reordersWithinTheWindow()
    {
        LogFiles files;
        const QByteArray text = line("10/Oct/2000:13:55:38 +0000", "GET /a HTTP/1.1")    // +2 s
                                + line("10/Oct/2000:13:55:37 +0000", "GET /b HTTP/1.1")  // +1 s
                                + line("10/Oct/2000:15:55:39 +0200", "GET /c HTTP/1.1")  // +3 s
                                + line("10/Oct/2000:13:55:37 +0000", "GET /d HTTP/1.1")  // +1 s
                                + line("10/Oct/2000:13:55:40 +0000", "GET /e HTTP/1.1"); // +4 s
        const Read r = readAll(files.write(text), combined());
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        std::vector<std::int64_t> lines;
        std::vector<std::int64_t> times;
        for (const LogRecord& rec : r.records) {
            lines.push_back(rec.line);
            times.push_back(rec.timeMs - kT0);
        }
        // Equal times keep their file order.
        QCOMPARE(lines, (std::vector<std::int64_t>{2, 4, 1, 3, 5}));
        QCOMPARE(times, (std::vector<std::int64_t>{1000, 1000, 2000, 3000, 4000}));
    }

    void tooLateIsAnErrorInBothModes()
    {
        LogFiles files;
        const QByteArray text = line("10/Oct/2000:13:55:38 +0000", "GET /a HTTP/1.1")
                                + line("10/Oct/2000:13:55:39 +0000", "GET /b HTTP/1.1")
                                + line("10/Oct/2000:13:55:36 +0000", "GET /c HTTP/1.1");
        const QString path = files.write(text);
        const QString expected =
            path
            + ":3: 2000-10-10T13:55:36Z is 3000 ms before 2000-10-10T13:55:39Z on line 2; "
              "lines may be out of order by at most the re-order window of 2000 ms";
        QCOMPARE(readAll(path, combined(false)).error, expected);
        QCOMPARE(readAll(path, combined(true)).error, expected);
        AccessLogOptions wider = combined();
        wider.reorderWindowMs = 3000;
        const Read r = readAll(path, wider);
        QVERIFY(r.error.isEmpty());
        QCOMPARE(r.records.front().line, std::int64_t(3));
    }

    void csvMapping()
    {
        LogFiles files;
        const QByteArray text = "\xEF\xBB\xBFts,client,verb,url,code,extra\r\n"
                                "2000-10-10T13:55:36.250Z,alice,POST,/API/Login/?x=1,401,z\r\n"
                                "971186136000,\"bob, jr\",GET,/items,,z\r\n";
        const QString path = files.write(text, QStringLiteral("t.csv"));
        AccessLogOptions o;
        o.format = LogFormat::Csv;
        o.identity = "client";
        o.csvColumns = {{"time", "ts"}, {"method", "verb"}, {"path", "url"}, {"status", "code"}};
        const Read r = readAll(path, o);
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(r.records.size(), std::size_t(2));
        QCOMPARE(r.records[0].identity, std::string("bob, jr"));
        QCOMPARE(r.records[0].timeMs, kT0);
        QCOMPARE(r.records[0].status, 0);
        QCOMPARE(r.records[0].category, std::string("read"));
        QCOMPARE(r.records[1].identity, std::string("alice"));
        QCOMPARE(r.records[1].timeMs, kT0 + 250);
        QCOMPARE(r.records[1].method, std::string("POST"));
        QCOMPARE(r.records[1].path, std::string("/api/login"));
        QCOMPARE(r.records[1].category, std::string("auth"));
        QCOMPARE(r.records[1].status, 401);

        // Role names are the default columns; method and status are optional then.
        const QString plain =
            files.write("time,user,path\n971186136000,carol,/x\n", QStringLiteral("p.csv"));
        AccessLogOptions p;
        p.format = LogFormat::Csv;
        p.identity = "user";
        const Read rp = readAll(plain, p);
        QVERIFY2(rp.error.isEmpty(), qPrintable(rp.error));
        QCOMPARE(rp.records.at(0).identity, std::string("carol"));
        QCOMPARE(rp.records.at(0).method, std::string());
    }

    void csvHeaderProblems_data()
    {
        QTest::addColumn<QString>("identity");
        QTest::addColumn<QString>("role");
        QTest::addColumn<QString>("column");
        QTest::addColumn<QString>("message");
        QTest::newRow("mapped time missing")
            << "client"
            << "time"
            << "when"
            << ":1: no column \"when\" for the time role; the header has: ts, client, url, code";
        QTest::newRow("default time missing")
            << "client"
            << ""
            << ""
            << ":1: no column \"time\" for the time role; the header has: ts, client, url, code";
        QTest::newRow("identity missing")
            << "ip"
            << "time"
            << "ts"
            << ":1: no column \"ip\" for the identity role; the header has: ts, client, url, code";
        QTest::newRow("mapped method missing")
            << "client"
            << "method"
            << "verb"
            << ":1: no column \"time\" for the time role; the header has: ts, client, url, code";
        QTest::newRow("unknown role")
            << "client"
            << "host"
            << "ts"
            << ":1: unknown column role \"host\" (roles: time, identity, method, path, status)";
    }

    void csvHeaderProblems()
    {
        QFETCH(QString, identity);
        QFETCH(QString, role);
        QFETCH(QString, column);
        QFETCH(QString, message);
        LogFiles files;
        const QString path =
            files.write("ts,client,url,code\n1,a,/x,200\n", QStringLiteral("t.csv"));
        AccessLogOptions o;
        o.format = LogFormat::Csv;
        o.identity = identity.toStdString();
        o.csvColumns = {{"path", "url"}};
        if (!role.isEmpty())
            o.csvColumns[role.toStdString()] = column.toStdString();
        AccessLogReader reader(path, o);
        QVERIFY(!reader.open());
        QCOMPARE(reader.error(), path + message);
    }

    // A header that is not one (a first line of 60,000 characters) is named cut, not echoed.
    void longHeaderIsShownCut()
    {
        LogFiles files;
        const QString path =
            files.write(QByteArray(60'000, 'h') + ",b\n1,a\n", QStringLiteral("t.csv"));
        AccessLogOptions o;
        o.format = LogFormat::Csv;
        AccessLogReader reader(path, o);
        QVERIFY(!reader.open());
        QCOMPARE(reader.error(), path
                                     + QStringLiteral(":1: no column \"time\" for the time role; "
                                                      "the header has: %1..., b")
                                           .arg(QString(60, QLatin1Char('h'))));
    }

    void mappedMethodMissing()
    {
        LogFiles files;
        const QString path = files.write("ts,client,url\n1,a,/x\n", QStringLiteral("t.csv"));
        AccessLogOptions o;
        o.format = LogFormat::Csv;
        o.identity = "client";
        o.csvColumns = {{"time", "ts"}, {"path", "url"}, {"method", "verb"}};
        AccessLogReader reader(path, o);
        QVERIFY(!reader.open());
        QCOMPARE(
            reader.error(),
            path + ":1: no column \"verb\" for the method role; the header has: ts, client, url");
    }

    void fileProblems()
    {
        LogFiles files;
        AccessLogReader missing(QStringLiteral("/nonexistent/x.log"), combined());
        QVERIFY(!missing.open());
        QVERIFY2(
            missing.error().startsWith(QStringLiteral("/nonexistent/x.log: cannot open the log: ")),
            qPrintable(missing.error()));
        const QString empty = files.write("");
        AccessLogReader e(empty, combined());
        QVERIFY(!e.open());
        QCOMPARE(e.error(), empty + ": the log is empty");
        AccessLogOptions negative = combined();
        negative.reorderWindowMs = -1;
        AccessLogReader n(files.write(kGood), negative);
        QVERIFY(!n.open());
        QVERIFY(n.error().endsWith(
            QStringLiteral(": the re-order window must not be negative, got -1 ms")));
    }

    void progressCounters()
    {
        LogFiles files;
        const QByteArray text = QByteArray(kGood) + "\n" + kGood + "\n";
        AccessLogReader reader(files.write(text), combined());
        QVERIFY(reader.open());
        QCOMPARE(reader.totalBytes(), std::int64_t(text.size()));
        int n = 0;
        while (reader.next())
            ++n;
        QCOMPARE(n, 2);
        QCOMPARE(reader.linesRead(), std::int64_t(2));
        QCOMPARE(reader.bytesRead(), std::int64_t(text.size()));
    }
};

QTEST_GUILESS_MAIN(TestAccessLogReader)
#include "tst_accesslogreader.moc"
