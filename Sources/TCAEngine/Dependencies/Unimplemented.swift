// MARK: - Endpoints

/// An endpoint that reports "Unimplemented" each time it is called, then returns
/// `placeholder`: the default a `@DependencyClient` gives a non-throwing endpoint.
///
/// As swift-issue-reporting's: the report is a runtime warning, which fails the test when a
/// ``TestStore`` runs the code that called it, so a test states every dependency it uses.
///
/// ```swift
/// struct NumberFactClient {
///   var isOn: @Sendable () -> Bool = unimplemented("NumberFactClient.isOn", placeholder: false)
///   var log: @Sendable (String) -> Void = unimplemented("NumberFactClient.log")
/// }
/// ```
/// ```text
/// Unimplemented: NumberFactClient.log …
///
///   Defined in 'log' at:
///     Feature/NumberFactClient.swift:3
///
///   Invoked with:
///     "tapped"
/// ```
public func unimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  placeholder: @autoclosure @escaping @Sendable () -> Result = (),
  fileID: StaticString = #fileID,
  function: StaticString = #function,
  line: UInt = #line
) -> @Sendable (repeat each Argument) -> Result {
  return { (argument: repeat each Argument) in
    Unimplemented.report(
      description(), arguments: (repeat each argument), fileID: fileID, function: function,
      line: line)
    return placeholder()
  }
}

/// An endpoint that reports "Unimplemented" each time it is called, then throws
/// ``UnimplementedFailure``: the default a `@DependencyClient` gives a throwing endpoint.
///
/// ```swift
/// var fetch: @Sendable (Int) throws -> String = unimplemented("NumberFactClient.fetch")
/// ```
public func unimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  fileID: StaticString = #fileID,
  function: StaticString = #function,
  line: UInt = #line
) -> @Sendable (repeat each Argument) throws -> Result {
  return { (argument: repeat each Argument) in
    let description = description()
    Unimplemented.report(
      description, arguments: (repeat each argument), fileID: fileID, function: function,
      line: line)
    throw UnimplementedFailure(description: description)
  }
}

/// The async form of the non-throwing ``unimplemented(_:placeholder:fileID:function:line:)``.
///
/// ```swift
/// var save: @Sendable (Data) async -> Void = unimplemented("Storage.save")
/// ```
public func unimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  placeholder: @autoclosure @escaping @Sendable () -> Result = (),
  fileID: StaticString = #fileID,
  function: StaticString = #function,
  line: UInt = #line
) -> @Sendable (repeat each Argument) async -> Result {
  return { (argument: repeat each Argument) in
    Unimplemented.report(
      description(), arguments: (repeat each argument), fileID: fileID, function: function,
      line: line)
    return placeholder()
  }
}

/// The async form of the throwing ``unimplemented(_:fileID:function:line:)``: the default of
/// most endpoints.
///
/// ```swift
/// var fetch: @Sendable (Int) async throws -> String = unimplemented("NumberFactClient.fetch")
/// ```
public func unimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  fileID: StaticString = #fileID,
  function: StaticString = #function,
  line: UInt = #line
) -> @Sendable (repeat each Argument) async throws -> Result {
  return { (argument: repeat each Argument) in
    let description = description()
    Unimplemented.report(
      description, arguments: (repeat each argument), fileID: fileID, function: function,
      line: line)
    throw UnimplementedFailure(description: description)
  }
}

// MARK: - Values

/// Reports "Unimplemented" now and returns `placeholder`: for a value, not an endpoint.
///
/// ```swift
/// static var testValue: Int { unimplemented("Config.testValue", placeholder: 0) }
/// ```
@_disfavoredOverload
public func unimplemented<Result>(
  _ description: @autoclosure () -> String = "",
  placeholder: @autoclosure () -> Result = (),
  fileID: StaticString = #fileID,
  function: StaticString = #function,
  line: UInt = #line
) -> Result {
  Unimplemented.report(
    description(), arguments: nil, fileID: fileID, function: function, line: line)
  return placeholder()
}

/// The error an unimplemented throwing endpoint throws.
///
/// ```swift
/// catch let error as UnimplementedFailure { error.description }  // "NumberFactClient.fetch"
/// ```
public struct UnimplementedFailure: Error {
  /// What was unimplemented, as given to `unimplemented(_:)`.
  public let description: String

  /// A failure for `description`.
  public init(description: String) {
    self.description = description
  }
}

/// The report an unimplemented endpoint makes, worded as swift-issue-reporting's.
enum Unimplemented {
  static func report(
    _ description: String, arguments: Any?, fileID: StaticString, function: StaticString,
    line: UInt
  ) {
    var message = """
      Unimplemented\(description.isEmpty ? "" : ": \(description)") …

        Defined in '\(function)' at:
          \(fileID):\(line)
      """
    if let arguments {
      var rendered = ""
      debugPrint(arguments, terminator: "", to: &rendered)
      message += "\n\n  Invoked with:\n    \(rendered)"
    }
    RuntimeWarning.emit(message)
  }
}
