import Testing

@testable import CompareKit

@Suite struct TimelineScaleTests {
  @Test func isLinearInTimeBetweenInstants() {
    let scale = TimelineScale(instants: [0: 1, 100: 1, 500: 1], end: 1_000)

    let perMillisecond = scale.pixelsPerMillisecond
    #expect(scale.x(0) == TimelineScale.leading)
    #expect(abs(scale.x(500) - scale.x(100) - 400 * perMillisecond) < 1e-9)
    #expect(abs(scale.x(1_000) - scale.x(500) - 500 * perMillisecond) < 1e-9)
    #expect(abs(scale.x(1_000) - scale.x(0) - TimelineScale.targetWidth) < 1e-9)
  }

  @Test func opensAnInstantWithSeveralEmissionsAndShiftsWhatFollows() {
    let closed = TimelineScale(instants: [0: 1, 100: 1, 200: 1], end: 200)
    let open = TimelineScale(instants: [0: 1, 100: 4, 200: 1], end: 200)

    #expect(open.x(100) == closed.x(100))
    #expect(open.x(100, slot: 3) - open.x(100) == 3 * TimelineScale.slot)
    #expect(open.xEnd(100) == open.x(100, slot: 3))
    #expect(open.x(200) - closed.x(200) == 3 * TimelineScale.slot)
    #expect(open.x(150) - closed.x(150) == 3 * TimelineScale.slot)
    #expect(open.openInstants.map(\.milliseconds) == [100])
    #expect(open.openInstants.map(\.slots) == [4])
  }

  @Test func keepsCloseInstantsApartWhenTheSpanAllows() {
    let scale = TimelineScale(instants: [0: 1, 1: 1, 1_000: 1], end: 1_000)

    #expect(scale.x(1) - scale.x(0) >= TimelineScale.minimumGap)
  }

  @Test func capsTheWidthOfAVeryLongSpan() {
    let scale = TimelineScale(instants: [0: 1, 1: 1, 10_000_000: 1], end: 10_000_000)

    #expect(scale.x(10_000_000) - scale.x(0) <= TimelineScale.maximumWidth + 1e-6)
  }

  @Test(arguments: [
    (1, 1), (100, 10), (1_000, 100), (10_000, 1_000), (1_000_000, 100_000),
  ])
  func labelsTicksAtOneTwoOrFiveTimesAPowerOfTen(end: Int, interval: Int) {
    let scale = TimelineScale(instants: [0: 1], end: end)

    #expect(scale.pixelsPerMillisecond == min(TimelineScale.targetWidth / Double(end), 200))
    #expect(scale.tickInterval == interval)
    #expect(Double(interval) * scale.pixelsPerMillisecond >= TimelineScale.minimumTickSpacing)
  }

  @Test func drawsEveryTickOfTheAxis() {
    var document = overlapDocument
    document.lifetimes = []

    let html = TimelinePage(documents: [document]).render()

    // 0…1100 ms at 100 ms per label.
    let axis = sections(of: html, from: "<g class=\"axis\">", to: "</g>")[0]
    let labels = sections(of: String(axis), from: "\">", to: "ms</text>")
    #expect(labels.map { Int($0)! } == Array(stride(from: 0, through: 1_100, by: 100)))
  }
}
