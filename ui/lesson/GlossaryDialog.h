// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Help > Glossary: every term of the shipped glossary with its definition, searchable, and opened
// on one term when a lesson's glossary link asks for it. Reads core's Glossary; GUI thread only.
#include "core/io/lesson/Glossary.h"

#include <QDialog>

class QLineEdit;
class QTextBrowser;

namespace ratelab {

class GlossaryDialog : public QDialog {
    Q_OBJECT
public:
    explicit GlossaryDialog(QWidget* parent = nullptr);

    // Clears the search and scrolls to the term (by term or alias); false when it has none.
    bool showTerm(const QString& name);
    void setSearch(const QString& text);
    [[nodiscard]] QString plainText() const;

private:
    void render();

    Glossary m_glossary;
    QLineEdit* m_search;
    QTextBrowser* m_text;
};

} // namespace ratelab
