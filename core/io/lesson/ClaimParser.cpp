// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Tokenizer and recursive-descent parser of the claim language. Precedence, lowest first:
// or, and, not, comparisons (== != < <= > >=, not chained), + -, * /, unary minus.
#include "core/io/lesson/ClaimNode.h"

#include <cctype>
#include <charconv>
#include <cstdlib>

namespace ratelab {
namespace {

struct Token {
    enum class Kind : std::uint8_t { End, Number, Ident, Bracket, Op, Star };
    Kind kind = Kind::End;
    std::string text;
    int column = 0;
};

bool isIdentStart(char c)
{
    return std::isalpha(static_cast<unsigned char>(c)) || c == '_';
}
bool isIdentChar(char c)
{
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
}

class Lexer {
public:
    explicit Lexer(const std::string& text)
        : m_text(text)
    {
    }

    std::vector<Token> tokens()
    {
        std::vector<Token> out;
        while (true) {
            skipSpace();
            Token t;
            t.column = static_cast<int>(m_pos);
            if (m_pos >= m_text.size()) {
                out.push_back(t);
                return out;
            }
            const char c = m_text[m_pos];
            if (std::isdigit(static_cast<unsigned char>(c)))
                t = number();
            else if (isIdentStart(c))
                t = ident();
            else if (c == '[')
                t = bracket();
            else
                t = op();
            out.push_back(t);
        }
    }

private:
    void skipSpace()
    {
        while (m_pos < m_text.size() && std::isspace(static_cast<unsigned char>(m_text[m_pos])))
            ++m_pos;
    }

    Token number()
    {
        Token t{Token::Kind::Number, {}, static_cast<int>(m_pos)};
        while (m_pos < m_text.size()
               && (std::isdigit(static_cast<unsigned char>(m_text[m_pos])) || m_text[m_pos] == '.'
                   || m_text[m_pos] == '_'))
            t.text += m_text[m_pos++];
        if (m_pos < m_text.size() && (m_text[m_pos] == 'e' || m_text[m_pos] == 'E')) {
            t.text += m_text[m_pos++];
            if (m_pos < m_text.size() && (m_text[m_pos] == '-' || m_text[m_pos] == '+'))
                t.text += m_text[m_pos++];
            while (m_pos < m_text.size() && std::isdigit(static_cast<unsigned char>(m_text[m_pos])))
                t.text += m_text[m_pos++];
        }
        return t;
    }

    // A hyphen joins two identifier characters (fixed-window); with spaces it subtracts.
    Token ident()
    {
        Token t{Token::Kind::Ident, {}, static_cast<int>(m_pos)};
        while (m_pos < m_text.size()) {
            const char c = m_text[m_pos];
            if (isIdentChar(c)) {
                t.text += c;
                ++m_pos;
            } else if (c == '-' && m_pos + 1 < m_text.size() && isIdentChar(m_text[m_pos + 1])) {
                t.text += c;
                ++m_pos;
            } else {
                break;
            }
        }
        return t;
    }

    Token bracket()
    {
        Token t{Token::Kind::Bracket, {}, static_cast<int>(m_pos)};
        const std::size_t close = m_text.find(']', m_pos + 1);
        if (close == std::string::npos)
            throw ClaimSyntaxError{"a '[' without its ']'", t.column};
        t.text = m_text.substr(m_pos + 1, close - m_pos - 1);
        if (t.text.empty())
            throw ClaimSyntaxError{"an empty [] name", t.column};
        m_pos = close + 1;
        return t;
    }

    Token op()
    {
        Token t{Token::Kind::Op, {}, static_cast<int>(m_pos)};
        static const char* const kTwo[] = {"==", "!=", "<=", ">="};
        for (const char* two : kTwo)
            if (m_text.compare(m_pos, 2, two) == 0) {
                t.text = two;
                m_pos += 2;
                return t;
            }
        const char c = m_text[m_pos];
        if (std::string_view("+-*/(),.<>").find(c) == std::string_view::npos)
            throw ClaimSyntaxError{std::string("unexpected character '") + c + "'", t.column};
        t.text = std::string(1, c);
        if (c == '*')
            t.kind = Token::Kind::Star;
        ++m_pos;
        return t;
    }

    const std::string& m_text;
    std::size_t m_pos = 0;
};

using NodePtr = std::shared_ptr<const ClaimNode>;

class Parser {
public:
    Parser(std::vector<Token> tokens, const std::string& text)
        : m_tokens(std::move(tokens))
        , m_text(text)
    {
    }

    NodePtr parseAll()
    {
        NodePtr root = orExpr();
        if (peek().kind != Token::Kind::End)
            fail("unexpected '" + peek().text + "'");
        return root;
    }

private:
    const Token& peek() const { return m_tokens[m_pos]; }
    bool isOp(const char* op) const
    {
        const Token& t = peek();
        return (t.kind == Token::Kind::Op || t.kind == Token::Kind::Star) && t.text == op;
    }
    bool isWord(const char* word) const
    {
        return peek().kind == Token::Kind::Ident && peek().text == word;
    }
    [[noreturn]] void fail(const std::string& message) const
    {
        throw ClaimSyntaxError{message, peek().column};
    }
    void expect(const char* op)
    {
        if (!isOp(op))
            fail(std::string("expected '") + op + "'");
        ++m_pos;
    }

    static NodePtr binary(std::string op, NodePtr l, NodePtr r)
    {
        auto n = std::make_shared<ClaimNode>();
        n->kind = ClaimNode::Kind::Binary;
        n->op = std::move(op);
        n->children = {std::move(l), std::move(r)};
        return n;
    }
    static NodePtr unary(std::string op, NodePtr child)
    {
        auto n = std::make_shared<ClaimNode>();
        n->kind = ClaimNode::Kind::Unary;
        n->op = std::move(op);
        n->children = {std::move(child)};
        return n;
    }

    NodePtr orExpr()
    {
        NodePtr left = andExpr();
        while (isWord("or")) {
            ++m_pos;
            left = binary("or", left, andExpr());
        }
        return left;
    }
    NodePtr andExpr()
    {
        NodePtr left = notExpr();
        while (isWord("and")) {
            ++m_pos;
            left = binary("and", left, notExpr());
        }
        return left;
    }
    NodePtr notExpr()
    {
        if (isWord("not")) {
            ++m_pos;
            return unary("not", notExpr());
        }
        return comparison();
    }
    NodePtr comparison()
    {
        NodePtr left = sum();
        for (const char* op : {"==", "!=", "<=", ">=", "<", ">"})
            if (isOp(op)) {
                ++m_pos;
                NodePtr right = sum();
                for (const char* again : {"==", "!=", "<=", ">=", "<", ">"})
                    if (isOp(again))
                        fail("comparisons do not chain: write a < b and b < c");
                return binary(op, left, right);
            }
        return left;
    }
    NodePtr sum()
    {
        NodePtr left = product();
        while (isOp("+") || isOp("-")) {
            const std::string op = peek().text;
            ++m_pos;
            left = binary(op, left, product());
        }
        return left;
    }
    NodePtr product()
    {
        NodePtr left = unaryExpr();
        while (isOp("*") || isOp("/")) {
            const std::string op = peek().text;
            ++m_pos;
            left = binary(op, left, unaryExpr());
        }
        return left;
    }
    NodePtr unaryExpr()
    {
        if (isOp("-")) {
            ++m_pos;
            return unary("-", unaryExpr());
        }
        return primary();
    }

    NodePtr primary()
    {
        const Token& t = peek();
        if (t.kind == Token::Kind::Number)
            return number();
        if (isOp("(")) {
            ++m_pos;
            NodePtr inner = orExpr();
            expect(")");
            return inner;
        }
        if (t.kind == Token::Kind::Ident && (t.text == "true" || t.text == "false")) {
            ++m_pos;
            auto n = std::make_shared<ClaimNode>();
            n->literal = ClaimValue::ofBoolean(t.text == "true");
            return n;
        }
        if (t.kind == Token::Kind::Ident && m_tokens[m_pos + 1].kind == Token::Kind::Op
            && m_tokens[m_pos + 1].text == "(")
            return call();
        if (t.kind == Token::Kind::Ident || t.kind == Token::Kind::Bracket
            || t.kind == Token::Kind::Star)
            return name();
        if (t.kind == Token::Kind::End)
            fail("the expression ends too early");
        fail("unexpected '" + t.text + "'");
    }

    NodePtr number()
    {
        const Token& t = peek();
        std::string digits;
        for (char c : t.text)
            if (c != '_')
                digits += c;
        auto n = std::make_shared<ClaimNode>();
        const bool real = digits.find_first_of(".eE") != std::string::npos;
        if (real) {
            char* end = nullptr;
            n->literal = ClaimValue::ofReal(std::strtod(digits.c_str(), &end));
            if (end != digits.c_str() + digits.size())
                fail("not a number: " + t.text);
        } else {
            std::int64_t v = 0;
            const auto [ptr, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), v);
            if (ec != std::errc() || ptr != digits.data() + digits.size())
                fail("not a 64-bit integer: " + t.text);
            n->literal = ClaimValue::ofInteger(v);
        }
        ++m_pos;
        return n;
    }

    NodePtr call()
    {
        auto n = std::make_shared<ClaimNode>();
        n->kind = ClaimNode::Kind::Call;
        n->op = peek().text;
        m_pos += 2;
        if (!isOp(")")) {
            n->children.push_back(orExpr());
            while (isOp(",")) {
                ++m_pos;
                n->children.push_back(orExpr());
            }
        }
        expect(")");
        return n;
    }

    // segment ( ('.' segment) | bracket )*, where the first segment may be `*`.
    NodePtr name()
    {
        auto n = std::make_shared<ClaimNode>();
        n->kind = ClaimNode::Kind::Name;
        const int start = peek().column;
        int end = start;
        auto take = [&](const Token& t) {
            n->name.segments.push_back(t.kind == Token::Kind::Star ? "*" : t.text);
            end = t.column + static_cast<int>(t.text.size())
                  + (t.kind == Token::Kind::Bracket ? 2 : 0);
            ++m_pos;
        };
        take(peek());
        while (true) {
            if (peek().kind == Token::Kind::Bracket) {
                take(peek());
            } else if (isOp(".")) {
                ++m_pos;
                if (peek().kind != Token::Kind::Ident && peek().kind != Token::Kind::Bracket
                    && peek().kind != Token::Kind::Number)
                    fail("expected a name after '.'");
                take(peek());
            } else {
                break;
            }
        }
        if (n->name.segments.front() == "*" && n->name.segments.size() < 2)
            throw ClaimSyntaxError{"'*' stands for every lane: write *.admitted", start};
        n->name.text =
            m_text.substr(static_cast<std::size_t>(start), static_cast<std::size_t>(end - start));
        return n;
    }

    std::vector<Token> m_tokens;
    const std::string& m_text;
    std::size_t m_pos = 0;
};

} // namespace

std::shared_ptr<const ClaimNode> parseClaim(const std::string& text)
{
    Lexer lexer(text);
    Parser parser(lexer.tokens(), text);
    return parser.parseAll();
}

} // namespace ratelab
