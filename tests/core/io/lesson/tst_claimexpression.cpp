// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The claim language: exact integers, real division, names resolved by a table, and every
// syntax or evaluation error with its column or the unknown name.
#include "core/io/lesson/ClaimExpression.h"

#include <QTest>

#include <map>

using namespace ratelab;

namespace {

// Names from a table: "a.b" -> value; names starting with "p." are parameters.
class TableNames final : public NameResolver {
public:
    std::map<std::string, ClaimValue> values;

    std::optional<ResolvedName> resolve(const ClaimName& name, std::string& problem) const override
    {
        std::string key;
        for (const std::string& s : name.segments)
            key += (key.empty() ? "" : ".") + s;
        if (name.segments.front() == "*") {
            ResolvedName all{ClaimValue{ClaimValue::Kind::List, 0, 0.0, false, {}}, true};
            for (const auto& [k, v] : values)
                if (k.size() > name.segments[1].size() && k.ends_with("." + name.segments[1]))
                    all.value.items.push_back(v);
            return all;
        }
        const auto it = values.find(key);
        if (it == values.end()) {
            problem = "no name " + key;
            return std::nullopt;
        }
        return ResolvedName{it->second, !key.starts_with("p.")};
    }
};

ClaimValue eval(const std::string& text, const TableNames& names,
                std::vector<UsedName>* used = nullptr)
{
    std::string error;
    int column = 0;
    const auto e = ClaimExpression::parse(text, error, column);
    if (!e)
        qFatal("parse %s: %s", text.c_str(), error.c_str());
    const auto v = e->evaluate(names, error, used);
    if (!v)
        qFatal("evaluate %s: %s", text.c_str(), error.c_str());
    return *v;
}

TableNames sample()
{
    TableNames n;
    n.values["fixed-window.max_admitted_any_window"] = ClaimValue::ofInteger(20);
    n.values["fixed-window.limit"] = ClaimValue::ofInteger(10);
    n.values["fixed-window.false_positive_rate"] = ClaimValue::ofReal(0.25);
    n.values["token bucket B=12.rejected"] = ClaimValue::ofInteger(7);
    n.values["sliding-log.max_admitted_any_window"] = ClaimValue::ofInteger(10);
    n.values["lane.bucket.3.admitted"] = ClaimValue::ofInteger(19);
    n.values["p.limit"] = ClaimValue::ofInteger(10);
    n.values["big"] = ClaimValue::ofInteger(INT64_MAX);
    return n;
}

} // namespace

class TestClaimExpression : public QObject {
    Q_OBJECT

private slots:
    void integersAreExact()
    {
        const TableNames n = sample();
        QVERIFY(eval("fixed-window.max_admitted_any_window == 2 * fixed-window.limit", n).boolean);
        QVERIFY(
            !eval("fixed-window.max_admitted_any_window == 2 * fixed-window.limit + 1", n).boolean);
        QCOMPARE(eval("fixed-window.limit - 3", n).integer, std::int64_t(7));
        QCOMPARE(eval("fixed-window.limit - 3", n).kind, ClaimValue::Kind::Integer);
        // 2^53 + 1 is not a double: an exact comparison must still tell it from 2^53.
        QVERIFY(eval("9007199254740993 != 9007199254740992", n).boolean);
        QVERIFY(eval("9007199254740993 > 9007199254740992", n).boolean);
    }

    void divisionIsReal()
    {
        const TableNames n = sample();
        const ClaimValue v = eval("fixed-window.max_admitted_any_window / 8", n);
        QCOMPARE(v.kind, ClaimValue::Kind::Real);
        QCOMPARE(v.real, 2.5);
        QVERIFY(eval("7 / 2 == 3.5", n).boolean);
        QVERIFY(eval("0.1 + 0.2 == 0.3", n).boolean); // reals compare within 1e-9, relatively
        QVERIFY(!eval("0.1 + 0.2 < 0.3", n).boolean);
    }

    void overflowBecomesReal()
    {
        const TableNames n = sample();
        const ClaimValue v = eval("big + 1", n);
        QCOMPARE(v.kind, ClaimValue::Kind::Real);
        QVERIFY(v.real > 9.2e18);
    }

    void precedenceAndLogic()
    {
        const TableNames n = sample();
        QCOMPARE(eval("1 + 2 * 3", n).integer, std::int64_t(7));
        QCOMPARE(eval("(1 + 2) * 3", n).integer, std::int64_t(9));
        QCOMPARE(eval("-2 * -3", n).integer, std::int64_t(6));
        QVERIFY(eval("1 < 2 and not 3 < 2 or false", n).boolean);
        QVERIFY(!eval("not (1 < 2)", n).boolean);
        QVERIFY(eval("true == (2 > 1)", n).boolean);
    }

    void hyphenJoinsWithoutSpaces()
    {
        TableNames n = sample();
        n.values["a"] = ClaimValue::ofInteger(5);
        n.values["b"] = ClaimValue::ofInteger(3);
        n.values["a-b"] = ClaimValue::ofInteger(100);
        QCOMPARE(eval("a - b", n).integer, std::int64_t(2));
        QCOMPARE(eval("a-b", n).integer, std::int64_t(100));
    }

    void bracketedAndIndexedNames()
    {
        const TableNames n = sample();
        QCOMPARE(eval("[token bucket B=12].rejected", n).integer, std::int64_t(7));
        QCOMPARE(eval("lane.bucket[3].admitted", n).integer, std::int64_t(19));
        std::vector<UsedName> used;
        eval("[token bucket B=12].rejected > 1", n, &used);
        QCOMPARE(used.size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(used[0].text),
                 QStringLiteral("[token bucket B=12].rejected"));
        QVERIFY(used[0].measured);
    }

    void functionsAndWildcards()
    {
        const TableNames n = sample();
        QCOMPARE(eval("max(*.max_admitted_any_window)", n).integer, std::int64_t(20));
        QCOMPARE(eval("min(*.max_admitted_any_window)", n).integer, std::int64_t(10));
        QCOMPARE(eval("sum(*.max_admitted_any_window, 1)", n).integer, std::int64_t(31));
        QCOMPARE(eval("count(*.max_admitted_any_window)", n).integer, std::int64_t(2));
        QCOMPARE(eval("median(1, 3, 2, 10)", n).real, 2.5);
        QCOMPARE(eval("abs(3 - 10)", n).integer, std::int64_t(7));
        QCOMPARE(eval("floor(7 / 2)", n).integer, std::int64_t(3));
        QCOMPARE(eval("ceil(7 / 2)", n).integer, std::int64_t(4));
        QCOMPARE(eval("round(2.5)", n).integer, std::int64_t(3));
        QVERIFY(eval("between(fixed-window.false_positive_rate, 0.25, 0.3)", n).boolean);
        QVERIFY(eval("all(1 < 2, 2 < 3)", n).boolean);
        QVERIFY(!eval("any(1 > 2, 2 > 3)", n).boolean);
    }

    void parameterNamesAreNotMeasured()
    {
        const TableNames n = sample();
        std::vector<UsedName> used;
        eval("p.limit == 10", n, &used);
        QCOMPARE(used.size(), std::size_t(1));
        QVERIFY(!used[0].measured);
    }

    void syntaxErrorsHaveColumns_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("message");
        QTest::newRow("dangling") << "a.b ==" << 6 << "the expression ends too early";
        QTest::newRow("paren") << "(1 + 2" << 6 << "expected ')'";
        QTest::newRow("chain") << "1 < 2 < 3" << 6
                               << "comparisons do not chain: write a < b and b < c";
        QTest::newRow("char") << "a.b # 2" << 4 << "unexpected character '#'";
        QTest::newRow("bracket") << "[lane.x > 1" << 0 << "a '[' without its ']'";
        QTest::newRow("star") << "* > 2" << 0 << "'*' stands for every lane: write *.admitted";
        QTest::newRow("dot") << "a. > 2" << 3 << "expected a name after '.'";
    }
    void syntaxErrorsHaveColumns()
    {
        QFETCH(QString, text);
        QFETCH(int, column);
        QFETCH(QString, message);
        std::string error;
        int at = -1;
        QVERIFY(!ClaimExpression::parse(text.toStdString(), error, at));
        QCOMPARE(QString::fromStdString(error), message);
        QCOMPARE(at, column);
    }

    void evaluationErrorsNameTheProblem_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown") << "fixed-window.admited > 1"
                                 << "no name fixed-window.admited";
        QTest::newRow("type") << "fixed-window.limit and true"
                              << "'and' needs true or false, not a number";
        QTest::newRow("zero") << "1 / 0"
                              << "division by zero in '/'";
        QTest::newRow("function")
            << "mean(1)"
            << "no function named mean() (there are min, max, sum, median, count, all, any, abs, floor, ceil, round, between)";
        QTest::newRow("arity") << "abs(1, 2)"
                               << "abs() takes 1 argument";
        QTest::newRow("list") << "*.limit > 1"
                              << "'>' needs numbers, not a list (every lane's value)";
    }
    void evaluationErrorsNameTheProblem()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        const TableNames n = sample();
        std::string error;
        int column = 0;
        const auto e = ClaimExpression::parse(text.toStdString(), error, column);
        QVERIFY2(e, error.c_str());
        QVERIFY(!e->evaluate(n, error));
        QCOMPARE(QString::fromStdString(error), message);
    }
};

QTEST_GUILESS_MAIN(TestClaimExpression)
#include "tst_claimexpression.moc"
