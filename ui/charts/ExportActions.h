// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Export: the run's CSV files (summary, time series, request log; the public CLI columns), and
// the chart view on screen (the ChartPanel's current tab) as PNG (at 2x), PDF or SVG under a
// title block (ExportTitle), as a PNG sequence of the playback for slides, or to the
// clipboard. The file name's extension picks the format; a missing or unknown one gets the
// chosen filter's. The file functions are usable without dialogs (tests, scripts); the actions
// ask for a file name. GUI thread only.
#include "ui/charts/ExportTitle.h"

#include "core/sim/model/RunResult.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>

class QAction;
class QWidget;

namespace ratelab {

class ChartPanel;
class LabController;

class ExportActions : public QObject {
    Q_OBJECT
public:
    ExportActions(LabController* controller, ChartPanel* charts, QWidget* dialogParent);

    enum class CsvKind { Summary, TimeSeries, Requests };
    static bool writeCsv(const RunResult& result, CsvKind kind, const QString& path,
                         QString* error);
    // Width and height of the whole page, title block included, in pixels (PNG, drawn at
    // `scale` times as many) or points (PDF, SVG); 0 keeps the on-screen size plus the title.
    static bool savePng(ChartPanel* charts, const QString& path, const ExportTitle& title,
                        int width = 0, int height = 0, QString* error = nullptr,
                        double scale = 2.0);
    static bool savePdf(ChartPanel* charts, const QString& path, const ExportTitle& title,
                        int width = 0, int height = 0, QString* error = nullptr);
    static bool saveSvg(ChartPanel* charts, const QString& path, const ExportTitle& title,
                        int width = 0, int height = 0, QString* error = nullptr);
    // PNG, PDF or SVG as the path's extension says (see withSuffix).
    static bool saveChart(ChartPanel* charts, const QString& path, const ExportTitle& title,
                          QString* error = nullptr);
    // The path as typed when its extension is one of `offered` (any case), else with
    // `.selected` appended (what was typed is kept: "run.v2" becomes "run.v2.png").
    static QString withSuffix(const QString& path, const QStringList& offered,
                              const QString& selected);
    // frames PNGs, frame_0001.png on, in dir: the playback cursor stepped evenly from the start
    // to the end of the run. progress(written) returning false stops early. The cursor is put
    // back. Returns the frames written, or -1 with *error set.
    static int savePngSequence(ChartPanel* charts, const QString& dir, const ExportTitle& title,
                               SimTime duration, int frames, int width = 0, int height = 0,
                               const std::function<bool(int)>& progress = {},
                               QString* error = nullptr);
    static bool svgSupported();
    static void copyToClipboard(ChartPanel* charts);

    [[nodiscard]] QList<QAction*> csvActions() const { return m_csv; }
    [[nodiscard]] QList<QAction*> chartActions() const { return m_charts; }
    [[nodiscard]] QAction* copyAction() const { return m_copy; }
    [[nodiscard]] QAction* sequenceAction() const { return m_sequence; }

signals:
    void errorOccurred(const QString& title, const QString& message);
    void exported(const QString& path);

private:
    void exportCsv(CsvKind kind);
    void exportChart(const QString& suffix);
    void exportSequence();
    [[nodiscard]] QString suggestedName(const QString& what, const QString& suffix) const;

    LabController* m_controller;
    ChartPanel* m_chartPanel;
    QWidget* m_dialogParent;
    QList<QAction*> m_csv;
    QList<QAction*> m_charts;
    QAction* m_copy;
    QAction* m_sequence;
};

} // namespace ratelab
