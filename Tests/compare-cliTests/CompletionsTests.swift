import Foundation
import Testing

/// `completions bash|zsh|fish`, each script run in its real shell (`.ci/run` installs zsh and
/// fish), in a directory of scenarios, for the testbed: its features include the test pairs,
/// so the names offered after `fuzz` come from the running program's pairs.
@Suite struct CompletionsTests {
  @Test(.enabled(if: Shell.exists("bash"), "bash is not installed; .ci/run installs it"))
  func bashCompletesCommandsOptionsValuesFeaturesAndScenarios() throws {
    let cli = try Shell.directory()
    defer { cli.remove() }
    try cli.write("script", bytes: Array(try cli.run(["completions", "bash"]).out.utf8))

    // NB: bash fills COMP_LINE and COMP_POINT for a completion function; so does this.
    let result = try Shell.run(
      "bash", ["--norc", "--noprofile", "-c", """
      source ./script
      t() { COMP_LINE=$1; COMP_POINT=${#1}; COMPREPLY=(); _compare_cli_testbed; echo "${COMPREPLY[*]}"; }
      t 'compare-cli-testbed re'
      t 'compare-cli-testbed run --compare '
      t 'compare-cli-testbed run --format=j'
      t 'compare-cli-testbed trace --engine '
      t 'compare-cli-testbed check --re'
      t 'compare-cli-testbed check --report ju'
      t 'compare-cli-testbed check --report junit=su'
      t 'compare-cli-testbed fuzz test-'
      t 'compare-cli-testbed run '
      t 'compare-cli-testbed review '
      """], in: cli)

    #expect(
      result == """
        record review
        steps timeline emissions
        json
        tca reactorkit
        --report --record
        junit=
        sub
        test-divergent test-todos
        sub a.txt
        sub

        """)
  }

  @Test(.enabled(if: Shell.exists("zsh"), "zsh is not installed; .ci/run installs it"))
  func zshCompletesTheSameAndRegistersWithCompinit() throws {
    let cli = try Shell.directory()
    defer { cli.remove() }
    try cli.write("script", bytes: Array(try cli.run(["completions", "zsh"]).out.utf8))

    let result = try Shell.run(
      "zsh", ["-f", "-c", """
      autoload -Uz compinit && compinit -u -D
      source ./script
      print -r -- "registered: $_comps[compare-cli-testbed]"
      t() { local kind; local -a reply; _compare_cli_testbed_complete "$@"; print -r -- "$kind: $reply"; }
      t compare-cli-testbed ''
      t compare-cli-testbed run --compare ''
      t compare-cli-testbed trace --engine ''
      t compare-cli-testbed check --report ''
      t compare-cli-testbed check --report junit=out
      t compare-cli-testbed fuzz ''
      t compare-cli-testbed run ''
      t compare-cli-testbed review ''
      """], in: cli)

    #expect(
      result == """
        registered: _compare_cli_testbed
        words: run trace list record check fuzz expand review completions --help --version
        words: steps timeline emissions
        words: tca reactorkit
        report: junit= tap tap= github github= html=
        report: junit= tap tap= github github= html=
        words: counter dashboard async-counter timer rows search test-divergent test-todos
        scenarios: 
        dirs: 

        """)
  }

  @Test(.enabled(if: Shell.exists("fish"), "fish is not installed; .ci/run installs it"))
  func fishCompletesThroughItsOwnCompletionEngine() throws {
    let cli = try Shell.directory()
    defer { cli.remove() }
    try cli.write("script", bytes: Array(try cli.run(["completions", "fish"]).out.utf8))

    // NB: `complete -C` runs fish's own completion of a command line, as Tab does.
    let result = try Shell.run(
      "fish", ["--no-config", "-c", """
      source ./script
      for line in 'compare-cli-testbed rev' 'compare-cli-testbed run --compare ' \\
          'compare-cli-testbed trace --engine r' 'compare-cli-testbed check --report junit=su' \\
          'compare-cli-testbed fuzz test-t' 'compare-cli-testbed run '
        complete -C "$line" | string split -f1 \\t | string join ' '
      end
      """], in: cli)

    #expect(
      result == """
        review
        emissions steps timeline
        reactorkit
        junit=sub/
        test-todos
        a.txt sub/

        """)
  }

  @Test func anUnknownShellIsAUsageErrorWithASuggestion() throws {
    let cli = try Executable()
    defer { cli.remove() }

    let result = try cli.run(["completions", "zhs"])

    #expect(result.code == 2)
    #expect(
      result.err.hasPrefix(
        "error: unknown shell 'zhs'; expected bash, zsh or fish; did you mean 'zsh'?\n"))
  }
}

/// Running a shell on a script in a test's directory.
private enum Shell {
  static func exists(_ name: String) -> Bool {
    ["/usr/bin", "/bin", "/usr/local/bin"].contains {
      FileManager.default.isExecutableFile(atPath: "\($0)/\(name)")
    }
  }

  /// A directory with a scenario, its golden trace, a subdirectory and another file.
  static func directory() throws -> Executable {
    let cli = try Executable(files: ["a.txt": "send increment\n", "a.trace": "", "notes.md": ""])
    try cli.makeDirectory("sub")
    return cli
  }

  /// Runs `shell` with `arguments` in the directory; its standard output.
  static func run(_ shell: String, _ arguments: [String], in cli: Executable) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [shell] + arguments
    process.currentDirectoryURL = cli.directory
    var environment = ProcessInfo.processInfo.environment
    // NB: the shells' own files go to a hidden directory, never among the files completed.
    let home = cli.directory.appendingPathComponent(".home").path
    environment["HOME"] = home
    environment["XDG_CONFIG_HOME"] = home
    environment["XDG_DATA_HOME"] = home
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}
