// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/run/RequestLogSpool.h"

#include "core/io/csv/AtomicFiles.h"

#include "core/sim/engine/LaneRunMerge.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <algorithm>
#include <cstring>
#include <mutex>
#include <stdexcept>
#include <type_traits>

namespace ratelab {

// Records go to disk as their bytes: the files are this process's own, read back by it alone.
static_assert(std::is_trivially_copyable_v<RequestRecord>);

namespace {

constexpr qint64 kRecord = sizeof(RequestRecord);
constexpr std::size_t kBuffer = 4096; // records per write or read

[[noreturn]] void fail(const QFile& file, const char* what)
{
    throw std::runtime_error(
        QStringLiteral("cannot %1 the request log %2: %3")
            .arg(QLatin1String(what), QDir::toNativeSeparators(file.fileName()), file.errorString())
            .toStdString());
}

void writeAll(QFile& file, const std::vector<RequestRecord>& records)
{
    QString reason;
    if (!AtomicFiles::write(
            file,
            {reinterpret_cast<const char*>(records.data()), records.size() * sizeof(RequestRecord)},
            &reason))
        throw std::runtime_error(QStringLiteral("cannot write the request log %1: %2")
                                     .arg(QDir::toNativeSeparators(file.fileName()), reason)
                                     .toStdString());
}

// Reads `count` records at `first` from `file`.
void readAt(QFile& file, qint64 first, RequestRecord* out, qint64 count)
{
    const qint64 bytes = kRecord * count;
    if (!file.seek(first * kRecord) || file.read(reinterpret_cast<char*>(out), bytes) != bytes)
        fail(file, "read");
}

// One lane's file, read back in order for the merge.
class FileCursor : public RequestCursor {
public:
    FileCursor(const QString& path, qint64 records)
        : m_file(path)
        , m_left(records)
    {
        if (!m_file.open(QIODevice::ReadOnly))
            fail(m_file, "open");
        refill();
    }
    const RequestRecord* current() override
    {
        return m_next < m_buffer.size() ? &m_buffer[m_next] : nullptr;
    }
    void advance() override
    {
        if (++m_next == m_buffer.size())
            refill();
    }

private:
    void refill()
    {
        const auto count = static_cast<qint64>(std::min<qint64>(m_left, kBuffer));
        m_buffer.resize(static_cast<std::size_t>(count));
        if (count > 0)
            readAt(m_file, m_file.pos() / kRecord, m_buffer.data(), count);
        m_left -= count;
        m_next = 0;
    }

    QFile m_file;
    qint64 m_left;
    std::vector<RequestRecord> m_buffer;
    std::size_t m_next = 0;
};

// The merged log, written through a buffer.
class FileSink : public RequestLogSink {
public:
    explicit FileSink(QFile& file)
        : m_file(file)
    {
        m_buffer.reserve(kBuffer);
    }
    void append(const RequestRecord& record) override
    {
        m_buffer.push_back(record);
        ++m_count;
        if (m_buffer.size() == kBuffer)
            flush();
    }
    void flush()
    {
        writeAll(m_file, m_buffer);
        m_buffer.clear();
    }
    [[nodiscard]] qint64 count() const { return m_count; }

private:
    QFile& m_file;
    std::vector<RequestRecord> m_buffer;
    qint64 m_count = 0;
};

// The merged file, read by index from any thread. The last page read is kept, so that a table
// asking for one row after another reads the disk once per page.
class StoredLogFile : public StoredRequestLog {
public:
    StoredLogFile(std::shared_ptr<QTemporaryDir> dir, const QString& path, std::int64_t size)
        : m_dir(std::move(dir))
        , m_file(path)
        , m_size(size)
    {
        if (!m_file.open(QIODevice::ReadOnly))
            fail(m_file, "open");
    }
    [[nodiscard]] std::int64_t size() const override { return m_size; }
    void read(std::int64_t first, std::span<RequestRecord> out) const override
    {
        const auto count = static_cast<std::int64_t>(out.size());
        if (first < 0 || count > m_size - first)
            throw std::out_of_range("request log: records past its end");
        const std::lock_guard lock(m_mutex);
        if (count >= static_cast<std::int64_t>(kBuffer)) {
            readAt(m_file, first, out.data(), count);
            return;
        }
        for (std::int64_t i = 0; i < count; ++i) {
            const std::int64_t at = first + i;
            if (at < m_pageFirst || at >= m_pageFirst + static_cast<std::int64_t>(m_page.size())) {
                m_pageFirst =
                    at / static_cast<std::int64_t>(kBuffer) * static_cast<std::int64_t>(kBuffer);
                m_page.resize(static_cast<std::size_t>(std::min<std::int64_t>(
                    static_cast<std::int64_t>(kBuffer), m_size - m_pageFirst)));
                readAt(m_file, m_pageFirst, m_page.data(), static_cast<qint64>(m_page.size()));
            }
            out[static_cast<std::size_t>(i)] = m_page[static_cast<std::size_t>(at - m_pageFirst)];
        }
    }

private:
    std::shared_ptr<QTemporaryDir> m_dir; // removed with the last reader
    mutable std::mutex m_mutex;
    mutable QFile m_file;
    mutable std::vector<RequestRecord> m_page;
    mutable std::int64_t m_pageFirst = 0;
    std::int64_t m_size;
};

} // namespace

struct RequestLogSpool::LaneFile {
    QFile file;
    std::vector<RequestRecord> buffer;
    qint64 records = 0;

    void flush()
    {
        writeAll(file, buffer);
        buffer.clear();
    }
};

namespace {

QString madeFolder(const QString& parent)
{
    const QString folder = parent.isEmpty() ? QDir::tempPath() : parent;
    QDir().mkpath(folder);
    return QDir(folder).filePath(QStringLiteral(".ratelab-requests-XXXXXX"));
}

} // namespace

RequestLogSpool::RequestLogSpool(int laneCount, const QString& parent)
    : m_dir(std::make_shared<QTemporaryDir>(madeFolder(parent)))
{
    if (!m_dir->isValid())
        throw std::runtime_error(
            QStringLiteral("cannot make a folder for the request log in %1: %2")
                .arg(QDir::toNativeSeparators(parent.isEmpty() ? QDir::tempPath() : parent),
                     m_dir->errorString())
                .toStdString());
    for (int l = 0; l < laneCount; ++l) {
        auto lane = std::make_unique<LaneFile>();
        lane->file.setFileName(m_dir->filePath(QStringLiteral("lane-%1.bin").arg(l)));
        if (!lane->file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
            fail(lane->file, "create");
        lane->buffer.reserve(kBuffer);
        m_lanes.push_back(std::move(lane));
    }
}

RequestLogSpool::~RequestLogSpool() = default;

QString RequestLogSpool::folder() const
{
    return m_dir->path();
}

void RequestLogSpool::append(const RequestRecord& record)
{
    LaneFile& lane = *m_lanes.at(static_cast<std::size_t>(record.lane));
    lane.buffer.push_back(record);
    ++lane.records;
    if (lane.buffer.size() == kBuffer)
        lane.flush();
}

std::shared_ptr<const StoredRequestLog> RequestLogSpool::finish(std::int64_t limit, bool& truncated)
{
    std::vector<std::unique_ptr<FileCursor>> cursors;
    std::vector<RequestCursor*> inputs;
    for (const auto& lane : m_lanes) {
        lane->flush();
        lane->file.close();
        cursors.push_back(std::make_unique<FileCursor>(lane->file.fileName(), lane->records));
        inputs.push_back(cursors.back().get());
    }
    const QString path = m_dir->filePath(QStringLiteral("requests.bin"));
    QFile merged(path);
    if (!merged.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        fail(merged, "create");
    FileSink sink(merged);
    mergeRequestLogs(inputs, limit, truncated, sink);
    sink.flush(); // unbuffered: every write has reached the file, or thrown
    merged.close();
    cursors.clear();
    for (const auto& lane : m_lanes)
        lane->file.remove();
    return std::make_shared<const StoredLogFile>(m_dir, path, sink.count());
}

} // namespace ratelab
