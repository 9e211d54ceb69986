// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/cli/Interrupt.h"

#include <csignal>

namespace ratelab {

namespace {

// A signal handler may only touch a lock-free atomic or a volatile sig_atomic_t.
volatile std::sig_atomic_t g_interrupted = 0;
void (*g_previous)(int) = SIG_DFL;

extern "C" void onInterrupt(int)
{
    g_interrupted = 1;
}

} // namespace

InterruptGuard::InterruptGuard()
{
    g_interrupted = 0;
    g_previous = std::signal(SIGINT, onInterrupt);
}

InterruptGuard::~InterruptGuard()
{
    std::signal(SIGINT, g_previous == SIG_ERR ? SIG_DFL : g_previous);
}

bool InterruptGuard::interrupted()
{
    return g_interrupted != 0;
}

} // namespace ratelab
