import TCAEngine
import XCTest

/// Under XCTest, a failed `TestStore` assertion is an `XCTFail` at the assertion's file and
/// line, as TCA's IssueReporting makes it, and the test goes on.
///
/// NB: the failures are caught by overriding `recordFailure`, so this test passes only if the
/// store's failure reached XCTest, at that line.
final class TestStoreXCTestReportingTests: XCTestCase {
  private var recorded: [(description: String, file: String, line: Int)] = []

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    recorded.append((description, filePath, lineNumber))
  }

  @MainActor
  func testAFailureIsAnXCTFailAtTheAssertionsLine() async {
    let store = TestStore(initialState: 0) {
      Reduce<Int, Bool> { state, _ in
        state += 1
        return .none
      }
    }
    let line = #line + 1
    await store.send(true) { $0 = 2 }
    await store.send(true) { $0 = 2 }
    XCTAssertEqual(recorded.map(\.line), [line])
    XCTAssertEqual(recorded.first?.file, #filePath)
    XCTAssertTrue(
      recorded.first?.description.contains("A state change does not match expectation.") == true)
  }
}
