// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The layering rules, read from the sources under RATELAB_SOURCE_DIR: each folder of core/sim
// includes only itself and what its dependencies may include (kLayers), core/sim includes no Qt
// and nothing from core/io or ui, core/io nothing from ui, and nothing outside app/ includes
// app/. Every offence is printed as FILE:LINE: #include <what> and why it is refused.
#include "tests/support/TestPaths.h"

#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include <functional>
#include <map>

namespace {

struct Include {
    QString file; // relative to the source root
    int line = 0;
    QString target;
    bool quoted = false;
};

// core/sim's folders and the folders each depends on directly ("" is core/sim itself:
// SimTime.h, Random.*, InstanceClock.*). A folder may include itself and whatever its
// dependencies may include. http renders the algorithms' decisions, so it sits above them.
const std::map<QString, QStringList> kLayers = {
    {QString(), {}},
    {QStringLiteral("algorithms"), {QString()}},
    {QStringLiteral("adaptive"), {QString()}},
    {QStringLiteral("http"), {QStringLiteral("algorithms")}},
    {QStringLiteral("model"), {QStringLiteral("algorithms"), QStringLiteral("http")}},
    {QStringLiteral("kernel"), {QStringLiteral("model")}},
    {QStringLiteral("store"), {QStringLiteral("model")}},
    {QStringLiteral("traffic"), {QStringLiteral("model")}},
    {QStringLiteral("redis"),
     {QStringLiteral("kernel"), QStringLiteral("store"), QStringLiteral("traffic")}},
    {QStringLiteral("world"),
     {QStringLiteral("kernel"), QStringLiteral("store"), QStringLiteral("traffic")}},
    {QStringLiteral("placement"), {QStringLiteral("redis"), QStringLiteral("world")}},
    {QStringLiteral("backend"), {QStringLiteral("kernel")}},
    {QStringLiteral("engine"),
     {QStringLiteral("placement"), QStringLiteral("backend"), QStringLiteral("adaptive")}},
};

QSet<QString> allowedFrom(const QString& folder)
{
    QSet<QString> allowed{folder};
    for (const QString& dependency : kLayers.at(folder))
        allowed.unite(allowedFrom(dependency));
    return allowed;
}

// The core/sim folder a path names ("" for a file directly in core/sim), or null when the path
// is not under core/sim.
QString folderOf(const QString& path)
{
    if (!path.startsWith(QLatin1String("core/sim/")))
        return {};
    const QStringList parts = path.split(QLatin1Char('/'));
    return parts.size() > 3 ? parts[2] : QStringLiteral("");
}

QList<Include> includesUnder(const QString& top)
{
    static const QRegularExpression directive(
        QStringLiteral(R"(^\s*#\s*include\s*([<"])([^>"]+)[>"])"));
    const QString root = ratelab::test::sourceDir();
    QList<Include> found;
    QDirIterator it(root + QLatin1Char('/') + top, {"*.h", "*.hpp", "*.cpp"}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
            continue;
        const QString relative = path.mid(root.size() + 1);
        int line = 0;
        while (!file.atEnd()) {
            ++line;
            const QRegularExpressionMatch m = directive.match(QString::fromUtf8(file.readLine()));
            if (m.hasMatch())
                found.append({relative, line, m.captured(2), m.captured(1) == QLatin1String("\"")});
        }
    }
    return found;
}

QString describe(const Include& include)
{
    const QString target = include.quoted ? QStringLiteral("\"%1\"").arg(include.target)
                                          : QStringLiteral("<%1>").arg(include.target);
    return QStringLiteral("%1:%2: #include %3").arg(include.file).arg(include.line).arg(target);
}

bool isQt(const Include& include)
{
    static const QRegularExpression qtHeader(QStringLiteral(R"(^(Qt\w*/)?Q\w+(\.h)?$)"));
    return qtHeader.match(include.target).hasMatch();
}

// Prints each offence (so a failing run names them all) and returns them as one message.
QString offences(const QList<Include>& includes, const std::function<QString(const Include&)>& why)
{
    QStringList lines;
    for (const Include& include : includes) {
        const QString reason = why(include);
        if (!reason.isEmpty())
            lines.append(describe(include) + QStringLiteral(" (") + reason + QLatin1Char(')'));
    }
    for (const QString& line : lines)
        qInfo().noquote() << line;
    return lines.join(QLatin1Char('\n'));
}

} // namespace

class TestLayering : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY2(QFile::exists(ratelab::test::sourcePath(QStringLiteral("core/sim/SimTime.h"))),
                 "RATELAB_SOURCE_DIR does not point at the source tree");
    }

    void everySimFolderIsInTheTable()
    {
        QDirIterator it(ratelab::test::sourcePath(QStringLiteral("core/sim")),
                        QDir::Dirs | QDir::NoDotAndDotDot);
        QStringList missing;
        while (it.hasNext()) {
            const QString folder = QFileInfo(it.next()).fileName();
            if (kLayers.count(folder) == 0)
                missing.append(QStringLiteral("core/sim/") + folder);
        }
        QVERIFY2(
            missing.isEmpty(),
            qPrintable(missing.join(QStringLiteral(", "))
                       + QStringLiteral(" not in tst_layering's table: say what it may include")));
    }

    void simFolder_data()
    {
        QTest::addColumn<QString>("folder");
        for (const auto& [folder, dependencies] : kLayers)
            QTest::newRow(folder.isEmpty() ? "core/sim" : qPrintable(folder)) << folder;
    }

    void simFolder()
    {
        QFETCH(QString, folder);
        const QSet<QString> allowed = allowedFrom(folder);
        QList<Include> includes;
        for (const Include& include : includesUnder(QStringLiteral("core/sim"))) {
            if (folderOf(include.file) == folder)
                includes.append(include);
        }
        const QString found = offences(includes, [&allowed](const Include& include) {
            const QString target = folderOf(include.target);
            if (!include.quoted || target.isNull() || allowed.contains(target))
                return QString();
            return QStringLiteral("core/sim/%1 may not include core/sim/%2")
                .arg(folderOf(include.file), target);
        });
        QVERIFY2(found.isEmpty(), qPrintable(found));
    }

    void simIncludesNoQtNoIoNoUi()
    {
        const QString found =
            offences(includesUnder(QStringLiteral("core/sim")), [](const Include& include) {
                if (isQt(include))
                    return QStringLiteral("core/sim is pure C++20: no Qt");
                if (include.target.startsWith(QLatin1String("core/io/"))
                    || include.target.startsWith(QLatin1String("ui/")))
                    return QStringLiteral("core/sim includes nothing from core/io or ui");
                return QString();
            });
        QVERIFY2(found.isEmpty(), qPrintable(found));
    }

    void ioIncludesNoUi()
    {
        const QString found =
            offences(includesUnder(QStringLiteral("core/io")), [](const Include& include) {
                return include.target.startsWith(QLatin1String("ui/"))
                           ? QStringLiteral("core/io includes nothing from ui")
                           : QString();
            });
        QVERIFY2(found.isEmpty(), qPrintable(found));
    }

    // core/io is QtCore + QtSql: charts belong to render/, which ratelab-cli links.
    void ioDrawsNothing()
    {
        static const QRegularExpression gui(QStringLiteral(
            R"(^(QtGui|QtWidgets|QtSvg|QtPrintSupport)/|^qcustomplot\.h$|^Q(Painter|Image|Pixmap|Widget|Application|GuiApplication|SvgGenerator|Color|Font)$)"));
        const QString found =
            offences(includesUnder(QStringLiteral("core/io")), [](const Include& include) {
                if (include.target.startsWith(QLatin1String("render/")))
                    return QStringLiteral("core/io includes nothing from render");
                return gui.match(include.target).hasMatch() ? QStringLiteral(
                           "core/io is QtCore and QtSql only: drawing is render/'s")
                                                            : QString();
            });
        QVERIFY2(found.isEmpty(), qPrintable(found));
    }

    void renderIncludesNoUi()
    {
        const QString found =
            offences(includesUnder(QStringLiteral("render")), [](const Include& include) {
                return include.target.startsWith(QLatin1String("ui/"))
                           ? QStringLiteral("render/ is below ui/: it includes nothing from ui")
                           : QString();
            });
        QVERIFY2(found.isEmpty(), qPrintable(found));
    }

    void onlyAppIncludesApp_data()
    {
        QTest::addColumn<QString>("top");
        for (const char* top : {"core", "ui", "render", "tests"})
            QTest::newRow(top) << QString::fromLatin1(top);
    }

    void onlyAppIncludesApp()
    {
        QFETCH(QString, top);
        const QString found = offences(includesUnder(top), [](const Include& include) {
            return include.target.startsWith(QLatin1String("app/"))
                       ? QStringLiteral("nothing outside app/ includes app/")
                       : QString();
        });
        QVERIFY2(found.isEmpty(), qPrintable(found));
    }
};

QTEST_GUILESS_MAIN(TestLayering)
#include "tst_layering.moc"
