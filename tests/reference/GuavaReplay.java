// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Replays a trace (time_ms,key,cost) through Guava's own RateLimiter, one limiter per key created
// at the key's first request, on a fake stopwatch that reads the row's time and records the
// sleep tryAcquire asks for. Prints "allowed,delay_ms" per row (delay rounded up to whole ms,
// as docs/algorithms.md defines replay's delay_ms). In Guava's package because
// RateLimiter.create(..., SleepingStopwatch) and SmoothBursty's constructor are package-private.
//
// java -cp guava.jar:DIR com.google.common.util.concurrent.GuavaReplay
//     bursty|warmup N W BURST WARMUP_MS TIMEOUT_MS TRACE.csv
package com.google.common.util.concurrent;

import java.io.BufferedReader;
import java.io.FileReader;
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;

public final class GuavaReplay {
    static final class FakeStopwatch extends RateLimiter.SleepingStopwatch {
        long nowMicros;
        long sleptMicros;

        @Override
        protected long readMicros() {
            return nowMicros;
        }

        @Override
        protected void sleepMicrosUninterruptibly(long micros) {
            sleptMicros = micros;
        }
    }

    public static void main(String[] args) throws IOException {
        final boolean warmup = args[0].equals("warmup");
        final long n = Long.parseLong(args[1]);
        final long w = Long.parseLong(args[2]);
        final long burst = Long.parseLong(args[3]);
        final long warmupMs = Long.parseLong(args[4]);
        final long timeoutMs = Long.parseLong(args[5]);
        final double permitsPerSecond = n * 1000.0 / w;
        final FakeStopwatch clock = new FakeStopwatch();
        final Map<String, RateLimiter> limiters = new HashMap<>();
        final StringBuilder out = new StringBuilder();
        try (BufferedReader in = new BufferedReader(new FileReader(args[6]))) {
            in.readLine(); // header
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                final String[] f = line.split(",");
                clock.nowMicros = Long.parseLong(f[0]) * 1000;
                RateLimiter limiter = limiters.get(f[1]);
                if (limiter == null) {
                    if (warmup) {
                        limiter = RateLimiter.create(
                            permitsPerSecond, warmupMs, TimeUnit.MILLISECONDS, 3.0, clock);
                    } else if (burst > 0) {
                        limiter = new SmoothRateLimiter.SmoothBursty(
                            clock, burst / permitsPerSecond);
                        limiter.setRate(permitsPerSecond);
                    } else {
                        limiter = RateLimiter.create(permitsPerSecond, clock);
                    }
                    limiters.put(f[1], limiter);
                }
                clock.sleptMicros = 0;
                final boolean allowed = limiter.tryAcquire(
                    Integer.parseInt(f[2]), timeoutMs, TimeUnit.MILLISECONDS);
                final long delayMs = (clock.sleptMicros + 999) / 1000;
                out.append(allowed ? '1' : '0').append(',').append(delayMs).append('\n');
            }
        }
        System.out.print(out);
    }
}
