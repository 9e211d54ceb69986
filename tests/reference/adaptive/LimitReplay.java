// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Our own driver (not Netflix code): feeds a samples file (rtt_us,inflight,dropped[,end_us])
// through one of Netflix concurrency-limits' Limit classes and prints getLimit() after every
// sample, so `ratelab-cli replay-limit` can be compared with the library itself. It takes the
// same option names as replay-limit. Run by make_trajectories.sh, never by CI.
import com.netflix.concurrency.limits.Limit;
import com.netflix.concurrency.limits.limit.AIMDLimit;
import com.netflix.concurrency.limits.limit.Gradient2Limit;
import com.netflix.concurrency.limits.limit.VegasLimit;

import java.io.BufferedReader;
import java.io.FileReader;
import java.lang.reflect.Field;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;

public final class LimitReplay {
    public static void main(String[] args) throws Exception {
        String algorithm = args[0];
        String samples = args[1];
        Map<String, String> o = new HashMap<>();
        for (int i = 2; i + 1 < args.length; i += 2)
            o.put(args[i].replaceFirst("^--", ""), args[i + 1]);

        Limit limit;
        Field jitterField = null;
        double jitter = 0;
        switch (algorithm) {
        case "aimd": {
            AIMDLimit.Builder b = AIMDLimit.newBuilder();
            if (o.containsKey("initial-limit")) b.initialLimit(Integer.parseInt(o.remove("initial-limit")));
            if (o.containsKey("min-limit")) b.minLimit(Integer.parseInt(o.remove("min-limit")));
            if (o.containsKey("max-limit")) b.maxLimit(Integer.parseInt(o.remove("max-limit")));
            if (o.containsKey("backoff-ratio")) b.backoffRatio(Double.parseDouble(o.remove("backoff-ratio")));
            if (o.containsKey("timeout-us"))
                b.timeout(Long.parseLong(o.remove("timeout-us")), TimeUnit.MICROSECONDS);
            limit = b.build();
            break;
        }
        case "vegas": {
            VegasLimit.Builder b = VegasLimit.newBuilder();
            if (o.containsKey("initial-limit")) b.initialLimit(Integer.parseInt(o.remove("initial-limit")));
            if (o.containsKey("max-limit")) b.maxConcurrency(Integer.parseInt(o.remove("max-limit")));
            if (o.containsKey("smoothing")) b.smoothing(Double.parseDouble(o.remove("smoothing")));
            if (o.containsKey("probe-multiplier"))
                b.probeMultiplier(Integer.parseInt(o.remove("probe-multiplier")));
            if (o.containsKey("alpha")) b.alpha(Integer.parseInt(o.remove("alpha")));
            if (o.containsKey("beta")) b.beta(Integer.parseInt(o.remove("beta")));
            if (o.containsKey("threshold")) {
                final int t = Integer.parseInt(o.remove("threshold"));
                b.thresholdFunction(ignored -> t);
            }
            limit = b.build();
            // ThreadLocalRandom cannot be seeded: the jitter is pinned to one value instead, on
            // both sides (replay-limit --probe-jitter), by setting the field resetProbeJitter()
            // writes before every sample.
            if (!o.containsKey("probe-jitter"))
                throw new IllegalArgumentException("vegas needs --probe-jitter to be reproducible");
            jitter = Double.parseDouble(o.remove("probe-jitter"));
            jitterField = VegasLimit.class.getDeclaredField("probeJitter");
            jitterField.setAccessible(true);
            break;
        }
        case "gradient2": {
            Gradient2Limit.Builder b = Gradient2Limit.newBuilder();
            if (o.containsKey("initial-limit")) b.initialLimit(Integer.parseInt(o.remove("initial-limit")));
            if (o.containsKey("min-limit")) b.minLimit(Integer.parseInt(o.remove("min-limit")));
            if (o.containsKey("max-limit")) b.maxConcurrency(Integer.parseInt(o.remove("max-limit")));
            if (o.containsKey("smoothing")) b.smoothing(Double.parseDouble(o.remove("smoothing")));
            if (o.containsKey("queue-size")) b.queueSize(Integer.parseInt(o.remove("queue-size")));
            if (o.containsKey("long-window")) b.longWindow(Integer.parseInt(o.remove("long-window")));
            if (o.containsKey("rtt-tolerance"))
                b.rttTolerance(Double.parseDouble(o.remove("rtt-tolerance")));
            limit = b.build();
            break;
        }
        default:
            throw new IllegalArgumentException("unknown algorithm " + algorithm);
        }
        if (!o.isEmpty())
            throw new IllegalArgumentException("options not understood: " + o.keySet());

        StringBuilder out = new StringBuilder("limit\n");
        try (BufferedReader in = new BufferedReader(new FileReader(samples))) {
            String header = in.readLine();
            if (header == null || !header.startsWith("rtt_us,inflight,dropped"))
                throw new IllegalArgumentException(samples + ": unexpected header " + header);
            String line;
            while ((line = in.readLine()) != null) {
                String[] f = line.split(",");
                long rttUs = Long.parseLong(f[0].trim());
                int inflight = Integer.parseInt(f[1].trim());
                boolean dropped = Integer.parseInt(f[2].trim()) != 0;
                long endUs = f.length > 3 ? Long.parseLong(f[3].trim()) : rttUs;
                if (jitterField != null)
                    jitterField.setDouble(limit, jitter);
                limit.onSample((endUs - rttUs) * 1000, rttUs * 1000, inflight, dropped);
                out.append(limit.getLimit()).append('\n');
            }
        }
        System.out.print(out);
    }
}
