// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Makes a text browser's glossary links (Glossary::linkMarkdown) work: hovering one shows the
// term's definition as a tooltip, clicking one shows it and emits termActivated (the app opens the
// glossary there); any other link opens outside. A child of the browser it serves; GUI thread.
#include "core/io/lesson/Glossary.h"

#include <QObject>

class QTextBrowser;
class QUrl;

namespace ratelab {

class GlossaryLinks : public QObject {
    Q_OBJECT
public:
    explicit GlossaryLinks(QTextBrowser* browser);

    // The tooltip text for a term (bold term, definition); empty when the glossary lacks it.
    [[nodiscard]] QString definitionHtml(const QString& term) const;

signals:
    void termActivated(const QString& term);

private:
    void onHovered(const QUrl& url);
    void onClicked(const QUrl& url);

    QTextBrowser* m_browser;
    Glossary m_glossary;
};

} // namespace ratelab
