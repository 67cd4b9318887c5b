#if canImport(Testing)
  import Testing
#endif
#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Sends a failure to the test that is running, as TCA's IssueReporting does.
///
/// Under Swift Testing it records an issue at the given location (a known issue when
/// `isExpected`); under XCTest it calls `XCTFail` at that file and line, found at run time so
/// that the engine links no XCTest; with neither, it writes `fileID:line:column: error: message`
/// to standard error and carries on. Works the same in release builds: nothing here needs
/// `@testable`.
///
/// ```swift
/// IssueReporter.report("A state change does not match expectation.", at: location)
/// ```
enum IssueReporter {
  /// Whether this process runs tests: XCTest is loaded, or a Swift Testing test is running.
  static var isTestProcess: Bool {
    #if canImport(Testing)
      if Test.current != nil { return true }
    #endif
    return xctFail != nil
  }

  static func report(_ message: String, at location: SourceLocation, isExpected: Bool = false) {
    #if canImport(Testing)
      if Test.current != nil {
        let sourceLocation = Testing.SourceLocation(
          fileID: location.fileID, filePath: location.filePath, line: location.line,
          column: location.column)
        if isExpected {
          withKnownIssue(isIntermittent: true) {
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
          }
        } else {
          Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
        return
      }
    #endif
    // NB: an expected failure is not one under XCTest, whose `XCTExpectFailure` is Apple's only.
    if let xctFail {
      if !isExpected { xctFail(message, location.staticFilePath, UInt(location.line)) }
      return
    }
    guard !isExpected else { return }
    let line = "\(location.fileID):\(location.line):\(location.column): error: \(message)\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
  }

  /// XCTest's `XCTFail(_:file:line:)`, when the process has loaded XCTest (an XCTest run).
  ///
  /// NB: looked up by its mangled name, so that the engine does not link XCTest into every
  /// program that uses it; `nil` in a process without XCTest.
  private static let xctFail: (@convention(thin) (String, StaticString, UInt) -> Void)? = {
    let name = "$s6XCTest7XCTFail_4file4lineySS_s12StaticStringVSutF"
    guard let symbol = dlsym(dlopen(nil, RTLD_LAZY), name) else { return nil }
    return unsafeBitCast(symbol, to: (@convention(thin) (String, StaticString, UInt) -> Void).self)
  }()
}
