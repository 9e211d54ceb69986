#pragma once
// Export: the run's CSV files (summary, time series, request log; the public CLI columns), and
// the chart view on screen (the ChartPanel's current tab) as PNG, PDF or SVG or to the
// clipboard. The file functions are usable without dialogs (tests, scripts); the actions ask
// for a file name. GUI thread only.
#include "core/sim/model/RunResult.h"

#include <QObject>
#include <QString>

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
    // Width and height in pixels (PNG) or points (PDF, SVG); 0 keeps the on-screen size.
    static bool savePng(ChartPanel* charts, const QString& path, int width = 0, int height = 0,
                        QString* error = nullptr);
    static bool savePdf(ChartPanel* charts, const QString& path, int width = 0, int height = 0,
                        QString* error = nullptr);
    static bool saveSvg(ChartPanel* charts, const QString& path, int width = 0, int height = 0,
                        QString* error = nullptr);
    static bool svgSupported();
    static void copyToClipboard(ChartPanel* charts);

    [[nodiscard]] QList<QAction*> csvActions() const { return m_csv; }
    [[nodiscard]] QList<QAction*> chartActions() const { return m_charts; }
    [[nodiscard]] QAction* copyAction() const { return m_copy; }

signals:
    void errorOccurred(const QString& title, const QString& message);
    void exported(const QString& path);

private:
    void exportCsv(CsvKind kind);
    void exportChart(const QString& suffix);
    [[nodiscard]] QString suggestedName(const QString& what, const QString& suffix) const;

    LabController* m_controller;
    ChartPanel* m_chartPanel;
    QWidget* m_dialogParent;
    QList<QAction*> m_csv;
    QList<QAction*> m_charts;
    QAction* m_copy;
};

} // namespace ratelab
