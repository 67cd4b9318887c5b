/// How a ``TestScheduler`` counts its clock: ticks of a fixed length, and whether work due now
/// or earlier waits one tick, as RxTest's `simulateProcessingDelay`.
struct TestTicks {
  /// One tick, in nanoseconds.
  let nanoseconds: Int128
  let simulatesProcessingDelay: Bool

  /// `due` rounded to the nearest tick (halves up, as RxTest's converter), then moved to the
  /// next tick (or kept at now, without the processing delay) when it is not after `clock`.
  func adjusted(_ due: Int128, clock: Int128) -> Int128 {
    let rounded = (due + nanoseconds / 2) / nanoseconds * nanoseconds
    guard rounded <= clock else { return rounded }
    return simulatesProcessingDelay ? clock + nanoseconds : clock
  }

  func ticks(_ nanoseconds: Int128) -> Int {
    Int(nanoseconds / self.nanoseconds)
  }
}
