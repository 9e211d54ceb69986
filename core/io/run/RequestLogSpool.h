// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A streamed run's request log on disk, so that request_log_limit costs disk, not memory: each
// lane appends its records to a file of its own (RequestLogSink), and finish() merges them, in
// (time, lane) order cut at the limit, into one file the RunResult reads a page at a time
// (StoredRequestLog). Everything lives in a private temporary folder, removed when the spool and
// the last reader of its log are gone. Lanes may append from their own threads (one thread per
// lane); finish() runs once, after every lane is done. Write and read failures throw
// std::runtime_error naming the folder and the system's reason.
#include "core/sim/engine/RequestLogSink.h"
#include "core/sim/model/StoredRequestLog.h"

#include <QString>

#include <memory>
#include <vector>

class QTemporaryDir;

namespace ratelab {

class RequestLogSpool : public RequestLogSink {
public:
    // A new folder under `parent` (the system's temporary folder when empty); throws when it
    // cannot be made.
    explicit RequestLogSpool(int laneCount, const QString& parent = QString());
    ~RequestLogSpool() override;
    RequestLogSpool(const RequestLogSpool&) = delete;
    RequestLogSpool& operator=(const RequestLogSpool&) = delete;

    void append(const RequestRecord& record) override;

    // The merged log; `truncated` is set when records were cut.
    std::shared_ptr<const StoredRequestLog> finish(std::int64_t limit, bool& truncated);

    [[nodiscard]] QString folder() const;

private:
    struct LaneFile;
    std::shared_ptr<QTemporaryDir> m_dir;
    std::vector<std::unique_ptr<LaneFile>> m_lanes;
};

} // namespace ratelab
