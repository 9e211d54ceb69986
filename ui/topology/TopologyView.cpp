// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/topology/TopologyView.h"

#include "ui/charts/ColorScheme.h"
#include "ui/playback/PlaybackController.h"
#include "ui/playback/VisibleHorizon.h"
#include "ui/shell/LabController.h"
#include "ui/topology/TopologyCanvas.h"
#include "ui/topology/TopologyLinkItem.h"
#include "ui/topology/TopologyNodeItem.h"
#include "ui/topology/TopologyScene.h"
#include "ui/topology/TopologyText.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace ratelab {
namespace {

QString legendHtml()
{
    using namespace colors;
    const auto entry = [](const QColor& c, const QString& text) {
        return QStringLiteral("<span style=\"white-space:nowrap\">%1&nbsp;%2</span>")
            .arg(swatchHtml(c), text);
    };
    return QStringList{
        entry(admitted(), QObject::tr("healthy (darker: busier)")),
        entry(wouldReject(), QObject::tr("slow, cut off or failing over")),
        entry(bad(), QObject::tr("down")),
        entry(failedOpen(), QObject::tr("failed open")),
        entry(failedClosed(), QObject::tr("failed closed")),
        QStringLiteral(
            "<span style=\"white-space:nowrap\"><span style=\"color:%1\">&#9719;</span>&nbsp;%2</span>")
            .arg(wouldReject().darker(125).name(), QObject::tr("skewed clock"))}
        .join(QStringLiteral(" &nbsp; "));
}

} // namespace

TopologyView::TopologyView(LabController* controller, PlaybackController* playback, QWidget* parent)
    : QWidget(parent)
    , m_controller(controller)
    , m_playback(playback)
    , m_scene(new TopologyScene(this))
    , m_canvas(new TopologyCanvas(m_scene))
    , m_lane(new QComboBox)
    , m_laneLabel(new QLabel(tr("Lane:")))
    , m_time(new QLabel)
    , m_legend(new QLabel(legendHtml()))
    , m_hint(new QLabel)
{
    m_lane->setToolTip(tr(
        "The lane whose stores are drawn: each lane of the scenario keeps its state in its own placement."));
    m_lane->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_lane->setMinimumContentsLength(10); // a long lane name must not widen the dock
    m_time->setToolTip(
        tr("The playback cursor: colours and counts are those of the run at this moment."));
    m_legend->setWordWrap(true);
    m_legend->setToolTip(tr(
        "Stores and links take the health at the cursor; instances and stores are shaded by the load of their region in the cursor's bucket."));
    m_hint->setWordWrap(true);
    m_hint->setStyleSheet(QStringLiteral("color: %1").arg(colors::axisText().lighter(150).name()));

    auto* top = new QHBoxLayout;
    top->setContentsMargins(6, 4, 6, 0);
    top->addWidget(m_laneLabel);
    top->addWidget(m_lane, 1);
    top->addStretch();
    top->addWidget(m_time);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 4);
    layout->setSpacing(3);
    layout->addLayout(top);
    layout->addWidget(m_canvas, 1);
    auto* notes = new QVBoxLayout;
    notes->setContentsMargins(6, 0, 6, 0);
    notes->addWidget(m_legend);
    notes->addWidget(m_hint);
    layout->addLayout(notes);

    connect(m_lane, &QComboBox::currentIndexChanged, this, &TopologyView::rebuild);
    connect(m_controller, &LabController::scenarioChanged, this, &TopologyView::rebuild);
    connect(m_controller, &LabController::resultChanged, this, &TopologyView::refresh);
    connect(m_playback, &PlaybackController::cursorChanged, this, &TopologyView::refresh);
    connect(m_canvas, &TopologyCanvas::itemClicked, this, &TopologyView::showMenu);
    rebuild();
}

int TopologyView::lane() const
{
    return std::max(0, m_lane->currentIndex());
}

void TopologyView::setLane(int lane)
{
    m_lane->setCurrentIndex(lane);
}

QString TopologyView::hint() const
{
    return m_hint->text();
}

void TopologyView::rebuild()
{
    const Scenario& scenario = m_controller->scenario();
    {
        const QSignalBlocker block(m_lane);
        const int keep = m_lane->currentIndex();
        QStringList names;
        for (const LaneSpec& l : scenario.lanes)
            names << QString::fromStdString(l.name);
        QStringList old;
        for (int i = 0; i < m_lane->count(); ++i)
            old << m_lane->itemText(i);
        if (names != old) {
            m_lane->clear();
            m_lane->addItems(names);
        }
        m_lane->setCurrentIndex(keep >= 0 && keep < m_lane->count() ? keep : 0);
    }
    const bool world = scenario.world.enabled();
    const bool backend = scenario.backend.enabled();
    // Each lane has its own stores, and its own copy of the backend.
    m_lane->setVisible((world || backend) && scenario.lanes.size() > 1);
    m_laneLabel->setVisible(m_lane->isVisible());
    m_legend->setVisible(world);
    m_time->setVisible(world || backend);
    m_hint->setText(
        world ? tr("Click a store or a link to inject a fault at the cursor.")
        : backend
            ? tr("This scenario runs in one process in front of its backend. The backend's box "
                 "shows the chosen lane's copy at the cursor: workers busy, requests waiting, "
                 "and what it shed or let time out in the cursor's bucket (amber: requests "
                 "wait or fail; red: no worker left).")
            : tr(
                "This scenario runs in one process. Add a \"world\" group (regions, instances and a store "
                "placement per lane, see docs/distributed.md) or open a distributed-*.json lesson to see "
                "regions, instances and stores here."));
    m_scene->setModel(TopologyModel::build(scenario, lane()));
    m_canvas->fit();
    refresh();
}

void TopologyView::setHorizon(const VisibleHorizon* horizon)
{
    m_horizon = horizon;
    connect(horizon, &VisibleHorizon::changed, this, &TopologyView::refresh);
    refresh();
}

std::optional<SimTime> TopologyView::shownUntil() const
{
    return m_horizon ? m_horizon->limit() : std::nullopt;
}

void TopologyView::refresh()
{
    const auto result = m_controller->result();
    const std::optional<SimTime> until = shownUntil();
    const TopologyHealth health(m_scene->model(), m_controller->scenario(), result.get(),
                                m_playback->cursor(), until);
    m_latestShown = !until               ? std::nullopt
                    : health.hasBucket() ? std::optional<SimTime>(fromMillis(health.bucketEndMs()))
                                         : std::optional<SimTime>(0);
    m_scene->applyHealth(health, result.get());
    QString time = tr("at %1 s").arg(
        QString::number(static_cast<double>(toMillisFloor(m_playback->cursor())) / 1000.0, 'f', 1));
    if (health.hasBucket())
        time += tr(" · bucket %1").arg(topologytext::bucketText(health));
    m_time->setText(time);
}

TopologyView::Target TopologyView::targetOf(QGraphicsItem* item) const
{
    Target t;
    const TopologyModel& model = m_scene->model();
    if (!item || !model.hasWorld())
        return t;
    if (item->type() == TopologyNodeItem::Type) {
        const auto* node = static_cast<const TopologyNodeItem*>(item);
        if (node->kind() != TopologyNodeItem::Kind::Store)
            return t;
        const TopologyStore& s = model.stores()[static_cast<std::size_t>(node->index())];
        t.valid = true;
        t.canFail = s.canFail;
        t.name = s.title;
        t.region = model.regions()[static_cast<std::size_t>(s.region)].name;
        t.store = s.faultTarget;
    } else if (item->type() == TopologyLinkItem::Type) {
        const TopologyLink& l = model.links()[static_cast<std::size_t>(
            static_cast<const TopologyLinkItem*>(item)->index())];
        if (l.role != LinkRole::Store && l.role != LinkRole::Replication)
            return t;
        const TopologyStore& s = model.stores()[static_cast<std::size_t>(l.store)];
        t.valid = true;
        t.canFail = s.canFail;
        t.region = model.regions()[static_cast<std::size_t>(l.region)].name;
        t.store = s.faultTarget;
        t.name = QStringLiteral("%1 → %2").arg(t.region, s.title);
    }
    return t;
}

QMenu* TopologyView::faultMenu(QGraphicsItem* item)
{
    const Target t = targetOf(item);
    if (!t.valid)
        return nullptr;
    auto* menu = new QMenu(this);
    menu->setToolTipsVisible(true);
    const std::int64_t atMs = toMillisFloor(m_playback->cursor());
    const bool beforeEnd = m_playback->cursor() < m_playback->end();
    const QString notHere = tr("Kept in process memory: nothing to fail");
    const QString atEnd = tr(
        "A fault starts at the cursor, which is at the end of the run: click the timeline or press Home to move it earlier");
    menu->addSection(
        tr("%1 at %2 s").arg(t.name, QString::number(static_cast<double>(atMs) / 1000.0, 'f', 1)));
    for (const FaultChoice choice :
         {FaultChoice::Down, FaultChoice::Slow, FaultChoice::Partition, FaultChoice::Failover}) {
        QAction* action = menu->addAction(FaultInjector::menuText(choice, t.region));
        action->setToolTip(!t.canFail   ? notHere
                           : !beforeEnd ? atEnd
                                        : FaultInjector::menuToolTip(choice, t.region));
        action->setStatusTip(action->toolTip());
        action->setEnabled(t.canFail && beforeEnd);
        // The scene may be rebuilt before the menu closes: keep the target, not the item.
        connect(action, &QAction::triggered, this,
                [this, t, choice, atMs, lane = lane()] { inject(t, choice, atMs, lane); });
    }
    // A disabled item rather than a section: most styles draw a section as a bare line.
    if (!t.canFail || !beforeEnd) {
        menu->addSeparator();
        menu->addAction(!t.canFail ? notHere : atEnd)->setEnabled(false);
    }
    return menu;
}

bool TopologyView::injectFault(QGraphicsItem* item, FaultChoice choice)
{
    return inject(targetOf(item), choice, toMillisFloor(m_playback->cursor()), lane());
}

bool TopologyView::inject(const Target& t, FaultChoice choice, std::int64_t atMs, int lane)
{
    if (!t.valid || !t.canFail)
        return false;
    const StoreFaultSpec fault = FaultInjector::makeFault(choice, atMs, t.region, t.store);
    QString error;
    if (!FaultInjector::inject(m_controller, lane, fault, t.name, &error)) {
        emit errorOccurred(tr("Cannot inject the fault"), error);
        return false;
    }
    return true;
}

void TopologyView::showMenu(QGraphicsItem* item, const QPoint& globalPos)
{
    QMenu* menu = faultMenu(item);
    if (!menu)
        return;
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->popup(globalPos);
}

} // namespace ratelab
