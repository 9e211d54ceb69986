// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/topology/TopologyScene.h"

#include "ui/charts/ColorScheme.h"
#include "ui/topology/ClockBadgeItem.h"
#include "ui/topology/TopologyLinkItem.h"
#include "ui/topology/TopologyNodeItem.h"
#include "ui/topology/TopologyText.h"

#include <QGraphicsLineItem>
#include <QGraphicsPolygonItem>
#include <QPen>

#include <algorithm>
#include <map>

namespace ratelab {
namespace {

// One row per region: balancer | instances | stores, and the central sync store to the right.
constexpr qreal kBalancerX = 8, kBalancerW = 74, kBalancerH = 50;
constexpr qreal kInstanceX = 96, kInstanceW = 140, kRowGap = 7;
constexpr qreal kStoreX = 276, kStoreW = 114, kStoreH = 46, kStoreGap = 24;
constexpr qreal kRegionW = 400, kHeader = 23, kRegionPad = 8, kRegionGap = 10;
constexpr qreal kCentralX = 440, kCentralW = 100;
constexpr qreal kLinkSpread = 16;

QColor linkGrey()
{
    return QColor(0x8a, 0x90, 0x99);
}

} // namespace

TopologyScene::TopologyScene(QObject* parent)
    : QGraphicsScene(parent)
{
    setBackgroundBrush(Qt::white);
}

void TopologyScene::clearItems()
{
    clear();
    m_regions.clear();
    m_balancers.clear();
    m_instances.clear();
    m_stores.clear();
    m_links.clear();
    m_badges.clear();
    m_more.clear();
    m_single = nullptr;
    m_backend = nullptr;
}

void TopologyScene::setModel(const TopologyModel& model)
{
    clearItems();
    m_model = model;
    if (!m_model.hasWorld()) {
        buildSingleProcess();
    } else {
        buildRegions();
        buildLinks();
    }
    setSceneRect(itemsBoundingRect().adjusted(-8, -8, 8, 8));
}

void TopologyScene::buildSingleProcess()
{
    m_single = new TopologyNodeItem(TopologyNodeItem::Kind::Single, 0, QRectF(0, 0, 300, 86));
    m_single->setTitle(tr("single process (no distributed world)"));
    m_single->setLines({tr("every lane decides in this process's memory:"),
                        tr("no regions, instances, stores or links")});
    m_single->setState(Health::Healthy, colors::faded(colors::admitted(), 30), colors::good(), 1.5);
    m_single->setToolTip(topologytext::tip(
        tr("This scenario has no \"world\" group, so every lane keeps its counters in "
           "the simulator's own memory, as one process would.")));
    addItem(m_single);
    if (!m_model.backend().present)
        return;
    // The service the lanes protect, to the right of the process that admits into it.
    const QRectF process = m_single->rect();
    const QRectF box(process.right() + 56, process.top(), 170, process.height());
    auto* arrow = new QGraphicsLineItem(
        QLineF(process.right(), process.center().y(), box.left(), box.center().y()));
    arrow->setPen(QPen(linkGrey(), 1.6));
    addItem(arrow);
    const QPointF tipPoint(box.left(), box.center().y());
    auto* head = new QGraphicsPolygonItem(
        QPolygonF{tipPoint, tipPoint + QPointF(-8, -4.5), tipPoint + QPointF(-8, 4.5)});
    head->setPen(Qt::NoPen);
    head->setBrush(linkGrey());
    addItem(head);
    m_backend = new TopologyNodeItem(TopologyNodeItem::Kind::Backend, 0, box);
    m_backend->setTitle(tr("backend"));
    addItem(m_backend);
    applyBackend(TopologyHealth(m_model, Scenario{}, nullptr, 0));
}

void TopologyScene::applyBackend(const TopologyHealth& health)
{
    if (!m_backend)
        return;
    const Health h = health.backend();
    const QColor fill =
        h == Health::Healthy
            ? colors::faded(colors::admitted(), 24 + static_cast<int>(110 * health.backendLoad()))
            : colors::faded(TopologyHealth::color(h), h == Health::Down ? 150 : 130);
    m_backend->setState(h, fill, TopologyHealth::color(h), h == Health::Healthy ? 1.2 : 2.4);
    m_backend->setLines(topologytext::backendLines(m_model.backend(), health));
    m_backend->setToolTip(topologytext::tip(topologytext::backendSentence(m_model, health)));
}

void TopologyScene::buildRegions()
{
    const auto& stores = m_model.stores();
    m_stores.assign(stores.size(), nullptr);
    // A third line only when some clock steps.
    const bool steps = std::any_of(m_model.instances().begin(), m_model.instances().end(),
                                   [](const TopologyInstance& i) { return i.stepDeltaMs != 0; });
    const qreal instanceH = steps ? 50 : 40;
    qreal y = 0;
    for (int r = 0; r < static_cast<int>(m_model.regions().size()); ++r) {
        const TopologyRegion& region = m_model.regions()[static_cast<std::size_t>(r)];
        const int shown = region.instanceCount - region.hiddenInstances;
        const int rows = shown + (region.hiddenInstances > 0 ? 1 : 0);
        std::vector<int> here;
        for (int s = 0; s < static_cast<int>(stores.size()); ++s) {
            const TopologyStore& st = stores[static_cast<std::size_t>(s)];
            if (st.region == r && st.role != StoreRole::Central && st.role != StoreRole::LocalMemory
                && st.role != StoreRole::Shard)
                here.push_back(s);
        }
        const qreal content = std::max(
            {rows * (instanceH + kRowGap) - kRowGap,
             static_cast<qreal>(here.size()) * (kStoreH + kStoreGap) - kStoreGap, kBalancerH});
        auto* box = new TopologyNodeItem(TopologyNodeItem::Kind::Region, r,
                                         QRectF(0, y, kRegionW, kHeader + content + kRegionPad));
        box->setTitle(region.instanceCount == 1
                          ? tr("%1 — 1 instance").arg(region.name)
                          : tr("%1 — %2 instances").arg(region.name).arg(region.instanceCount));
        addItem(box);
        m_regions.push_back(box);
        const qreal top = y + kHeader;

        auto* lb = new TopologyNodeItem(
            TopologyNodeItem::Kind::Balancer, r,
            QRectF(kBalancerX, top + (content - kBalancerH) / 2, kBalancerW, kBalancerH));
        lb->setTitle(tr("LB"));
        lb->setLines(m_model.balancerName().split(QLatin1Char(' ')));
        lb->setState(Health::Healthy, QColor(0xf4, 0xf6, 0xf8), linkGrey(), 1.2);
        lb->setToolTip(topologytext::tip(
            tr("The load balancer of %1: picks one of its %2 instances for each request (%3).")
                .arg(region.name)
                .arg(region.instanceCount)
                .arg(m_model.balancerName())));
        addItem(lb);
        m_balancers.push_back(lb);

        for (int i = 0; i < shown; ++i) {
            const TopologyInstance& inst =
                m_model.instances()[static_cast<std::size_t>(region.firstInstance + i)];
            const QRectF rect(kInstanceX, top + i * (instanceH + kRowGap), kInstanceW, instanceH);
            auto* item = new TopologyNodeItem(TopologyNodeItem::Kind::Instance, inst.global, rect);
            item->setTitle(inst.name);
            item->setLines(topologytext::clockLines(inst));
            addItem(item);
            m_instances.push_back(item);
            auto* badge = new ClockBadgeItem(QPointF(rect.right() - 11, rect.top() + 11),
                                             inst.skewed(), item);
            badge->setToolTip(topologytext::tip(topologytext::clockSentence(inst)));
            m_badges.push_back(badge);
        }
        if (region.hiddenInstances > 0) {
            auto* more = new TopologyNodeItem(
                TopologyNodeItem::Kind::More, r,
                QRectF(kInstanceX, top + shown * (instanceH + kRowGap), kInstanceW, instanceH));
            more->setTitle(tr("+%1 more instances").arg(region.hiddenInstances));
            more->setState(Health::Healthy, Qt::white, linkGrey(), 1.0);
            more->setToolTip(
                topologytext::tip(tr("Only the first %1 instances of a region are drawn.")
                                      .arg(TopologyModel::kMaxInstancesShown)));
            addItem(more);
            m_more.push_back(more);
        }
        for (std::size_t k = 0; k < here.size(); ++k)
            m_stores[static_cast<std::size_t>(here[k])] = new TopologyNodeItem(
                TopologyNodeItem::Kind::Store, here[k],
                QRectF(kStoreX, top + static_cast<qreal>(k) * (kStoreH + kStoreGap), kStoreW,
                       kStoreH));
        y += box->rect().height() + kRegionGap;
    }
    // Cluster shards get a column of their own: every region talks to every shard.
    const auto shards =
        static_cast<int>(std::count_if(stores.begin(), stores.end(), [](const TopologyStore& st) {
            return st.role == StoreRole::Shard;
        }));
    const qreal shardTop =
        std::max<qreal>(0, (y - kRegionGap - (shards * (kStoreH + kStoreGap) - kStoreGap)) / 2);
    for (int s = 0, shard = 0; s < static_cast<int>(stores.size()); ++s) {
        const TopologyStore& st = stores[static_cast<std::size_t>(s)];
        if (st.role == StoreRole::Shard) {
            m_stores[static_cast<std::size_t>(s)] = new TopologyNodeItem(
                TopologyNodeItem::Kind::Store, s,
                QRectF(kCentralX, shardTop + shard++ * (kStoreH + kStoreGap), kCentralW, kStoreH));
        } else if (st.role == StoreRole::LocalMemory) {
            const TopologyNodeItem* inst = instanceItem(st.instance);
            m_stores[static_cast<std::size_t>(s)] = new TopologyNodeItem(
                TopologyNodeItem::Kind::Store, s,
                QRectF(kStoreX, inst->rect().top(), kStoreW, inst->rect().height()));
        } else if (st.role == StoreRole::Central) {
            m_stores[static_cast<std::size_t>(s)] = new TopologyNodeItem(
                TopologyNodeItem::Kind::Store, s,
                QRectF(kCentralX, (y - kRegionGap - kStoreH) / 2, kCentralW, kStoreH));
        }
        TopologyNodeItem* item = m_stores[static_cast<std::size_t>(s)];
        item->setTitle(st.title);
        item->setLines({st.detail});
        addItem(item);
    }
}

void TopologyScene::buildLinks()
{
    // Links leaving a region's instances fan out a little so their labels do not overlap.
    std::map<int, int> perRegion;
    std::map<int, int> seen;
    for (const TopologyLink& l : m_model.links()) {
        if (l.role == LinkRole::Store && l.instance < 0)
            ++perRegion[l.region];
    }
    const qreal instRight = kInstanceX + kInstanceW;
    const qreal gapX = (instRight + kStoreX) / 2;
    for (int li = 0; li < static_cast<int>(m_model.links().size()); ++li) {
        const TopologyLink& l = m_model.links()[static_cast<std::size_t>(li)];
        QPainterPath path;
        QPointF label;
        bool dashed = false;
        if (l.role == LinkRole::Balancer) {
            const QRectF lb = m_balancers[static_cast<std::size_t>(l.region)]->rect();
            const QRectF inst = instanceItem(l.instance)->rect();
            path.moveTo(lb.right(), lb.center().y());
            path.lineTo(inst.left(), inst.center().y());
        } else if (l.role == LinkRole::Replication) {
            const QRectF from = m_stores[static_cast<std::size_t>(l.fromStore)]->rect();
            const QRectF to = m_stores[static_cast<std::size_t>(l.store)]->rect();
            path.moveTo(from.center().x(), from.bottom());
            path.lineTo(to.center().x(), to.top());
            label = QPointF(from.center().x(), (from.bottom() + to.top()) / 2);
        } else if (l.role == LinkRole::Sync) {
            const QRectF from = m_stores[static_cast<std::size_t>(l.fromStore)]->rect();
            const QRectF to = m_stores[static_cast<std::size_t>(l.store)]->rect();
            path.moveTo(from.right(), from.center().y());
            path.lineTo(to.left(), to.center().y());
            label = (path.pointAtPercent(0) + path.pointAtPercent(1)) / 2;
            dashed = true;
        } else if (l.instance >= 0) {
            const QRectF inst = instanceItem(l.instance)->rect();
            const QRectF store = m_stores[static_cast<std::size_t>(l.store)]->rect();
            path.moveTo(inst.right(), inst.center().y());
            path.lineTo(store.left(), store.center().y());
            label = QPointF(gapX, inst.center().y());
        } else {
            const TopologyRegion& region = m_model.regions()[static_cast<std::size_t>(l.region)];
            const QRectF first = instanceItem(region.firstInstance)->rect();
            const int shown = region.instanceCount - region.hiddenInstances;
            const QRectF last = instanceItem(region.firstInstance + shown - 1)->rect();
            const int j = seen[l.region]++;
            const qreal sy = (first.top() + last.bottom()) / 2
                             + (j - (perRegion[l.region] - 1) / 2.0) * kLinkSpread;
            const QRectF store = m_stores[static_cast<std::size_t>(l.store)]->rect();
            path.moveTo(instRight, sy);
            if (m_model.stores()[static_cast<std::size_t>(l.store)].role == StoreRole::Shard) {
                path.lineTo(kStoreX + 90, sy);
                path.lineTo(store.left(), store.center().y());
                label = QPointF(kStoreX + 38, sy);
            } else if (!l.crossRegion) {
                const qreal ty = std::clamp(sy, store.top() + 8, store.bottom() - 8);
                path.lineTo(gapX, sy);
                path.lineTo(gapX, ty);
                path.lineTo(store.left(), ty);
                label = QPointF(gapX, sy);
            } else {
                // Across regions: along the empty store slot of its own row, then up or down a bus.
                const qreal busX = store.right() - 10 - 12 * (l.region % 4);
                path.lineTo(busX, sy);
                path.lineTo(busX, sy < store.top() ? store.top() : store.bottom());
                label = QPointF(kStoreX + 38, sy);
            }
        }
        auto* item = new TopologyLinkItem(
            li, path, label, l.role == LinkRole::Balancer ? QString() : l.latency, dashed);
        item->setToolTip(topologytext::tip(l.toolTip));
        item->setState(Health::Healthy, linkGrey(), 1.2);
        addItem(item);
        m_links.push_back(item);
    }
}

TopologyNodeItem* TopologyScene::instanceItem(int global) const
{
    for (TopologyNodeItem* item : m_instances) {
        if (item->index() == global)
            return item;
    }
    return nullptr;
}

void TopologyScene::applyHealth(const TopologyHealth& health, const RunResult* result)
{
    applyBackend(health);
    if (!m_model.hasWorld())
        return;
    const QString bucket = health.hasBucket() ? topologytext::bucketText(health) : QString();
    for (std::size_t r = 0; r < m_regions.size(); ++r) {
        const int region = static_cast<int>(r);
        const std::int64_t admitted = health.regionAdmitted(region);
        const QColor hue = colors::region(region);
        m_regions[r]->setState(Health::Healthy, colors::faded(hue, 14), colors::faded(hue, 170),
                               1.4);
        m_regions[r]->setCornerText(
            admitted >= 0 ? tr("%1 admitted in %2").arg(admitted).arg(bucket) : QString(),
            hue.darker(140));
        m_regions[r]->setToolTip(
            topologytext::tip(topologytext::regionSentence(m_model, region, health)));
    }
    for (TopologyNodeItem* item : m_instances) {
        const TopologyInstance& inst = m_model.instances()[static_cast<std::size_t>(item->index())];
        item->setState(Health::Healthy,
                       colors::faded(colors::admitted(),
                                     18 + static_cast<int>(90 * health.regionLoad(inst.region))),
                       linkGrey(), 1.0);
        item->setToolTip(instanceToolTip(inst, result));
    }
    const SeriesBucket& lane = health.laneBucket();
    for (TopologyNodeItem* item : m_stores) {
        const int s = item->index();
        const TopologyStore& st = m_model.stores()[static_cast<std::size_t>(s)];
        const Health h = health.store(s);
        QColor fill =
            colors::faded(colors::admitted(), 24 + static_cast<int>(110 * health.storeLoad(s)));
        if (h != Health::Healthy)
            fill = colors::faded(TopologyHealth::color(h), h == Health::Down ? 150 : 130);
        QColor border = TopologyHealth::color(h);
        qreal width = h == Health::Healthy ? 1.2 : 2.4;
        // The decisions the failure policy made this bucket, in the charts' colours.
        if (st.canFail && (lane.failedOpen > 0 || lane.failedClosed > 0)) {
            border = lane.failedOpen >= lane.failedClosed ? colors::failedOpen()
                                                          : colors::failedClosed();
            width = 3.0;
        }
        item->setState(h, fill, border, width);
        item->setLines(health.storeLines(s, st.detail));
        item->setToolTip(topologytext::tip(topologytext::storeSentence(st, health, s)));
    }
    for (TopologyLinkItem* item : m_links) {
        const TopologyLink& l = m_model.links()[static_cast<std::size_t>(item->index())];
        const Health h = health.link(item->index());
        const double load = l.role == LinkRole::Store ? health.regionLoad(l.region) : 0.0;
        item->setState(h, h == Health::Healthy ? linkGrey() : TopologyHealth::color(h),
                       h == Health::Healthy ? 1.2 + 3.0 * load : 2.4);
        QString text = l.toolTip;
        if (const QString status = health.linkStatus(item->index()); !status.isEmpty())
            text += QLatin1Char('\n') + status;
        if (l.role == LinkRole::Store || l.role == LinkRole::Replication)
            text += QLatin1Char('\n') + tr("Click to inject a fault at the cursor.");
        item->setToolTip(topologytext::tip(text));
    }
}

QString TopologyScene::instanceToolTip(const TopologyInstance& inst, const RunResult* result) const
{
    QString text = topologytext::clockSentence(inst);
    const int lane = m_model.lane();
    if (result && lane < static_cast<int>(result->topology.size())) {
        const auto& perInstance =
            result->topology[static_cast<std::size_t>(lane)].admittedPerInstance;
        if (static_cast<std::size_t>(inst.global) < perInstance.size())
            text += QLatin1Char('\n')
                    + tr("It admitted %1 requests over the whole run.")
                          .arg(perInstance[static_cast<std::size_t>(inst.global)]);
    }
    return topologytext::tip(text);
}

} // namespace ratelab
