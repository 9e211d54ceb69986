// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Export: the CSV files read back with the CSV reader, the chart images load with the asked size,
// the PDF and SVG are real documents.
#include "tests/ui/UiFixture.h"

#include "ui/charts/ExportActions.h"

#include "core/io/csv/CsvReader.h"

#include <QDir>
#include <QFile>
#include <QImage>

#include <qcustomplot.h>

using namespace ratelab;
using namespace ratelab::test;

class TestExportActions : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(m_ui.open(fixtureScenario())); }

    void summaryCsvReadsBack()
    {
        const auto result = m_ui.window->controller()->result();
        const QString path = m_ui.dir.filePath(QStringLiteral("summary.csv"));
        QString error;
        QVERIFY2(ExportActions::writeCsv(*result, ExportActions::CsvKind::Summary, path, &error),
                 qPrintable(error));
        const auto table = CsvReader::readFile(path, &error);
        QVERIFY2(table, qPrintable(error));
        const QStringList contract = {QStringLiteral("lane"),
                                      QStringLiteral("algorithm"),
                                      QStringLiteral("admitted"),
                                      QStringLiteral("rejected"),
                                      QStringLiteral("failed_open"),
                                      QStringLiteral("failed_closed"),
                                      QStringLiteral("max_admitted_any_window"),
                                      QStringLiteral("limit"),
                                      QStringLiteral("over_admission_ratio")};
        QCOMPARE(table->header.mid(0, contract.size()), contract);
        QCOMPARE(table->rows.size(), 3);
        QCOMPARE(table->value(0, QStringLiteral("lane")), QStringLiteral("fixed"));
        QCOMPARE(table->value(0, QStringLiteral("algorithm")), QStringLiteral("fixed-window"));
        QCOMPARE(table->value(0, QStringLiteral("admitted")).toLongLong(),
                 result->summaries[0].admitted);
        QCOMPARE(table->value(0, QStringLiteral("max_admitted_any_window")), QStringLiteral("20"));
        QCOMPARE(table->value(2, QStringLiteral("lane")), QStringLiteral("token bucket"));
    }

    void timeSeriesAndRequestLogReadBack()
    {
        const auto result = m_ui.window->controller()->result();
        QString error;
        const QString series = m_ui.dir.filePath(QStringLiteral("timeseries.csv"));
        QVERIFY(
            ExportActions::writeCsv(*result, ExportActions::CsvKind::TimeSeries, series, &error));
        const auto seriesTable = CsvReader::readFile(series, &error);
        QVERIFY2(seriesTable, qPrintable(error));
        QCOMPARE(seriesTable->header.mid(0, 4),
                 (QStringList{QStringLiteral("time_ms"), QStringLiteral("lane"),
                              QStringLiteral("admitted"), QStringLiteral("rejected")}));
        QCOMPARE(seriesTable->rows.size(), 3 * 100);
        const QString requests = m_ui.dir.filePath(QStringLiteral("requests.csv"));
        QVERIFY(
            ExportActions::writeCsv(*result, ExportActions::CsvKind::Requests, requests, &error));
        const auto requestTable = CsvReader::readFile(requests, &error);
        QVERIFY2(requestTable, qPrintable(error));
        QCOMPARE(requestTable->rows.size(), static_cast<qsizetype>(result->requests.size()));
    }

    static ExportTitle title()
    {
        return {QStringLiteral("Boundary burst"),
                QStringLiteral("fixed: fixed-window N=10; seed=7"), QStringLiteral("9.9.9")};
    }

    void chartsAsPngPdfSvg()
    {
        ChartPanel* charts = m_ui.window->charts();
        const QString png = m_ui.dir.filePath(QStringLiteral("charts.png"));
        QVERIFY(ExportActions::savePng(charts, png, title(), 1000, 700));
        const QImage image(png);
        QCOMPARE(image.size(), QSize(2000, 1400)); // the page at 2x
        // The title block is drawn at the top: dark text pixels in its first rows, white beyond.
        bool ink = false;
        for (int y = 0; y < 40 && !ink; ++y)
            for (int x = 0; x < 600 && !ink; ++x)
                ink = qGray(image.pixel(x, y)) < 100;
        QVERIFY(ink);
        // At the on-screen size: the plot's width, its height plus the title block, at 2x.
        QVERIFY(ExportActions::savePng(charts, png, title()));
        const QImage screen(png);
        QCOMPARE(screen.width(), 2 * charts->currentPlot()->width());
        QVERIFY(screen.height() > 2 * charts->currentPlot()->height());

        const QString pdf = m_ui.dir.filePath(QStringLiteral("charts.pdf"));
        QVERIFY(ExportActions::savePdf(charts, pdf, title(), 800, 600));
        QFile pdfFile(pdf);
        QVERIFY(pdfFile.open(QIODevice::ReadOnly));
        const QByteArray pdfBytes = pdfFile.readAll();
        QVERIFY(pdfBytes.startsWith("%PDF"));
        QVERIFY(pdfBytes.size() > 2000);

        const QString svg = m_ui.dir.filePath(QStringLiteral("charts.svg"));
        if (!ExportActions::svgSupported()) {
            QString error;
            QVERIFY(!ExportActions::saveSvg(charts, svg, title(), 800, 600, &error));
            QVERIFY(error.contains(QStringLiteral("no SVG support")));
            return;
        }
        QVERIFY(ExportActions::saveSvg(charts, svg, title(), 800, 600));
        QFile svgFile(svg);
        QVERIFY(svgFile.open(QIODevice::ReadOnly));
        const QByteArray svgBytes = svgFile.readAll();
        QVERIFY(svgBytes.startsWith("<?xml"));
        QVERIFY(svgBytes.contains("<svg"));
        QVERIFY(svgBytes.contains("width=\"800"));
        QVERIFY(svgBytes.contains("Boundary burst"));
        QVERIFY(svgBytes.contains("RateLab 9.9.9"));
        QVERIFY(svgBytes.contains("seed=7"));
    }

    void theExtensionPicksTheFormat()
    {
        const QStringList offered{QStringLiteral("png"), QStringLiteral("pdf"),
                                  QStringLiteral("svg")};
        QCOMPARE(
            ExportActions::withSuffix(QStringLiteral("/t/a.svg"), offered, QStringLiteral("png")),
            QStringLiteral("/t/a.svg"));
        QCOMPARE(
            ExportActions::withSuffix(QStringLiteral("/t/a.PDF"), offered, QStringLiteral("png")),
            QStringLiteral("/t/a.PDF"));
        QCOMPARE(ExportActions::withSuffix(QStringLiteral("/t/a"), offered, QStringLiteral("png")),
                 QStringLiteral("/t/a.png"));
        QCOMPARE(
            ExportActions::withSuffix(QStringLiteral("/t/run.v2"), offered, QStringLiteral("pdf")),
            QStringLiteral("/t/run.v2.pdf"));
        QCOMPARE(ExportActions::withSuffix(QStringLiteral("/t/a.png"), {QStringLiteral("csv")},
                                           QStringLiteral("csv")),
                 QStringLiteral("/t/a.png.csv"));
        // saveChart writes what the extension says: a PDF named .pdf, whatever was offered first.
        const QString pdf = m_ui.dir.filePath(QStringLiteral("picked.pdf"));
        QVERIFY(ExportActions::saveChart(m_ui.window->charts(), pdf, title()));
        QFile file(pdf);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.read(4) == "%PDF");
        QString error;
        QVERIFY(!ExportActions::saveChart(
            m_ui.window->charts(), m_ui.dir.filePath(QStringLiteral("x.jpg")), title(), &error));
        QVERIFY(error.contains(QStringLiteral(".png, .pdf or .svg")));
    }

    void playbackAsAPngSequence()
    {
        ChartPanel* charts = m_ui.window->charts();
        charts->setCursorTime(fromMillis(3'000));
        const QString dir = m_ui.dir.filePath(QStringLiteral("frames"));
        QList<SimTime> cursors;
        QObject::connect(charts, &ChartPanel::replotted, charts,
                         [&] { cursors << charts->cursorTime(); });
        const int written =
            ExportActions::savePngSequence(charts, dir, title(), fromMillis(10'000), 5, 300, 200);
        QCOMPARE(written, 5);
        const QStringList files =
            QDir(dir).entryList({QStringLiteral("*.png")}, QDir::Files, QDir::Name);
        QCOMPARE(files,
                 (QStringList{QStringLiteral("frame_0001.png"), QStringLiteral("frame_0002.png"),
                              QStringLiteral("frame_0003.png"), QStringLiteral("frame_0004.png"),
                              QStringLiteral("frame_0005.png")}));
        QCOMPARE(QImage(QDir(dir).filePath(files.back())).size(), QSize(600, 400));
        // The cursor stepped 0, 2.5, 5, 7.5, 10 s and is back where it was.
        for (SimTime t : {0, 2'500, 5'000, 7'500, 10'000})
            QVERIFY2(cursors.contains(fromMillis(t)), qPrintable(QString::number(t)));
        QCOMPARE(charts->cursorTime(), fromMillis(3'000));
        // Cancelled after two frames: two written.
        const QString cut = m_ui.dir.filePath(QStringLiteral("cut"));
        QCOMPARE(ExportActions::savePngSequence(charts, cut, title(), fromMillis(10'000), 5, 300,
                                                200, [](int done) { return done < 2; }),
                 2);
        QCOMPARE(QDir(cut).entryList({QStringLiteral("*.png")}, QDir::Files).size(), 2);
    }

    void unwritableCsvNamesTheFile()
    {
        const QString path = m_ui.dir.filePath(QStringLiteral("missing-dir/summary.csv"));
        QString error;
        QVERIFY(!ExportActions::writeCsv(*m_ui.window->controller()->result(),
                                         ExportActions::CsvKind::Summary, path, &error));
        QVERIFY2(error.startsWith(path + QStringLiteral(": ")), qPrintable(error));
    }

private:
    UiFixture m_ui;
};

QTEST_MAIN(TestExportActions)
#include "tst_exportactions.moc"
