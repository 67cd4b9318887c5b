import CompareKit
import Testing

@Suite struct FuzzOptionsTests {
  @Test func everyOptionIsReadOnceIntoItsType() throws {
    let options = try Self.options([
      "--runs", "10000", "--seed", "18446744073709551615", "--max-steps", "50",
      "--max-shrinks", "0", "--time-limit", "2m", "--save", "found",
    ])
    #expect(options.runs == 10_000)
    #expect(options.seed == .max)
    #expect(options.maxSteps == 50)
    #expect(options.maxShrinks == 0)
    #expect(options.timeLimit == .seconds(120))
    #expect(options.saveDirectory == "found")
    #expect(try Self.options([]) == FuzzOptions())
    #expect(try Self.options(["--time-limit", "250ms"]).timeLimit == .milliseconds(250))
    #expect(try Self.options(["--time-limit", "3s"]).timeLimit == .seconds(3))
  }

  @Test(arguments: [
    (["--runs", "0"], "invalid value '0' for '--runs'; expected an integer from 1 to 1000000000"),
    (
      ["--seed", "-1"],
      "invalid value '-1' for '--seed'; expected an integer from 0 to 18446744073709551615"
    ),
    (
      ["--max-steps", "x"],
      "invalid value 'x' for '--max-steps'; expected an integer from 1 to 1000000"
    ),
    (
      ["--time-limit", "0s"],
      "invalid value '0s' for '--time-limit'; expected a positive duration such as 500ms, 30s or 2m"
    ),
    (
      ["--time-limit", "10"],
      "invalid value '10' for '--time-limit'; expected a positive duration such as 500ms, 30s or 2m"
    ),
  ])
  func invalidValuesAreUsageErrorsNamingWhatIsExpected(arguments: [String], message: String) {
    #expect(throws: UsageError(message)) { try Self.options(arguments) }
  }

  private static func options(_ arguments: [String]) throws(UsageError) -> FuzzOptions {
    try FuzzOptions(
      ParsedArguments(
        arguments,
        options: [
          FuzzOptions.runs, FuzzOptions.seed, FuzzOptions.maxSteps, FuzzOptions.maxShrinks,
          FuzzOptions.timeLimit, FuzzOptions.save,
        ]))
  }
}
