// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/playback/PlaybackBar.h"

#include "ui/playback/PlaybackController.h"
#include "ui/shell/ShortcutTable.h"

#include <QAction>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QProxyStyle>
#include <QSignalBlocker>
#include <QSlider>
#include <QStyle>
#include <QToolButton>

namespace ratelab {

namespace {

const double kSpeeds[] = {0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000};
constexpr int kScrubberSteps = 10000;

QString speedText(double speed)
{
    return speed < 1 ? QStringLiteral("%1×").arg(speed, 0, 'g', 2)
                     : QStringLiteral("%1×").arg(speed);
}

QString timeText(SimTime t)
{
    return QStringLiteral("%1 s").arg(static_cast<double>(t) / 1e6, 0, 'f', 3);
}

class AbsoluteClickStyle : public QProxyStyle {
public:
    explicit AbsoluteClickStyle(QStyle* base)
        : QProxyStyle(base ? base->name() : QString())
    {
    }
    int styleHint(StyleHint hint, const QStyleOption* option, const QWidget* widget,
                  QStyleHintReturn* returnData) const override
    {
        if (hint == QStyle::SH_Slider_AbsoluteSetButtons)
            return Qt::LeftButton | Qt::MiddleButton;
        return QProxyStyle::styleHint(hint, option, widget, returnData);
    }
};

QToolButton* buttonFor(QAction* action, QWidget* parent)
{
    auto* button = new QToolButton(parent);
    button->setDefaultAction(action);
    button->setAutoRaise(true);
    button->setIconSize(QSize(22, 22));
    return button;
}

} // namespace

PlaybackBar::PlaybackBar(PlaybackController* playback, QWidget* parent)
    : QWidget(parent)
    , m_playback(playback)
    , m_play(new QAction(style()->standardIcon(QStyle::SP_MediaPlay), tr("&Play"), this))
    , m_step(new QAction(style()->standardIcon(QStyle::SP_MediaSkipForward), tr("Step &Forward"),
                         this))
    , m_stepBack(
          new QAction(style()->standardIcon(QStyle::SP_MediaSkipBackward), tr("Step &Back"), this))
    , m_rewind(
          new QAction(style()->standardIcon(QStyle::SP_MediaSeekBackward), tr("&Rewind"), this))
    , m_toEnd(new QAction(style()->standardIcon(QStyle::SP_MediaSeekForward), tr("To &End"), this))
    , m_faster(new QAction(tr("Fas&ter"), this))
    , m_slower(new QAction(tr("S&lower"), this))
    , m_speed(new QComboBox(this))
    , m_scrubber(new QSlider(Qt::Horizontal, this))
    , m_time(new QLabel(this))
{
    m_step->setIconText(tr("Step"));
    using A = ShortcutTable::Action;
    ShortcutTable::bind(m_play, A::PlayPause);
    ShortcutTable::bind(m_step, A::StepForward);
    ShortcutTable::bind(m_stepBack, A::StepBack);
    ShortcutTable::bind(m_rewind, A::Rewind);
    ShortcutTable::bind(m_toEnd, A::ToEnd);
    ShortcutTable::bind(m_faster, A::Faster);
    ShortcutTable::bind(m_slower, A::Slower);
    // The keys are scoped to the transport (and the charts, which add the same actions): a
    // focused slider or field keeps its own Space and arrows.
    addActions(transportActions());
    m_play->setToolTip(tr("Play / pause the virtual clock (Space)"));
    m_step->setToolTip(tr("Reveal one more time bucket (Right)"));
    m_stepBack->setToolTip(tr("Go back one time bucket (Left)"));
    m_rewind->setToolTip(tr("Back to time 0 (Home)"));
    m_toEnd->setToolTip(tr("To the end of the run, where everything shows (End)"));
    for (double speed : kSpeeds)
        m_speed->addItem(speedText(speed), speed);
    m_speed->setToolTip(tr("Playback speed: virtual seconds per real second ([ and ] change it)"));
    m_scrubber->setRange(0, kScrubberSteps);
    m_scrubber->setMinimumWidth(120); // below it the cursor cannot be placed by eye
    m_scrubber->setProperty("transportControl", true); // its keys are the transport's
    // A click on the track puts the cursor there (a timeline), instead of paging towards it.
    auto* clickStyle = new AbsoluteClickStyle(m_scrubber->style());
    clickStyle->setParent(m_scrubber);
    m_scrubber->setStyle(clickStyle);
    m_scrubber->setToolTip(tr("Drag to move the playback cursor; the charts show data up to it"));
    m_time->setMinimumWidth(
        m_time->fontMetrics().horizontalAdvance(QStringLiteral("00.000 s / 00.000 s")));
    m_time->setAlignment(Qt::AlignRight | Qt::AlignVCenter);

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 2, 8, 2);
    layout->addWidget(buttonFor(m_rewind, this));
    layout->addWidget(buttonFor(m_stepBack, this));
    layout->addWidget(buttonFor(m_play, this));
    layout->addWidget(buttonFor(m_step, this));
    layout->addWidget(buttonFor(m_toEnd, this));
    layout->addWidget(m_speed);
    layout->addWidget(m_scrubber, 1);
    layout->addWidget(m_time);

    connect(m_play, &QAction::triggered, m_playback, &PlaybackController::togglePlay);
    connect(m_step, &QAction::triggered, m_playback, &PlaybackController::stepForward);
    connect(m_stepBack, &QAction::triggered, m_playback, &PlaybackController::stepBack);
    connect(m_rewind, &QAction::triggered, m_playback, &PlaybackController::rewind);
    connect(m_toEnd, &QAction::triggered, m_playback, &PlaybackController::toEnd);
    connect(m_faster, &QAction::triggered, this, [this] { changeSpeed(+1); });
    connect(m_slower, &QAction::triggered, this, [this] { changeSpeed(-1); });
    connect(m_speed, &QComboBox::activated, this,
            [this](int index) { m_playback->setSpeed(m_speed->itemData(index).toDouble()); });
    connect(m_scrubber, &QSlider::valueChanged, this, [this](int value) {
        m_playback->pause();
        m_playback->setCursor(m_playback->end() * value / kScrubberSteps);
    });
    connect(m_playback, &PlaybackController::cursorChanged, this, &PlaybackBar::onCursorChanged);
    connect(m_playback, &PlaybackController::playingChanged, this, &PlaybackBar::onPlayingChanged);
    connect(m_playback, &PlaybackController::speedChanged, this, &PlaybackBar::onSpeedChanged);
    onSpeedChanged(m_playback->speed());
    onCursorChanged(m_playback->cursor());
}

void PlaybackBar::onCursorChanged(SimTime cursor)
{
    const SimTime end = m_playback->end();
    const QSignalBlocker block(m_scrubber);
    m_scrubber->setValue(end > 0 ? static_cast<int>(cursor * kScrubberSteps / end)
                                 : kScrubberSteps);
    // Sized for this run's end, so a short run leaves the bar narrow and playing never jitters.
    const QString endText = timeText(end);
    m_time->setMinimumWidth(
        m_time->fontMetrics().horizontalAdvance(QStringLiteral("%1 / %1").arg(endText)));
    m_time->setText(QStringLiteral("%1 / %2").arg(timeText(cursor), endText));
}

void PlaybackBar::onPlayingChanged(bool playing)
{
    m_play->setIcon(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    m_play->setText(playing ? tr("&Pause") : tr("&Play"));
}

void PlaybackBar::onSpeedChanged(double speed)
{
    int best = 0;
    for (int i = 0; i < m_speed->count(); ++i) {
        if (std::abs(m_speed->itemData(i).toDouble() - speed)
            < std::abs(m_speed->itemData(best).toDouble() - speed))
            best = i;
    }
    m_speed->setCurrentIndex(best);
}

void PlaybackBar::changeSpeed(int direction)
{
    const int index = std::clamp(m_speed->currentIndex() + direction, 0, m_speed->count() - 1);
    m_playback->setSpeed(m_speed->itemData(index).toDouble());
}

} // namespace ratelab
