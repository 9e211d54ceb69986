// SPDX-FileCopyrightText: 2026 The RateLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The what-if sliders are fitted to the scenario: a third to three times its value, in steps
// fine enough to reach every whole request, fitted again when a document is opened, another lane
// is chosen or a typed value leaves the range, and never while a drag is under way.
#include "tests/ui/UiFixture.h"

#include "ui/editor/QuickParameter.h"
#include "ui/editor/SliderScale.h"
#include "ui/editor/WhatIfSliders.h"

#include <QComboBox>
#include <QSlider>
#include <QSpinBox>

#include <cstdlib>
#include <set>

using namespace ratelab;
using namespace ratelab::test;

namespace {

const QuickParameter& parameter(const char* path)
{
    for (const QuickParameter& p : quickParameters()) {
        if (p.path == QLatin1String(path))
            return p;
    }
    qFatal("no quick parameter %s", path);
}

} // namespace

class TestWhatIfSliders : public QObject {
    Q_OBJECT
private slots:
    void aLimitOf100ReachesEveryWholeRequestFrom33To300()
    {
        const SliderScale scale = fittedScale(parameter("limit"), 100);
        QVERIFY(scale.fitted);
        QCOMPARE(scale.min, 33);
        QCOMPARE(scale.max, 300);
        std::set<std::int64_t> reached;
        std::int64_t previous = 0;
        for (int position = 0; position <= kSliderSteps; ++position) {
            const std::int64_t value = sliderValue(scale, position);
            QVERIFY2(value >= previous, "the slider never goes back");
            previous = value;
            reached.insert(value);
        }
        QCOMPARE(reached.size(), std::size_t(300 - 33 + 1));
        // The log scale puts the scenario's value in the middle (33 is a third of 99, not 100).
        QVERIFY(std::abs(sliderPosition(scale, 100) - kSliderSteps / 2) <= 3);
        QCOMPARE(sliderValue(scale, sliderPosition(scale, 100)), 100);
    }

    void aWindowMovesInWholeSecondsAroundAMinute()
    {
        const SliderScale scale = fittedScale(parameter("window_ms"), 60'000);
        QCOMPARE(scale.min, 20'000);
        QCOMPARE(scale.max, 180'000);
        QCOMPARE(sliderValue(scale, sliderPosition(scale, 60'000)), 60'000);
        for (int position = kSliderSteps / 2; position <= kSliderSteps; ++position)
            QCOMPARE(sliderValue(scale, position) % 1000, 0);
    }

    void nothingToFitToSpansTheWholeRange()
    {
        const QuickParameter& burst = parameter("burst");
        QCOMPARE(fittedScale(burst, 0), wholeScale(burst));
        QVERIFY(!fittedScale(burst, 0).fitted);
        QCOMPARE(sliderValue(wholeScale(burst), 0), 0); // position 0 is "no burst"
        // At the field's maximum there is no room above: the range ends there.
        const SliderScale top = fittedScale(parameter("limit"), quickMaximum(parameter("limit")));
        QCOMPARE(top.max, quickMaximum(parameter("limit")));
        QVERIFY(top.min < top.max);
    }

    // On the old whole-range slider (1 to 10,000, logarithmic) thirty pixels took a limit
    // of 10 to 180; on the fitted one no drag can leave a third to three times the value.
    void thirtyPixelsStayWithinThreeTimesTheValue()
    {
        UiFixture ui;
        QVERIFY(ui.open(fixtureScenario())); // N = 10 on every lane
        QSlider* slider = ui.window->whatIf()->slider(QStringLiteral("limit"));
        const SliderScale scale = ui.window->whatIf()->sliderScale(QStringLiteral("limit"));
        QCOMPARE(scale.min, 3);
        QCOMPARE(scale.max, 30);
        QVERIFY(slider->width() > 60);
        const int thirtyPixels = 30 * kSliderSteps / slider->width();
        const int at10 = sliderPosition(scale, 10);
        QVERIFY2(sliderValue(scale, at10 + thirtyPixels) <= 3 * 10,
                 qPrintable(QString::number(sliderValue(scale, at10 + thirtyPixels))));
        QVERIFY(slider->toolTip().contains(QStringLiteral("from 3 to 30")));
    }

    void aDragKeepsItsRangeATypedValueOutsideItRefits()
    {
        UiFixture ui;
        QVERIFY(ui.open(fixtureScenario()));
        WhatIfSliders* whatIf = ui.window->whatIf();
        const QString limit = QStringLiteral("limit");
        whatIf->slider(limit)->setValue(kSliderSteps); // drag to the top: 3 x 10
        QCOMPARE(ui.window->controller()->scenario().lanes[0].params.limit, 30);
        QCOMPARE(whatIf->sliderScale(limit).max, 30); // the range stays while dragging
        whatIf->spinBox(limit)->setValue(500);        // typed, far outside
        QCOMPARE(ui.window->controller()->scenario().lanes[0].params.limit, 500);
        QCOMPARE(whatIf->sliderScale(limit).min, 166);
        QCOMPARE(whatIf->sliderScale(limit).max, 1500);
        QVERIFY(std::abs(whatIf->slider(limit)->value() - kSliderSteps / 2) <= 3);
    }

    void anotherLaneOrDocumentRefits()
    {
        UiFixture ui;
        QVERIFY(ui.open(fixtureScenario()));
        WhatIfSliders* whatIf = ui.window->whatIf();
        const QString limit = QStringLiteral("limit");
        whatIf->laneSelector()->setCurrentIndex(2); // the sliding log only
        whatIf->setValue(limit, 40);                // outside 3..30: fitted to 13..120
        QCOMPARE(whatIf->sliderScale(limit).min, 13);
        whatIf->laneSelector()->setCurrentIndex(1); // the fixed window: still 10
        QCOMPARE(whatIf->sliderScale(limit).max, 30);
        whatIf->laneSelector()->setCurrentIndex(2);
        QCOMPARE(whatIf->sliderScale(limit).max, 120);
        QVERIFY(ui.open(fixtureScenario())); // the same file again: its own values
        whatIf->laneSelector()->setCurrentIndex(0);
        QCOMPARE(whatIf->sliderScale(limit).max, 30);
    }
};

QTEST_MAIN(TestWhatIfSliders)
#include "tst_whatifsliders.moc"
