// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Placeholders in lesson text: formats, escapes, errors left visible, and the figures a text
// states outside any placeholder.
#include "core/io/lesson/ClaimText.h"

#include <QTest>

using namespace ratelab;

namespace {

class FixedNames final : public NameResolver {
public:
    std::optional<ResolvedName> resolve(const ClaimName& name, std::string& problem) const override
    {
        if (name.text == "a.count")
            return ResolvedName{ClaimValue::ofInteger(1505), true};
        if (name.text == "a.rate")
            return ResolvedName{ClaimValue::ofReal(0.8125), true};
        if (name.text == "a.limit")
            return ResolvedName{ClaimValue::ofInteger(10), false};
        problem = "no name " + name.text;
        return std::nullopt;
    }
};

QString render(const std::string& text, std::vector<ClaimTextProblem>* problems = nullptr)
{
    return QString::fromStdString(ClaimText::render(text, FixedNames(), problems));
}

} // namespace

class TestClaimText : public QObject {
    Q_OBJECT

private slots:
    void formats_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("integer") << "{a.count}"
                                 << "1505";
        QTest::newRow("grouped") << "{a.count:,}"
                                 << "1,505";
        QTest::newRow("real") << "{a.rate}"
                              << "0.81";
        QTest::newRow("fixed") << "{a.rate:.1f}"
                               << "0.8";
        QTest::newRow("percent") << "{a.rate:%}"
                                 << "81.25%";
        QTest::newRow("percent0") << "{a.rate:.0%}"
                                  << "81%";
        QTest::newRow("expression") << "{a.count / a.limit:.1f} times"
                                    << "150.5 times";
        QTest::newRow("integral real") << "{a.count / 5}"
                                       << "301";
        QTest::newRow("braces") << "{{not a placeholder}} {a.limit}"
                                << "{not a placeholder} 10";
        QTest::newRow("bool") << "{a.limit > 3}"
                              << "true";
    }
    void formats()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        std::vector<ClaimTextProblem> problems;
        QCOMPARE(render(text.toStdString(), &problems), expected);
        QVERIFY(problems.empty());
    }

    void unknownNamesStayVisibleAndAreReported()
    {
        std::vector<ClaimTextProblem> problems;
        QCOMPARE(render("x {a.cuont} y", &problems), QStringLiteral("x {a.cuont} y"));
        QCOMPARE(problems.size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(problems[0].message), QStringLiteral("no name a.cuont"));
    }

    void badFormatsAndBraces()
    {
        std::vector<ClaimTextProblem> problems;
        render("{a.rate:.1x} {a.count", &problems);
        QCOMPARE(problems.size(), std::size_t(2));
        QVERIFY(QString::fromStdString(problems[0].message)
                    .contains(QStringLiteral("without its '}'")));
        QVERIFY(
            QString::fromStdString(problems[1].message).startsWith(QStringLiteral("bad format")));
    }

    void bareFiguresOutsidePlaceholders()
    {
        const auto found = ClaimText::bareFigures(
            "The window admits 20 of {a.limit}; `HTTP 429` is code, p99 and x2 are names, 1,115 is a figure.");
        QStringList figures;
        for (const auto& f : found)
            figures << QString::fromStdString(f.message);
        QCOMPARE(figures, (QStringList{QStringLiteral("20"), QStringLiteral("1,115")}));
    }
};

QTEST_GUILESS_MAIN(TestClaimText)
#include "tst_claimtext.moc"
