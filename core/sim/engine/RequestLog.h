#pragma once
// The bounded request log shared by all lanes: the first `limit` decisions of the run, in the
// order they were made (time order). Writes into the RunResult being built; single-threaded.
#include "core/sim/model/RunResult.h"

#include <cstdint>
#include <vector>

namespace ratelab {

class RequestLog {
public:
    RequestLog(std::vector<RequestRecord>& out, bool& truncated, std::int64_t limit)
        : m_out(out)
        , m_truncated(truncated)
        , m_limit(limit)
    {
    }

    [[nodiscard]] bool wants() const
    {
        if (static_cast<std::int64_t>(m_out.size()) < m_limit)
            return true;
        m_truncated = true;
        return false;
    }
    void add(const RequestRecord& r) { m_out.push_back(r); }

private:
    std::vector<RequestRecord>& m_out;
    bool& m_truncated;
    std::int64_t m_limit;
};

} // namespace ratelab
