// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Writes a seeded samples file (rtt_us,inflight,dropped,end_us) for the adaptive-limit reference
// trajectories. SplittableRandom's sequence is specified by the JDK, so one seed gives one file.
// Shapes: steady, slowdown (latency climbs 5x and recovers), drops (timeouts and bursts of
// drops), near-min (few requests in flight, latency spikes: limits near their minimum).
import java.util.SplittableRandom;

public final class MakeSamples {
    public static void main(String[] args) {
        String shape = args[0];
        SplittableRandom r = new SplittableRandom(Long.parseLong(args[1]));
        int rows = Integer.parseInt(args[2]);
        StringBuilder out = new StringBuilder("rtt_us,inflight,dropped,end_us\n");
        long end = 0;
        for (int i = 0; i < rows; ++i) {
            double phase = (double) i / rows;
            long rtt;
            int inflight;
            int dropped = 0;
            switch (shape) {
            case "steady":
                rtt = 9_000 + r.nextInt(3_000);
                inflight = 1 + r.nextInt(r.nextInt(10) < 7 ? 300 : 40);
                break;
            case "slowdown": {
                double slow = phase < 0.3 ? 1 : phase < 0.5 ? 1 + 4 * (phase - 0.3) / 0.2
                            : phase < 0.7 ? 5 : 1;
                rtt = (long) ((10_000 + r.nextInt(2_000)) * slow);
                inflight = 1 + r.nextInt((int) (120 * slow) + 60);
                break;
            }
            case "drops":
                rtt = 20_000 + r.nextInt(5_000);
                if (r.nextInt(100) < 4) rtt = 5_000_000 + r.nextInt(2_000_000); // timeouts
                if (phase > 0.6 && phase < 0.65) dropped = 1;                   // a burst of drops
                else if (r.nextInt(100) < 3) dropped = 1;
                inflight = 1 + r.nextInt(250);
                break;
            case "near-min":
                rtt = 1_000 + r.nextInt(500);
                if (r.nextInt(100) < 10) rtt *= 3 + r.nextInt(5);
                if (r.nextInt(100) < 2) dropped = 1;
                inflight = r.nextInt(7);
                break;
            default:
                throw new IllegalArgumentException("unknown shape " + shape);
            }
            end = Math.max(end + r.nextInt(2_000), rtt); // a request ends after it starts at 0
            out.append(rtt).append(',').append(inflight).append(',').append(dropped).append(',')
               .append(end).append('\n');
        }
        System.out.print(out);
    }
}
