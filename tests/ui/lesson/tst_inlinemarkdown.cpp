// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A step's one-line texts show `code`, **bold** and *emphasis* as the lesson body does (the
// backticks showed literally), and escape everything else.
#include "ui/lesson/InlineMarkdown.h"

#include <QTest>

using namespace ratelab;

class TestInlineMarkdown : public QObject {
    Q_OBJECT

private slots:
    void rendersLikeTheBody_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("html");
        QTest::newRow("code") << "set `limit=20` now"
                              << "set <code>limit=20</code> now";
        QTest::newRow("bold") << "**never** twice"
                              << "<b>never</b> twice";
        QTest::newRow("emphasis") << "a *fixed* window"
                                  << "a <i>fixed</i> window";
        QTest::newRow("code keeps its stars") << "`a * b * c`"
                                              << "<code>a * b * c</code>";
        QTest::newRow("escaped") << "limit < burst & `x<y`"
                                 << "limit &lt; burst &amp; <code>x&lt;y</code>";
        QTest::newRow("a lone star") << "5 * 3 = 15"
                                     << "5 * 3 = 15";
    }
    void rendersLikeTheBody()
    {
        QFETCH(QString, text);
        QFETCH(QString, html);
        QCOMPARE(inlineMarkdownToHtml(text), html);
    }
};

QTEST_GUILESS_MAIN(TestInlineMarkdown)
#include "tst_inlinemarkdown.moc"
