// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The scenario editor: forms generated from ScenarioSchema for the scenario, each client and each
// lane, with the schema's tooltip on every field and its validation message under the form.
// Every committed change is one undoable edit through the LabController. Clients and lanes can
// be added, duplicated and removed. GUI thread only.
#include <QWidget>

#include <functional>
#include <vector>

class QAction;
class QComboBox;
class QFormLayout;
class QLabel;
class QPushButton;
class QToolButton;

namespace ratelab {

class LabController;
struct FieldSpec;

class ScenarioEditor : public QWidget {
    Q_OBJECT
public:
    explicit ScenarioEditor(LabController* controller, QWidget* parent = nullptr);

    // Section 0 is the scenario itself, then one per client, then one per lane.
    [[nodiscard]] QComboBox* sectionSelector() const { return m_section; }
    // The editor widget of a field in the current section (tests), or nullptr.
    [[nodiscard]] QWidget* editorFor(const QString& path) const;
    [[nodiscard]] QString message() const;
    // Add > Client and Add > Lane: one new client or lane, as one undoable edit.
    [[nodiscard]] QAction* addClientAction() const { return m_addClient; }
    [[nodiscard]] QAction* addLaneAction() const { return m_addLane; }
    void showMessage(const QString& text, bool error);

private:
    struct Binding {
        QString path;
        QWidget* label = nullptr;
        QWidget* editor = nullptr;
        std::function<void()> refresh; // reads the model into the widget
    };
    enum class Kind { Scenario, Client, Lane };

    void rebuildSections();
    void rebuildForm();
    void refreshValues();
    template <class Owner, class Fields>
    void buildFields(Fields fields, Kind kind, int index);
    // Validates a JSON value for a field and, if valid, commits it with set().
    template <class Owner>
    void commit(Kind kind, int index, const FieldSpec& field, const QJsonValue& value,
                const std::function<void(Owner&, const QVariant&)>& set);
    void add(bool lane);
    void repairTabOrder();
    void duplicateCurrent();
    void removeCurrent();
    [[nodiscard]] Kind currentKind(int* index) const;

    LabController* m_controller;
    QComboBox* m_section;
    QWidget* m_formHost;
    QFormLayout* m_form = nullptr;
    QLabel* m_message;
    QPushButton* m_duplicate;
    QPushButton* m_remove;
    QToolButton* m_add;
    QAction* m_addClient;
    QAction* m_addLane;
    std::vector<Binding> m_bindings;
    bool m_refreshing = false;
};

} // namespace ratelab
