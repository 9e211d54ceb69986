// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The words of the topology view: the one-sentence tooltips of regions, instances, clocks and
// stores, and the short lines drawn inside the boxes. Stateless functions; GUI thread.
#include "ui/topology/TopologyHealth.h"
#include "ui/topology/TopologyModel.h"

#include <QString>
#include <QStringList>

namespace ratelab::topologytext {

QString tip(const QString& plain); // rich text, so long tooltips wrap; '\n' starts a new line
QStringList clockLines(const TopologyInstance& instance);
QString clockSentence(const TopologyInstance& instance);
QString bucketText(const TopologyHealth& health); // "20–25 s"
QString regionSentence(const TopologyModel& model, int region, const TopologyHealth& health);
QString storeSentence(const TopologyStore& store, const TopologyHealth& health, int index);
// The backend's box: "6 of 8 workers busy", "23 waiting (line 100)", and the bucket's shed and
// timed out, or its size before a run; its tooltip says what each figure is.
QStringList backendLines(const TopologyBackend& backend, const TopologyHealth& health);
QString backendSentence(const TopologyModel& model, const TopologyHealth& health);

} // namespace ratelab::topologytext
