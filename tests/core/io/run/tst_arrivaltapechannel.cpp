// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The arrival tape between threads: every reader reads every arrival in the order written,
// through a ring far smaller than the tape, whatever batch sizes either side uses; a reader that
// leaves never holds the writer back; close() ends the readers' reads, says whether the tape is
// complete, and a second close changes nothing.
#include "core/io/run/ArrivalTapeChannel.h"

#include <QTest>

#include <thread>
#include <vector>

using namespace ratelab;

namespace {

std::vector<TapedArrival> tape(std::int32_t count)
{
    std::vector<TapedArrival> out;
    for (std::int32_t i = 0; i < count; ++i)
        out.push_back({SimTime{i} * 7, i % 13});
    return out;
}

// Reads the whole tape in batches of `batch`.
std::vector<TapedArrival> readAll(ArrivalTapeReader& reader, std::size_t batch)
{
    std::vector<TapedArrival> out;
    std::vector<TapedArrival> buffer(batch);
    while (const std::size_t n = reader.read(buffer))
        out.insert(out.end(), buffer.begin(), buffer.begin() + static_cast<std::ptrdiff_t>(n));
    return out;
}

bool same(const std::vector<TapedArrival>& a, const std::vector<TapedArrival>& b)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (a[i].time != b[i].time || a[i].client != b[i].client)
            return false;
    return true;
}

} // namespace

class TestArrivalTapeChannel : public QObject {
    Q_OBJECT
private slots:
    void everyReaderReadsEverythingInOrder()
    {
        const std::vector<TapedArrival> written = tape(20'000);
        ArrivalTapeChannel channel(3, 7);
        std::vector<std::vector<TapedArrival>> read(3);
        std::vector<std::thread> readers;
        const std::size_t batches[] = {1, 5, 64};
        for (int r = 0; r < 3; ++r)
            readers.emplace_back([&, r] {
                read[static_cast<std::size_t>(r)] =
                    readAll(channel.reader(r), batches[static_cast<std::size_t>(r)]);
            });
        // Batches of 1 to 11 arrivals, some larger than the ring.
        std::size_t at = 0;
        for (std::size_t size = 1; at < written.size(); size = size % 11 + 1) {
            const std::size_t n = std::min(size, written.size() - at);
            channel.write(std::span(written).subspan(at, n));
            at += n;
        }
        channel.close(true);
        for (std::thread& t : readers)
            t.join();
        for (int r = 0; r < 3; ++r) {
            QVERIFY2(same(read[static_cast<std::size_t>(r)], written),
                     qPrintable(QString::number(r)));
            QVERIFY(channel.reader(r).complete());
        }
    }

    void aReaderThatLeavesHoldsNothingBack()
    {
        const std::vector<TapedArrival> written = tape(5'000);
        ArrivalTapeChannel channel(2, 4);
        channel.reader(0).leave();
        std::vector<TapedArrival> read;
        std::thread reader([&] { read = readAll(channel.reader(1), 3); });
        channel.write(written);
        channel.close(true);
        reader.join();
        QVERIFY(same(read, written));
        QCOMPARE(channel.reader(0).read(std::span<TapedArrival>()), std::size_t{0});
    }

    void noReaderLeftNoWait()
    {
        ArrivalTapeChannel channel(1, 2);
        channel.reader(0).leave();
        channel.write(tape(1'000)); // would wait for ever on a reader still in
        channel.close(true);
        QVERIFY(channel.reader(0).complete());
    }

    void closeEndsAWaitingReader()
    {
        ArrivalTapeChannel channel(1, 16);
        std::vector<TapedArrival> read;
        std::thread reader([&] { read = readAll(channel.reader(0), 8); });
        channel.write(tape(5));
        channel.close(false);
        channel.close(true); // too late: the first close stands
        reader.join();
        QVERIFY(same(read, tape(5)));
        QVERIFY(!channel.reader(0).complete());
    }
};

QTEST_GUILESS_MAIN(TestArrivalTapeChannel)
#include "tst_arrivaltapechannel.moc"
