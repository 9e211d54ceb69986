// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/calibrate/CalibrationDialog.h"

#include "ui/calibrate/RateHistogramChart.h"
#include "ui/calibrate/ThrottledModel.h"
#include "ui/charts/ChartStyle.h"
#include "ui/charts/ColorScheme.h"

#include "core/io/calibrate/CalibrationReport.h"
#include "core/io/calibrate/RateHistogram.h"
#include "core/io/calibrate/ThrottledRows.h"

#include "core/sim/algorithms/AlgorithmRegistry.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace ratelab {

namespace {

enum Legitimate { Everyone, AllButTop, Listed };

QString text(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

} // namespace

CalibrationDialog::CalibrationDialog(QWidget* parent)
    : QDialog(parent)
    , m_job(new CalibrationJob(this))
{
    setWindowTitle(tr("Calibration from an Access Log"));
    setObjectName(QStringLiteral("calibrationDialog"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(buildForm());
    layout->addWidget(buildResults(), 1);
    connect(m_job, &CalibrationJob::progress, this, &CalibrationDialog::onProgress);
    connect(m_job, &CalibrationJob::finished, this, &CalibrationDialog::onFinished);
    setRunning(false);
    resize(1100, 820);
}

CalibrationDialog::~CalibrationDialog() = default;

QWidget* CalibrationDialog::buildForm()
{
    auto* form = new QWidget;
    auto* grid = new QFormLayout(form);
    grid->setContentsMargins(0, 0, 0, 0);

    auto* file = new QHBoxLayout;
    m_log = new QLineEdit;
    m_log->setPlaceholderText(tr("an access log (Common or Combined) or a CSV trace"));
    auto* browse = new QPushButton(tr("Browse…"));
    connect(browse, &QPushButton::clicked, this, &CalibrationDialog::browse);
    file->addWidget(m_log, 1);
    file->addWidget(browse);
    grid->addRow(tr("Log:"), file);

    auto* reading = new QHBoxLayout;
    m_format = new QComboBox;
    for (const auto& f : logFormatNames()) {
        m_format->addItem(QString::fromLatin1(f.id), static_cast<int>(f.value));
        m_format->setItemData(m_format->count() - 1, QString::fromUtf8(f.description),
                              Qt::ToolTipRole);
    }
    m_format->setCurrentIndex(static_cast<int>(LogFormat::Combined));
    m_identity = new QComboBox;
    m_identity->setEditable(true);
    m_identity->addItems({QStringLiteral("ip"), QStringLiteral("user")});
    m_identity->setToolTip(tr("Whom a request counts against: the client address, the "
                              "authenticated user, or for CSV a column name"));
    m_lenient = new QCheckBox(tr("Skip malformed lines"));
    reading->addWidget(m_format);
    reading->addWidget(new QLabel(tr("identity:")));
    reading->addWidget(m_identity);
    reading->addWidget(m_lenient);
    reading->addStretch(1);
    grid->addRow(tr("Format:"), reading);

    auto* legit = new QHBoxLayout;
    m_legitimate = new QComboBox;
    m_legitimate->addItem(tr("every identity"), Everyone);
    m_legitimate->addItem(tr("all but the heaviest"), AllButTop);
    m_legitimate->addItem(tr("those listed in a file"), Listed);
    m_top = new QSpinBox;
    m_top->setRange(0, 1'000'000);
    m_top->setValue(5);
    m_legitFile = new QLineEdit;
    m_legitFile->setPlaceholderText(tr("one identity a line"));
    m_top->setMaximumWidth(fontMetrics().horizontalAdvance(QStringLiteral("0000000")) + 40);
    legit->addWidget(m_legitimate);
    legit->addWidget(m_top);
    legit->addWidget(m_legitFile, 1);
    legit->addStretch(0);
    const auto legitChanged = [this] {
        const int mode = m_legitimate->currentData().toInt();
        m_top->setVisible(mode == AllButTop);
        m_legitFile->setVisible(mode == Listed);
    };
    connect(m_legitimate, &QComboBox::currentIndexChanged, this, legitChanged);
    legitChanged();
    grid->addRow(tr("Legitimate:"), legit);

    auto* limits = new QHBoxLayout;
    m_algorithm = new QComboBox;
    for (const AlgorithmInfo& info : allAlgorithms())
        if (info.replayable)
            m_algorithm->addItem(text(info.displayName), static_cast<int>(info.kind));
    m_algorithm->setCurrentIndex(
        m_algorithm->findData(static_cast<int>(AlgorithmKind::TokenBucket)));
    m_window = new QComboBox;
    for (std::size_t w = 0; w < kRateWindowCount; ++w)
        m_window->addItem(tr("per %1").arg(text(kRateWindowUnits[w])),
                          QVariant::fromValue<qint64>(kRateWindowsMs[w]));
    m_window->setCurrentIndex(static_cast<int>(kMinuteWindow));
    m_target = new QDoubleSpinBox;
    m_target->setRange(0.0, 50.0);
    m_target->setDecimals(3);
    m_target->setSingleStep(0.05);
    m_target->setValue(0.1);
    m_target->setSuffix(tr(" %"));
    m_target->setToolTip(tr("The most legitimate requests a limit may reject"));
    limits->addWidget(m_algorithm);
    limits->addWidget(m_window);
    limits->addWidget(new QLabel(tr("false positives at most")));
    limits->addWidget(m_target);
    limits->addStretch(1);
    grid->addRow(tr("Limits:"), limits);

    auto* run = new QHBoxLayout;
    m_start = new QPushButton(tr("Calibrate"));
    m_start->setDefault(true);
    connect(m_start, &QPushButton::clicked, this, &CalibrationDialog::start);
    m_cancel = new QPushButton(tr("Cancel"));
    connect(m_cancel, &QPushButton::clicked, this, &CalibrationDialog::cancel);
    m_progress = new QProgressBar;
    m_progress->setRange(0, 1000);
    m_status = new QLabel;
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    run->addWidget(m_start);
    run->addWidget(m_cancel);
    run->addWidget(m_progress, 1);
    run->addStretch(0);
    grid->addRow(run);
    grid->addRow(m_status);
    return form;
}

QWidget* CalibrationDialog::buildResults()
{
    auto* results = new QWidget;
    auto* layout = new QVBoxLayout(results);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* pick = new QHBoxLayout;
    m_category = new QComboBox;
    m_category->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(m_category, &QComboBox::currentIndexChanged, this, &CalibrationDialog::showCategory);
    pick->addWidget(new QLabel(tr("Endpoint category:")));
    pick->addWidget(m_category);
    pick->addStretch(1);
    layout->addLayout(pick);

    auto* split = new QSplitter(Qt::Vertical);
    auto* top = new QWidget;
    auto* topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    m_histogram = new RateHistogramChart;
    m_verdict = new QLabel;
    m_verdict->setWordWrap(true);
    m_verdict->setTextFormat(Qt::RichText);
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);
    topLayout->addWidget(m_histogram, 1);
    topLayout->addWidget(m_verdict);
    split->addWidget(top);

    m_throttled = new ThrottledModel(this);
    m_sorted = new QSortFilterProxyModel(this);
    m_sorted->setSourceModel(m_throttled);
    m_sorted->setFilterKeyColumn(ThrottledModel::Category);
    m_table = new QTableView;
    m_table->setModel(m_sorted);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(ThrottledModel::Rejected, Qt::DescendingOrder);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setToolTip(tr("Who the suggested limit of the category would throttle"));
    split->addWidget(m_table);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    layout->addWidget(split, 1);
    return results;
}

void CalibrationDialog::setLog(const QString& path, const QString& format)
{
    m_log->setText(path);
    const int index = m_format->findText(format);
    if (index >= 0)
        m_format->setCurrentIndex(index);
}

void CalibrationDialog::browse()
{
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open an Access Log"), m_log->text(),
                                     tr("Logs and traces (*.log *.csv *.txt);;All files (*)"));
    if (!path.isEmpty())
        m_log->setText(path);
}

QString CalibrationDialog::status() const
{
    return m_status->text();
}

bool CalibrationDialog::start()
{
    const QString log = m_log->text().trimmed();
    if (log.isEmpty()) {
        m_status->setText(tr("Choose a log first."));
        return false;
    }
    AccessLogOptions options;
    options.format = static_cast<LogFormat>(m_format->currentData().toInt());
    options.identity = m_identity->currentText().trimmed().toStdString();
    options.lenient = m_lenient->isChecked();
    if (options.format != LogFormat::Csv && options.identity != "ip"
        && options.identity != "user") {
        m_status->setText(tr("An access log's identity is ip or user; a column name needs CSV."));
        return false;
    }
    CalibrationSettings settings;
    settings.algorithm = static_cast<AlgorithmKind>(m_algorithm->currentData().toInt());
    settings.windowMs = m_window->currentData().toLongLong();
    settings.targetFalsePositiveRate = m_target->value() / 100.0;
    switch (m_legitimate->currentData().toInt()) {
    case AllButTop:
        settings.legitimate = LegitimateIdentities::allButTop(m_top->value());
        break;
    case Listed: {
        QFile list(m_legitFile->text().trimmed());
        if (!list.open(QIODevice::ReadOnly)) {
            m_status->setText(tr("%1: cannot read the list of legitimate identities: %2")
                                  .arg(list.fileName(), list.errorString()));
            return false;
        }
        settings.legitimate = LegitimateIdentities::parseList(list.readAll().toStdString());
        break;
    }
    default:
        break;
    }
    m_progress->setValue(0);
    m_status->setText(tr("Reading %1…").arg(log));
    setRunning(true);
    m_job->start(log, options, settings);
    return true;
}

void CalibrationDialog::cancel()
{
    if (!m_job->isRunning())
        return;
    m_job->cancel();
    setRunning(false);
    m_status->setText(tr("Cancelled; nothing changed."));
    emit calibrationFinished(false);
}

void CalibrationDialog::setRunning(bool running)
{
    m_start->setEnabled(!running);
    m_cancel->setEnabled(running);
    m_progress->setVisible(running);
}

void CalibrationDialog::onProgress(int pass, qint64 read, qint64 total)
{
    m_progress->setValue(total > 0 ? static_cast<int>(read * 1000 / total) : 1000);
    m_progress->setFormat(pass == 1 ? tr("measuring rates: %p%")
                                    : tr("replay pass %1: %p%").arg(pass - 1));
}

void CalibrationDialog::onFinished(std::shared_ptr<const CalibrationOutcome> outcome)
{
    setRunning(false);
    if (!outcome->error.isEmpty()) {
        m_status->setText(outcome->error);
        emit calibrationFinished(false);
        return;
    }
    m_outcome = std::move(outcome);
    const CalibrationResult& r = m_outcome->result;
    QString skipped;
    if (m_outcome->skipped.total() > 0)
        skipped = tr("; %1 malformed line(s) skipped").arg(m_outcome->skipped.total());
    m_status->setText(tr("%1: %2 requests of %3 identities in %4 categories; legitimate: %5; "
                         "%6 replay passes%7")
                          .arg(m_outcome->log)
                          .arg(r.analysis.records())
                          .arg(r.analysis.identities().size())
                          .arg(r.analysis.categories().size())
                          .arg(QString::fromStdString(m_outcome->settings.legitimate.describe()))
                          .arg(r.passes)
                          .arg(skipped));
    m_throttled->setRows(throttledRows(r));
    const QSignalBlocker block(m_category);
    m_category->clear();
    for (const CategoryCalibration& c : r.categories)
        m_category->addItem(
            QString::fromStdString(r.analysis.categories()[static_cast<std::size_t>(c.category)]));
    showCategory(0);
    emit calibrationFinished(true);
}

void CalibrationDialog::showCategory(int index)
{
    if (!m_outcome || index < 0 || index >= static_cast<int>(m_outcome->result.categories.size())) {
        m_histogram->setHistogram({}, {}, QString());
        m_verdict->clear();
        return;
    }
    const CalibrationResult& r = m_outcome->result;
    const CalibrationSettings& settings = m_outcome->settings;
    const CategoryCalibration& c = r.categories[static_cast<std::size_t>(index)];
    const CategoryVerdict v = categoryVerdict(r, c);
    const std::size_t window = rateWindowIndex(settings.windowMs).value_or(kMinuteWindow);
    const QString per = QString::fromStdString(perWindow(settings));
    std::vector<ChartLimit> limits{{c.suggestion.limit,
                                    tr("rule of thumb %1%2").arg(c.suggestion.limit).arg(per),
                                    colors::limitLine()}};
    if (v.safe)
        limits.push_back({v.safe->config.limit,
                          tr("smallest safe %1%2").arg(v.safe->config.limit).arg(per),
                          colors::good()});
    m_histogram->setHistogram(rateHistogram(r, c.category, window), limits,
                              chartstyle::durationText(settings.windowMs));
    const LaneCounts& s = v.suggested->counts;
    m_verdict->setText(
        tr("<b>%1</b>: rule of thumb <b>%2%3</b> (burst %4): false-positive rate %5, %6 abusive "
           "requests admitted, %7 rejected; %8.<br><small>%9</small>")
            .arg(QString::fromStdString(v.category).toHtmlEscaped())
            .arg(c.suggestion.limit)
            .arg(per)
            .arg(c.suggestion.burst)
            .arg(QString::number(s.falsePositiveRate() * 100, 'g', 3) + QStringLiteral(" %"))
            .arg(s.abusiveAdmitted)
            .arg(s.abusiveRejected)
            .arg(QString::fromStdString(replayVerdict(r, c, settings)).toHtmlEscaped())
            .arg(QString::fromStdString(c.suggestion.reason).toHtmlEscaped()));
    m_sorted->setFilterFixedString(QString::fromStdString(v.category));
}

} // namespace ratelab
