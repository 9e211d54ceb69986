// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A step's measured answer is revealed in the format of its choices: a fraction against
// percentage choices as a percentage, units and decimals as the choices write them.
#include "core/io/lesson/AnswerFormat.h"
#include "core/io/lesson/ClaimText.h"

#include <QTest>

using namespace ratelab;

namespace {

class FixedNames final : public NameResolver {
public:
    std::optional<ResolvedName> resolve(const ClaimName& name, std::string& problem) const override
    {
        if (name.text == "share")
            return ResolvedName{ClaimValue::ofReal(0.684), true};
        if (name.text == "count")
            return ResolvedName{ClaimValue::ofInteger(1505), true};
        if (name.text == "delay")
            return ResolvedName{ClaimValue::ofReal(1487.6), true};
        problem = "no name " + name.text;
        return std::nullopt;
    }
};

QString revealed(const QString& answer, const QStringList& choices)
{
    const AnswerFormat format = answerFormat(choices);
    return format.finish(QString::fromStdString(
        ClaimText::render(format.placeholder(answer).toStdString(), FixedNames(), nullptr)));
}

} // namespace

class TestAnswerFormat : public QObject {
    Q_OBJECT

private slots:
    void revealedLikeTheChoices_data()
    {
        QTest::addColumn<QString>("answer");
        QTest::addColumn<QStringList>("choices");
        QTest::addColumn<QString>("expected");
        QTest::newRow("percent") << "share" << QStringList{"10%", "40%", "70%"} << "68%";
        QTest::newRow("percent, spaced") << "share" << QStringList{"10 %", "70 %"} << "68 %";
        QTest::newRow("percent, decimals") << "share" << QStringList{"5.5%", "70%"} << "68.4%";
        QTest::newRow("whole numbers") << "count" << QStringList{"10", "20", "40"} << "1505";
        QTest::newRow("grouped") << "count" << QStringList{"1,000", "2,700"} << "1,505";
        QTest::newRow("unit") << "delay" << QStringList{"500 ms", "1500 ms"} << "1488 ms";
        QTest::newRow("decimals") << "delay" << QStringList{"0.5", "1.25"} << "1487.60";
        QTest::newRow("a fraction against whole numbers")
            << "share" << QStringList{"0", "1"} << "1";
        QTest::newRow("no choices: the default") << "share" << QStringList{} << "0.68";
        QTest::newRow("mixed units: the default")
            << "delay" << QStringList{"500 ms", "2 s"} << "1487.6";
        QTest::newRow("words: the default") << "count" << QStringList{"few", "many"} << "1505";
    }
    void revealedLikeTheChoices()
    {
        QFETCH(QString, answer);
        QFETCH(QStringList, choices);
        QFETCH(QString, expected);
        QCOMPARE(revealed(answer, choices), expected);
    }
};

QTEST_GUILESS_MAIN(TestAnswerFormat)
#include "tst_answerformat.moc"
