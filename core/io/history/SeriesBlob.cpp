// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/history/SeriesBlob.h"

#include <QDataStream>
#include <QIODevice>

namespace ratelab::seriesblob {

namespace {
constexpr quint32 kMagic = 0x524C5331; // "RLS1": bump when the bucket layout changes
}

QByteArray encode(const std::vector<SeriesBucket>& buckets)
{
    QByteArray blob;
    QDataStream out(&blob, QIODevice::WriteOnly);
    out.setVersion(QDataStream::Qt_6_0);
    out.setByteOrder(QDataStream::LittleEndian);
    out << kMagic << static_cast<quint64>(buckets.size());
    for (const SeriesBucket& b : buckets) {
        out << qint64(b.admitted) << qint64(b.rejected) << qint64(b.failedOpen)
            << qint64(b.failedClosed) << qint64(b.errors) << qint64(b.wouldReject)
            << qint64(b.retries) << b.level << b.levelMax;
    }
    return blob;
}

std::optional<std::vector<SeriesBucket>> decode(const QByteArray& blob)
{
    QDataStream in(blob);
    in.setVersion(QDataStream::Qt_6_0);
    in.setByteOrder(QDataStream::LittleEndian);
    quint32 magic = 0;
    quint64 count = 0;
    in >> magic >> count;
    constexpr quint64 kBucketBytes = 7 * 8 + 2 * 8;
    if (in.status() != QDataStream::Ok || magic != kMagic
        || count > static_cast<quint64>(blob.size()) / kBucketBytes) {
        return std::nullopt;
    }
    std::vector<SeriesBucket> buckets(count);
    for (SeriesBucket& b : buckets) {
        qint64 v[7] = {};
        for (qint64& x : v)
            in >> x;
        in >> b.level >> b.levelMax;
        b.admitted = v[0];
        b.rejected = v[1];
        b.failedOpen = v[2];
        b.failedClosed = v[3];
        b.errors = v[4];
        b.wouldReject = v[5];
        b.retries = v[6];
    }
    if (in.status() != QDataStream::Ok)
        return std::nullopt;
    return buckets;
}

} // namespace ratelab::seriesblob
