#pragma once
// Compares two saved runs: their summaries side by side, and a button that reopens the newer
// run with the older one pinned as the faded overlay on the charts. GUI thread only.
#include "core/io/history/HistoryEntry.h"

#include <QDialog>

namespace ratelab {

class LabController;

class CompareDialog : public QDialog {
    Q_OBJECT
public:
    CompareDialog(LabController* controller, StoredRun a, StoredRun b, QWidget* parent = nullptr);

private:
    void overlay();

    LabController* m_controller;
    StoredRun m_a;
    StoredRun m_b;
};

} // namespace ratelab
