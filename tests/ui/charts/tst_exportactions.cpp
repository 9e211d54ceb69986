// Export: the CSV files read back with the CSV reader, the chart images load with the asked size,
// the PDF and SVG are real documents.
#include "tests/ui/UiFixture.h"

#include "ui/charts/ExportActions.h"

#include "core/io/csv/CsvReader.h"

#include <QFile>
#include <QImage>

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

    void chartsAsPngPdfSvg()
    {
        ChartPanel* charts = m_ui.window->charts();
        const QString png = m_ui.dir.filePath(QStringLiteral("charts.png"));
        QVERIFY(ExportActions::savePng(charts, png, 1000, 700));
        const QImage image(png);
        QCOMPARE(image.size(), QSize(1000, 700));

        const QString pdf = m_ui.dir.filePath(QStringLiteral("charts.pdf"));
        QVERIFY(ExportActions::savePdf(charts, pdf, 800, 600));
        QFile pdfFile(pdf);
        QVERIFY(pdfFile.open(QIODevice::ReadOnly));
        const QByteArray pdfBytes = pdfFile.readAll();
        QVERIFY(pdfBytes.startsWith("%PDF"));
        QVERIFY(pdfBytes.size() > 2000);

        const QString svg = m_ui.dir.filePath(QStringLiteral("charts.svg"));
        if (!ExportActions::svgSupported()) {
            QString error;
            QVERIFY(!ExportActions::saveSvg(charts, svg, 800, 600, &error));
            QVERIFY(error.contains(QStringLiteral("no SVG support")));
            return;
        }
        QVERIFY(ExportActions::saveSvg(charts, svg, 800, 600));
        QFile svgFile(svg);
        QVERIFY(svgFile.open(QIODevice::ReadOnly));
        const QByteArray svgBytes = svgFile.readAll();
        QVERIFY(svgBytes.startsWith("<?xml"));
        QVERIFY(svgBytes.contains("<svg"));
        QVERIFY(svgBytes.contains("width=\"800"));
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
