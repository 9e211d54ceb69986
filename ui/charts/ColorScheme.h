// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The one colour scheme of the app: every chart, table and legend takes its colours from here,
// so "admitted" is the same bluish green everywhere. Stateless; any thread.
#include <QBrush>
#include <QColor>
#include <QString>

namespace ratelab::colors {

QColor admitted();
QColor rejected();
QColor wouldReject();
QColor failedOpen();
QColor failedClosed();
QColor level(); // the tracked key's bucket level / counter / log size
QColor limitLine();
QColor burstHighlight(); // the interval where max_admitted_any_window was reached
QColor windowBand();     // every other window, as a light band
QColor cursor();         // the playback cursor
QColor pinned();         // the pinned run's faded overlay
// A lesson step's highlighted region of a chart.
QColor lessonHighlight();
QColor futureMask(); // covers data the playback has not reached yet
QColor axisText();
QColor grid();
// Verdict text (LaneVerdict says which applies): readable on white.
QColor good();      // within the limit
QColor attention(); // within the limit, but not well (the lane admitted almost nothing)
QColor bad();       // over the limit
// The distributed world's charts.
QColor region(int index); // one colour per region, the same in every world chart and tooltip
QColor storeMemory();     // the lane's stores' used memory
QColor evictions();
QColor storeErrors();
QColor latencyP50();
QColor latencyP99();
// The backend's charts: answers beside admitted and rejected, and its capacity and load.
QColor shed();     // 503: the backend turned the request away (a refusal: hatched)
QColor timedOut(); // the client gave up waiting
QColor backendWorkers();
QColor backendLoad(); // requests in the backend: on a worker or waiting for one

// Refused requests (rejected, failed closed) are hatched over their colour as well, so telling
// them from admitted ones never needs the hue (HatchedBars draws it).
Qt::BrushStyle refusedPattern();

QColor faded(const QColor& c, int alpha);
// A small filled square as rich text, for legends inside tables and labels.
QString swatchHtml(const QColor& c);

} // namespace ratelab::colors
