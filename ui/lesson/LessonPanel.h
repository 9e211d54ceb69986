#pragma once
// The lesson panel: the scenario's description, what each lane's algorithm does (from the
// algorithm registry) and the per-lane summary table. Reads the LabController; GUI thread only.
#include <QWidget>

class QTableView;
class QTextBrowser;

namespace ratelab {

class LabController;
class SummaryTableModel;

class LessonPanel : public QWidget {
    Q_OBJECT
public:
    explicit LessonPanel(LabController* controller, QWidget* parent = nullptr);

    [[nodiscard]] SummaryTableModel* summaryModel() const { return m_summary; }

private:
    void updateText();
    void updateSummary();

    LabController* m_controller;
    QTextBrowser* m_text;
    QTableView* m_table;
    SummaryTableModel* m_summary;
};

} // namespace ratelab
