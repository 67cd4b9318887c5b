import Foundation
import Testing

@testable import CompareKit

@Suite struct TimelinePageTests {
  @Test func drawsOneMarkPerEmissionInEachLane() {
    let html = TimelinePage(documents: [overlapDocument]).render()

    let tca = sections(of: html, from: "<g class=\"marks\" data-lane=\"tca\"", to: "</g>")
    let reactorKit = sections(
      of: html, from: "<g class=\"marks\" data-lane=\"reactorkit\"", to: "</g>")
    #expect(tca.count == 1)
    #expect(reactorKit.count == 1)
    #expect(occurrences(of: "<circle", in: tca[0]) == 5)
    #expect(occurrences(of: "<circle", in: reactorKit[0]) == 9)
  }

  @Test func marksTheDivergentEmissionOfEachLaneAndDrawsTheLine() {
    let html = TimelinePage(documents: [overlapDocument]).render()

    let tca = sections(of: html, from: "data-lane=\"tca\"", to: "</g>")[0]
    let circles = tca.components(separatedBy: "<circle").dropFirst()
    #expect(circles.firstIndex { $0.contains("class=d") }.map { $0 - 1 } == 3)
    #expect(occurrences(of: "class=d", in: tca) == 1)
    let reactorKit = sections(of: html, from: "data-lane=\"reactorkit\"", to: "</g>")[0]
    #expect(occurrences(of: "class=d", in: reactorKit) == 1)
    #expect(html.contains("<g class=\"divergence\">"))
    #expect(html.contains("first divergence · step 6"))
  }

  @Test func hollowsAMarkWhoseStateRepeatsThePrevious() {
    let html = TimelinePage(documents: [overlapDocument]).render()

    // TCA's 100 ms state repeats its 0 ms state; ReactorKit's last two repeat the one before.
    let tca = sections(of: html, from: "data-lane=\"tca\"", to: "</g>")[0]
    #expect(occurrences(of: "class=s", in: tca) == 1)
    let reactorKit = sections(of: html, from: "data-lane=\"reactorkit\"", to: "</g>")[0]
    #expect(occurrences(of: "class=s", in: reactorKit) == 3)
  }

  @Test func opensAnInstantOfManyEmissionsWithItsMarksInOrderAndNumbered() {
    // given: 25 states at 100 ms
    let emissions = (0..<25).map { emission(100, step: $0 + 1, ["\($0)"]) }
    let document = TimelineDocument(
      title: "burst", feature: "counter", comparison: "emissions", fields: ["count"],
      lanes: [TimelineLane(id: "tca", name: "TCA", emissions: emissions)])

    // when
    let html = TimelinePage(documents: [document]).render()

    // then: the marks step right by one slot each, and every tenth is numbered
    let marks = sections(of: html, from: "<circle cx=", to: " />").map { Double($0)! }
    #expect(marks.count == 25)
    #expect(zip(marks, marks.dropFirst()).allSatisfy { $1 - $0 == TimelineScale.slot })
    #expect(html.contains("ms ×25</text>"))
    let numbers = sections(of: html, from: "<text class=\"slot\"", to: "</text>")
    #expect(numbers.map { $0.split(separator: "#").last! } == ["10", "20"])
  }

  @Test func drawsABarPerLifetimeWithItsOutcome() {
    let page = TimelinePage(documents: [overlapDocument]).render()
    let html = sections(of: page, from: "<svg class=\"chart\"", to: "</svg>").joined()

    #expect(occurrences(of: "<g class=\"f\">", in: html) == 3)
    #expect(occurrences(of: "<g class=\"c\">", in: html) == 1)
    #expect(occurrences(of: "<g class=\"r\">", in: html) == 1)
    #expect(occurrences(of: "<path class=\"cut\"", in: html) == 1)
    // Three mutations delivered at one instant: one tick.
    let ticks = sections(of: html, from: "<path d=\"", to: "\"/>").filter { $0.contains("v13") }
    #expect(ticks.count == 1)
    #expect(occurrences(of: "M", in: ticks[0]) == 1)
    #expect(html.contains("finished; delivered at 500ms ×3</title>"))
    // A bar that shows its label leaves it out of its tooltip.
    #expect(
      html.contains(
        "<title>100ms → the end, still running</title><rect x=\"121.3\" y=\"160\" "
          + "width=\"972.7\"/><text x=\"124.3\" y=\"167.5\">delay 500ms · id 7</text>"))
    #expect(html.contains("<title>100ms → 600ms, cancelled</title>"))
  }

  @Test func overlappingLifetimesGetTheirOwnRows() {
    let chart = TimelineChart(document: overlapDocument, prefix: "d0")

    let tca = chart.layout.lanes[0].lifetimes
    #expect(tca.count == 2)
    #expect(tca[0].y != tca[1].y)
    let reactorKit = chart.layout.lanes[1].lifetimes
    #expect(Set(reactorKit.map(\.y)).count == 3)
    #expect(chart.layout.lanes[1].top == chart.layout.lanes[0].bottom)
  }

  @Test func writesAStepRowPerStepMarkingDisagreementAndFailedExpects() {
    let html = TimelinePage(documents: [overlapDocument]).render()

    let body = sections(of: html, from: "<tbody>", to: "</tbody>").joined()
    #expect(occurrences(of: "<tr id=", in: body) == 3)
    #expect(
      body.contains(
        "<tr id=d0-s1><td>1<td>4<td>0ms"
          + "<td>send increment<td colspan=2>count=0 isLoading=true alert=none\n"))
    #expect(
      body.contains(
        "<tr id=d0-s6 class=x><td>6<td>9<td>1100ms<td>advance 1s"
          + "<td>count=2 isLoading=false alert=&quot;Increased!&quot;"
          + "<td>count=2 isLoading=false alert=none\n"))
    #expect(body.contains("<tr id=d0-s7 class=f>"))
    #expect(body.contains("expect count 3 <span class=\"no\""))
  }

  @Test func isSelfContained() {
    let html = TimelinePage(documents: [overlapDocument]).render()

    #expect(html.hasPrefix("<!DOCTYPE html>"))
    for outside in ["src=", "<link", "@import", "url(", "http://", "https://", "fetch("] {
      #expect(!html.contains(outside), "the page refers outside itself: \(outside)")
    }
    #expect(html.contains("prefers-color-scheme:dark"))
    #expect(html.contains("@media print"))
    #expect(occurrences(of: "<script", in: html) == 2)
  }

  @Test func putsFailingScenariosFirstAndKeepsIdsApart() {
    var passing = overlapDocument
    passing.title = "passing.txt"
    passing.passed = true
    passing.divergence = nil

    let page = TimelinePage(documents: [passing, overlapDocument])
    let html = page.render()

    #expect(page.documents.map(\.title) == [overlapDocument.title, "passing.txt"])
    #expect(html.contains("<section class=\"scenario\" id=\"d0\""))
    #expect(html.contains("<section class=\"scenario\" id=\"d1\""))
    #expect(html.contains("2 scenarios, 1 failing."))
    let first = html.range(of: "id=\"d0-h\"")!.lowerBound
    let second = html.range(of: "id=\"d1-h\"")!.lowerBound
    #expect(html[first..<second].contains("FAIL"))
    #expect(occurrences(of: "<tr id=d1-s6 ", in: html) == 1)
  }

  @Test func tenThousandEmissionsPerLaneStayUnderTwoMegabytes() {
    let steps = 10_000
    var lanes: [TimelineLane] = []
    for (id, name) in [("tca", "TCA"), ("reactorkit", "ReactorKit")] {
      let emissions = (0...steps).map { step in
        emission(step * 10, step: step, ["\(step)"], step == 0 ? nil : ".increment")
      }
      lanes.append(TimelineLane(id: id, name: name, emissions: emissions))
    }
    let rows = (1...steps).map { step in
      TimelineStep(
        index: step, line: 2, directive: "send increment",
        sides: [side(step * 10, ["\(step)"]), side(step * 10, ["\(step)"])])
    }
    let document = TimelineDocument(
      title: "long.txt", feature: "counter", comparison: "steps", fields: ["count"],
      lanes: lanes, steps: rows)

    let html = TimelinePage(documents: [document]).render()

    #expect(html.utf8.count < 2_000_000)
    #expect(occurrences(of: "<circle cx=", in: html) == 2 * (steps + 1))
  }
}

/// The page of a long replay stays small enough to open: 2,500 taps of the async counter are
/// 10,000 ReactorKit emissions and 5,000 lifetimes.
  @MainActor
@Suite struct TimelinePageSizeTests {
  @Test func twoThousandFiveHundredAsyncTapsMakeAPageUnderTwoMegabytes() throws {
    let scenario = try Scenario(
      parsing: "feature async-counter\nsend increment x2500\nadvance 1s\n", file: "big.txt",
      pairs: [.asyncCounter])
    var recorder = TimelineRecorder(scenario: scenario, pair: .asyncCounter, level: .timeline)
    _ = try Replay(scenario: scenario, pair: .asyncCounter, level: .timeline).run(&recorder)

    let page = TimelinePage(documents: [recorder.document]).render()

    #expect(page.utf8.count < 2_000_000)
    #expect(page.utf8.count > 1_000_000)  // every emission and lifetime is still drawn
  }
}
