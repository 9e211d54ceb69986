// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/live/LiveRunDialog.h"

#include "ui/live/LiveRunJob.h"
#include "ui/live/PrivateRedisServer.h"

#include "core/io/redis/RedisEndpoint.h"

#include <QApplication>
#include <QCheckBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace ratelab {

namespace {

constexpr double kTargetWallSeconds = 15.0;

QString seconds(double s)
{
    return s < 10.0 ? QString::number(s, 'f', 1) : QString::number(std::llround(s));
}

} // namespace

LiveRunDialog::LiveRunDialog(PrivateRedisServer* privateServer, QWidget* parent)
    : QDialog(parent)
    , m_private(privateServer)
    , m_job(new LiveRunJob(this))
    , m_usePrivate(
          new QRadioButton(tr("Private redis-server, started by RateLab on a free loopback port "
                              "and stopped when RateLab quits")))
    , m_useExternal(new QRadioButton(tr("A running server on this machine:")))
    , m_external(new QLineEdit(QStringLiteral("127.0.0.1:6379")))
    , m_speed(new QDoubleSpinBox)
    , m_estimate(new QLabel)
    , m_failOpen(new QCheckBox(tr("Fail open when Redis does not answer")))
    , m_progress(new QProgressBar)
    , m_status(new QLabel)
    , m_run(new QPushButton(tr("Run live")))
    , m_cancel(new QPushButton(tr("Cancel run")))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Close))
{
    setWindowTitle(tr("Repeat live against Redis"));
    setObjectName(QStringLiteral("liveRunDialog"));

    auto* intro =
        new QLabel(tr("Plays the scenario's traffic (the same requests, same seed) in scaled "
                      "wall-clock time against a real Redis through the Lua scripts under "
                      "resources/lua, and draws the live result faded beside the simulated run."));
    intro->setWordWrap(true);

    auto* serverBox = new QGroupBox(tr("Redis server"));
    auto* serverLayout = new QVBoxLayout(serverBox);
    serverLayout->addWidget(m_usePrivate);
    auto* externalRow = new QHBoxLayout;
    externalRow->addWidget(m_useExternal);
    externalRow->addWidget(m_external, 1);
    serverLayout->addLayout(externalRow);
    m_usePrivate->setChecked(PrivateRedisServer::isInstalled());
    m_useExternal->setChecked(!PrivateRedisServer::isInstalled());
    m_usePrivate->setEnabled(PrivateRedisServer::isInstalled());
    m_usePrivate->setToolTip(
        PrivateRedisServer::isInstalled()
            ? tr("No persistence; its keys vanish with it.")
            : tr("redis-server is not installed (Debian: apt-get install redis-server)."));
    m_external->setToolTip(tr(
        "HOST:PORT of a Redis on this machine (loopback only: 127.0.0.1, ::1, "
        "localhost). Each run writes its keys under a namespace of its own; nothing is flushed."));

    m_speed->setRange(0.1, 1000.0);
    m_speed->setDecimals(1);
    m_speed->setSuffix(QStringLiteral(" x"));
    m_speed->setToolTip(
        tr("Virtual milliseconds per wall-clock millisecond: 1 is real time, 10 plays "
           "ten times faster. Very high speeds make requests late and the comparison "
           "less exact."));
    m_failOpen->setChecked(true);
    m_failOpen->setToolTip(
        tr("A request Redis cannot answer is admitted (fail open) or rejected (fail "
           "closed), and counted as an error either way."));
    auto* form = new QFormLayout;
    form->addRow(tr("Speed:"), m_speed);
    form->addRow(QString(), m_estimate);
    form->addRow(QString(), m_failOpen);

    m_progress->setRange(0, 100);
    m_progress->setValue(0);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_run->setDefault(true);
    m_buttons->addButton(m_run, QDialogButtonBox::ActionRole);
    m_buttons->addButton(m_cancel, QDialogButtonBox::ActionRole);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(serverBox);
    layout->addLayout(form);
    layout->addWidget(m_progress);
    layout->addWidget(m_status);
    layout->addWidget(m_buttons);

    connect(m_run, &QPushButton::clicked, this, [this] { startRun(); });
    connect(m_cancel, &QPushButton::clicked, this, &LiveRunDialog::cancelRun);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    connect(m_speed, &QDoubleSpinBox::valueChanged, this, &LiveRunDialog::updateEstimate);
    connect(m_usePrivate, &QRadioButton::toggled, this, &LiveRunDialog::updateControls);
    connect(m_job, &LiveRunJob::progress, this,
            [this](double f) { m_progress->setValue(static_cast<int>(f * 100)); });
    connect(m_job, &LiveRunJob::finished, this, &LiveRunDialog::onFinished);
    connect(m_job, &LiveRunJob::failed, this, [this](const QString& message) {
        setStatus(tr("The live run could not start: %1").arg(message));
        updateControls();
    });
    connect(m_job, &LiveRunJob::cancelled, this, [this](const std::shared_ptr<const RunResult>&) {
        setStatus(tr("Cancelled; nothing is drawn."));
        m_progress->setValue(0);
        updateControls();
    });
    updateControls();
}

double LiveRunDialog::suggestedSpeed(std::int64_t durationMs)
{
    const double speed = std::ceil(static_cast<double>(durationMs) / 1000.0 / kTargetWallSeconds);
    return std::clamp(speed, 1.0, 1000.0);
}

void LiveRunDialog::setScenario(const Scenario& scenario)
{
    m_scenario = scenario;
    m_speed->setValue(suggestedSpeed(scenario.durationMs));
    updateEstimate();
}

void LiveRunDialog::setExternalEndpoint(const QString& endpoint)
{
    m_external->setText(endpoint);
    m_useExternal->setChecked(true);
}

void LiveRunDialog::setSpeed(double speed)
{
    m_speed->setValue(speed);
}

bool LiveRunDialog::isRunning() const
{
    return m_job->isRunning();
}

QString LiveRunDialog::statusText() const
{
    return m_status->text();
}

void LiveRunDialog::setStatus(const QString& text)
{
    m_status->setText(text);
}

void LiveRunDialog::updateEstimate()
{
    const double wall = static_cast<double>(m_scenario.durationMs) / 1000.0 / m_speed->value();
    m_estimate->setText(
        tr("Plays %1 s of traffic in about %2 s of wall time.")
            .arg(seconds(static_cast<double>(m_scenario.durationMs) / 1000.0), seconds(wall)));
}

void LiveRunDialog::updateControls()
{
    const bool running = m_job->isRunning();
    m_run->setEnabled(!running);
    m_cancel->setEnabled(running);
    m_external->setEnabled(!running && m_useExternal->isChecked());
    m_usePrivate->setEnabled(!running && PrivateRedisServer::isInstalled());
    m_useExternal->setEnabled(!running);
    m_speed->setEnabled(!running);
    m_failOpen->setEnabled(!running);
}

bool LiveRunDialog::startRun()
{
    if (m_job->isRunning())
        return false;
    LiveOptions options;
    if (m_usePrivate->isChecked()) {
        QString error;
        QApplication::setOverrideCursor(Qt::WaitCursor);
        const bool ok = m_private->ensureStarted(&error);
        QApplication::restoreOverrideCursor();
        if (!ok) {
            setStatus(error);
            return false;
        }
        const RedisEndpoint endpoint = m_private->endpoint();
        options.host = endpoint.host;
        options.port = endpoint.port;
        m_endpointText = endpoint.text();
    } else {
        const std::optional<RedisEndpoint> endpoint = parseRedisEndpoint(m_external->text());
        if (!endpoint) {
            setStatus(tr("Server: expected HOST:PORT such as 127.0.0.1:6379, got \"%1\".")
                          .arg(m_external->text()));
            return false;
        }
        options.host = endpoint->host;
        options.port = endpoint->port;
        m_endpointText = endpoint->text();
    }
    options.speed = m_speed->value();
    options.failOpen = m_failOpen->isChecked();
    options.keyNamespace = QStringLiteral("ratelab-%1-run%2:")
                               .arg(QCoreApplication::applicationPid())
                               .arg(++m_runs)
                               .toStdString();
    if (!m_job->start(m_scenario, options))
        return false;
    m_progress->setValue(0);
    setStatus(tr("Playing against redis %1 ...").arg(m_endpointText));
    updateControls();
    return true;
}

void LiveRunDialog::cancelRun()
{
    m_job->cancel();
}

void LiveRunDialog::onFinished(std::shared_ptr<const RunResult> result, const LiveReport& report)
{
    m_progress->setValue(100);
    std::int64_t late = 0;
    for (const LiveLaneReport& lane : report.lanes)
        late += lane.lateRequests;
    std::int64_t decided = 0;
    for (const LaneSummary& lane : result->summaries)
        decided += lane.requests;
    QString text = tr("Done against redis %1: %2 request(s) decided, %3 Redis error(s), %4 late.")
                       .arg(m_endpointText)
                       .arg(decided)
                       .arg(report.errors())
                       .arg(late);
    for (const LiveLaneReport& lane : report.lanes) {
        if (!lane.firstError.empty()) {
            text += QLatin1Char('\n')
                    + tr("%1: %2").arg(QString::fromStdString(lane.lane),
                                       QString::fromStdString(lane.firstError));
            break;
        }
    }
    setStatus(text);
    updateControls();
    emit liveResultReady(result, tr("live: redis %1").arg(m_endpointText));
}

} // namespace ratelab
