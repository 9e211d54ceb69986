// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lesson/GlossaryDialog.h"

#include <QDialogButtonBox>
#include <QLineEdit>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace ratelab {

namespace {

QString anchorOf(const GlossaryEntry& entry)
{
    return QStringLiteral("term-%1").arg(entry.line);
}

} // namespace

GlossaryDialog::GlossaryDialog(QWidget* parent)
    : QDialog(parent)
    , m_glossary(Glossary::shipped())
    , m_search(new QLineEdit(this))
    , m_text(new QTextBrowser(this))
{
    setWindowTitle(tr("Glossary"));
    m_search->setPlaceholderText(tr("Search terms and definitions"));
    m_search->setClearButtonEnabled(true);
    m_text->setOpenLinks(false);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_search);
    layout->addWidget(m_text, 1);
    layout->addWidget(buttons);
    connect(m_search, &QLineEdit::textChanged, this, &GlossaryDialog::render);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(640, 680);
    render();
}

void GlossaryDialog::render()
{
    const QString wanted = m_search->text().trimmed();
    QString html;
    for (const GlossaryEntry& e : m_glossary.entries()) {
        const QString all =
            QStringLiteral("%1 %2 %3").arg(e.term, e.aliases.join(QLatin1Char(' ')), e.definition);
        if (!wanted.isEmpty() && !all.contains(wanted, Qt::CaseInsensitive))
            continue;
        html += QStringLiteral("<p><a name=\"%1\"></a><b>%2</b>")
                    .arg(anchorOf(e), e.term.toHtmlEscaped());
        if (!e.aliases.isEmpty())
            html += QStringLiteral(" <span style=\"color:#777\">(%1)</span>")
                        .arg(e.aliases.join(QStringLiteral(", ")).toHtmlEscaped());
        html += QStringLiteral("<br>%1</p>").arg(e.definition.toHtmlEscaped());
    }
    if (html.isEmpty())
        html = tr("<p><i>No term matches “%1”.</i></p>").arg(wanted.toHtmlEscaped());
    m_text->setHtml(html);
}

bool GlossaryDialog::showTerm(const QString& name)
{
    const GlossaryEntry* entry = m_glossary.find(name);
    if (!entry)
        return false;
    m_search->clear();
    render();
    m_text->scrollToAnchor(anchorOf(*entry));
    return true;
}

void GlossaryDialog::setSearch(const QString& text)
{
    m_search->setText(text);
}

QString GlossaryDialog::plainText() const
{
    return m_text->toPlainText();
}

} // namespace ratelab
