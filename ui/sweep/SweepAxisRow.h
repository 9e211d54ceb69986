// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One varied parameter in the Sweep view: the field's path (picked from the offered lane fields
// or typed, as `--vary` takes it) and its SPEC (FROM:TO:STEP, FROM:TO:xFACTOR or v1,v2,...),
// filled with the field's default values when a listed field is picked. GUI thread.
#include "ui/sweep/SweepParameters.h"

#include <QWidget>

class QComboBox;
class QLineEdit;

namespace ratelab {

class SweepAxisRow : public QWidget {
    Q_OBJECT
public:
    explicit SweepAxisRow(QWidget* parent = nullptr);

    // Offers these fields, keeping the typed path and spec when the path is still offered.
    void setParameters(const QList<SweepParameter>& parameters, int preferred);
    // "PATH=SPEC", as `--vary` takes it.
    [[nodiscard]] QString text() const;
    void setText(const QString& path, const QString& spec);

    [[nodiscard]] QComboBox* pathBox() const { return m_path; }
    [[nodiscard]] QLineEdit* specEdit() const { return m_spec; }

signals:
    void edited();

private:
    void onPicked(int index);

    QComboBox* m_path;
    QLineEdit* m_spec;
    QList<SweepParameter> m_parameters;
};

} // namespace ratelab
