// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// How a scenario field's value reads in the editor's one-line fields and is read back: lists as
// "1, 2, 3", numbers without trailing noise, object lists (store.faults) as compact JSON; and
// the field's tooltip. Stateless; GUI thread (it builds rich text for widgets).
#include "core/io/scenario/FieldSpec.h"

#include <QJsonValue>
#include <QString>
#include <QVariant>

namespace ratelab::fieldtext {

QString display(const FieldSpec& field, const QVariant& value);
QJsonValue toJson(const FieldSpec& field, const QString& text);
QString tooltip(const FieldSpec& field);
// The form's label with the field's unit, so a value never reads without it: "TTL (windows)".
QString label(const FieldSpec& field);
// Whether the field means something only when the scenario has a distributed world (its other
// world fields, a client's region, a lane's store): a single-process form hides it. The world's
// switch (world.instances_per_region) and the store's faults always show.
bool needsWorld(const FieldSpec& field);

} // namespace ratelab::fieldtext
