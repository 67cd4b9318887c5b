extension Recorded {
  /// An element at `time`.
  public static func next<T>(_ time: TestTime, _ element: T) -> Recorded<Event<T>>
  where Value == Event<T> {
    Recorded(time: time, value: .next(element))
  }

  /// Completion at `time`.
  public static func completed<T>(_ time: TestTime, _ type: T.Type = T.self) -> Recorded<Event<T>>
  where Value == Event<T> {
    Recorded(time: time, value: .completed)
  }

  /// A failure at `time`.
  public static func error<T>(
    _ time: TestTime, _ error: any Error, _ type: T.Type = T.self
  ) -> Recorded<Event<T>> where Value == Event<T> {
    Recorded(time: time, value: .error(error))
  }

  /// The events given, typed: for where inference needs the help.
  ///
  /// ```swift
  /// let messages = Recorded.events(.next(210, 2), .completed(250))
  /// ```
  public static func events<T>(_ recordedEvents: Recorded<Event<T>>...) -> [Recorded<Event<T>>]
  where Value == Event<T> {
    recordedEvents
  }

  /// The events given, typed.
  public static func events<T>(_ recordedEvents: [Recorded<Event<T>>]) -> [Recorded<Event<T>>]
  where Value == Event<T> {
    recordedEvents
  }
}
