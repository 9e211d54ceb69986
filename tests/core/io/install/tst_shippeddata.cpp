// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// ShippedData: a build-tree binary serves the compiled-in copies; an installed one the complete
// share/ratelab beside its bin/ first, then ratelab/ in the XDG data dirs; a partial copy and the
// current directory never.
#include "core/io/install/ShippedData.h"

#include "tests/support/TestPaths.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace ratelab;

namespace {

void makeData(const QString& root, bool complete = true)
{
    QVERIFY(QDir().mkpath(root + QStringLiteral("/lessons")));
    if (complete)
        QVERIFY(QDir().mkpath(root + QStringLiteral("/scenarios")));
}

} // namespace

class TestShippedData : public QObject {
    Q_OBJECT

private slots:
    void init()
    {
        QVERIFY(m_tmp.isValid());
        // XDG data dirs of our own, so the machine's installed packages play no part.
        qputenv("XDG_DATA_HOME", QFile::encodeName(m_tmp.filePath(QStringLiteral("home"))));
        qputenv("XDG_DATA_DIRS", QFile::encodeName(m_tmp.filePath(QStringLiteral("xdg"))));
    }

    void buildTreeServesTheResources()
    {
        // This test runs from the build tree: whatever is installed, the compiled-in copies.
        QVERIFY(ShippedData::candidateRoots(QCoreApplication::applicationDirPath()).isEmpty());
        QCOMPARE(ShippedData::root(), QStringLiteral(":"));
        QCOMPARE(ShippedData::path(QStringLiteral("lessons")), QStringLiteral(":/lessons"));
        QVERIFY(QFile::exists(ShippedData::path(QStringLiteral("lessons/boundary-burst.md"))));
        QVERIFY(QFile::exists(ShippedData::path(QStringLiteral("scenarios/boundary-burst.json"))));
        QVERIFY(QFile::exists(ShippedData::path(QStringLiteral("glossary/glossary.md"))));
        QVERIFY(
            ShippedData::candidateRoots(test::binaryDir() + QStringLiteral("/app/cli")).isEmpty());
    }

    void installedBesideTheBinaryComesFirst()
    {
        const QString prefix = m_tmp.filePath(QStringLiteral("usr"));
        makeData(prefix + QStringLiteral("/share/ratelab"));
        makeData(m_tmp.filePath(QStringLiteral("xdg/ratelab")));
        const QString bin = prefix + QStringLiteral("/bin");
        QCOMPARE(ShippedData::candidateRoots(bin).value(0),
                 prefix + QStringLiteral("/share/ratelab"));
        QCOMPARE(ShippedData::rootFor(bin), prefix + QStringLiteral("/share/ratelab"));
    }

    void thenTheXdgDataDirs()
    {
        const QString bin = m_tmp.filePath(QStringLiteral("opt/bin"));
        makeData(m_tmp.filePath(QStringLiteral("opt/share/ratelab")), false); // partial: skipped
        QCOMPARE(ShippedData::rootFor(bin), QStringLiteral(":"));
        makeData(m_tmp.filePath(QStringLiteral("xdg/ratelab")));
        QCOMPARE(ShippedData::rootFor(bin), m_tmp.filePath(QStringLiteral("xdg/ratelab")));
        // The user's own data dir comes before the system's.
        makeData(m_tmp.filePath(QStringLiteral("home/ratelab")));
        QCOMPARE(ShippedData::rootFor(bin), m_tmp.filePath(QStringLiteral("home/ratelab")));
    }

    void neverTheCurrentDirectory()
    {
        makeData(m_tmp.filePath(QStringLiteral("cwd/ratelab")));
        makeData(m_tmp.filePath(QStringLiteral("cwd/share/ratelab")));
        QVERIFY(QDir::setCurrent(m_tmp.filePath(QStringLiteral("cwd"))));
        const QString bin = m_tmp.filePath(QStringLiteral("elsewhere/bin"));
        QCOMPARE(ShippedData::rootFor(bin), QStringLiteral(":"));
        QCOMPARE(ShippedData::rootFor(QString()), QStringLiteral(":"));
        for (const QString& root : ShippedData::candidateRoots(bin))
            QVERIFY2(QDir::isAbsolutePath(root), qPrintable(root));
    }

    void cleanup()
    {
        QDir(m_tmp.path()).removeRecursively();
        QVERIFY(QDir().mkpath(m_tmp.path()));
    }

private:
    QTemporaryDir m_tmp;
};

QTEST_GUILESS_MAIN(TestShippedData)
#include "tst_shippeddata.moc"
