/// Turns one engine's emissions into its timeline: at each instant where any state was emitted,
/// the last state emitted then; consecutive equal states fold into one (the first keeps its time).
///
/// An instant is final only once a later instant starts, so the folder holds one pending entry
/// and releases it when time moves on or the replay ends.
///
/// ```text
/// emissions: 0ms count=0 | 0ms count=1 | 500ms count=1 | 600ms count=2
/// timeline:  0ms count=1 | 600ms count=2
/// ```
struct TimelineFolder {
  private var pending: EntrySide?
  private var lastReleased: ProjectedState?

  /// The step where the instant not yet final started, if any.
  private(set) var pendingSinceStep: Int?

  mutating func add(_ entry: EntrySide, releasingInto queue: inout EntryQueue) {
    if let pending, pending.milliseconds != entry.milliseconds {
      release(pending, into: &queue)
      pendingSinceStep = entry.step
    } else if pending == nil {
      pendingSinceStep = entry.step
    }
    pending = entry
  }

  mutating func finish(releasingInto queue: inout EntryQueue) {
    if let pending { release(pending, into: &queue) }
    pending = nil
    pendingSinceStep = nil
  }

  private mutating func release(_ entry: EntrySide, into queue: inout EntryQueue) {
    guard entry.state != lastReleased else { return }
    lastReleased = entry.state
    queue.append(entry)
  }
}
