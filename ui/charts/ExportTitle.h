// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The title block above an exported chart: the scenario's name and RateLab's version, then its
// parameters and seed, so a figure pasted into slides or a report says what run it shows.
// Plain data and a painter function; GUI thread (fonts).
#include <QString>

class QPainter;

namespace ratelab {

class LabController;

struct ExportTitle {
    QString scenario;
    QString parameters; // LabController::parameterSummary(): each lane's N, W, B and the seed
    QString version;

    static ExportTitle of(const LabController& controller);
};

// The block's height at `width` pixels (the parameters wrap).
int exportTitleHeight(const ExportTitle& title, int width);
// Draws the block at the painter's origin, `width` wide; returns its height.
int drawExportTitle(QPainter* painter, const ExportTitle& title, int width);

} // namespace ratelab
