// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A SimObserver for runs on a worker thread: hands progress to a callback on the GUI thread (at
// most once per percent, so the event queue never floods) and reads cancellation from a flag the
// GUI thread sets. Created and used on the worker thread; the context object lives on the GUI
// thread and guards the callback (nothing is delivered once it is gone).
#include "core/sim/kernel/SimObserver.h"

#include <QObject>
#include <QPointer>

#include <atomic>
#include <functional>

namespace ratelab {

class ProgressForwarder final : public SimObserver {
public:
    ProgressForwarder(const std::atomic<bool>& cancel, QObject* context,
                      std::function<void(double)> onProgress)
        : m_cancel(cancel)
        , m_context(context)
        , m_onProgress(std::move(onProgress))
    {
    }

    void onProgress(SimTime now, SimTime end) override
    {
        if (end <= 0)
            return;
        const int percent = static_cast<int>(100 * now / end);
        if (percent == m_lastPercent)
            return;
        m_lastPercent = percent;
        QPointer<QObject> context = m_context;
        QMetaObject::invokeMethod(
            m_context,
            [context, callback = m_onProgress, percent] {
                if (context)
                    callback(percent / 100.0);
            },
            Qt::QueuedConnection);
    }

    [[nodiscard]] bool cancelRequested() const override
    {
        return m_cancel.load(std::memory_order_relaxed);
    }

private:
    const std::atomic<bool>& m_cancel;
    QObject* m_context;
    std::function<void(double)> m_onProgress;
    int m_lastPercent = -1;
};

} // namespace ratelab
