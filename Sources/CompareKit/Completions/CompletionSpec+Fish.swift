extension CompletionSpec {
  /// The fish script: `complete` rules, one per command, option and operand, conditioned on
  /// the command word seen; `--report` values through a function that completes a path after
  /// `KIND=`.
  var fish: String {
    let fn = "__\(functionName)"
    let c = "complete -c \(program)"
    let names = commands.map(\.name).joined(separator: " ")
    var text = """
      # fish completion for \(program), written by `\(program) completions fish`.
      # Load it with: \(program) completions fish | source
      # or save it as ~/.config/fish/completions/\(program).fish

      function \(fn)_report
          set -l token (commandline -ct)
          if string match -q -- '*=*' $token
              set -l kind (string split -m1 -- = $token)[1]
              for path in (__fish_complete_path (string split -m1 -- = $token)[2])
                  printf '%s=%s\\n' $kind $path
              end
          else
              printf '%s\\n' $argv
          end
      end

      function \(fn)_scenarios
          set -l token (commandline -ct)
          set -l found $token*/ $token*.txt
          printf '%s\\n' $found
      end

      \(c) -f
      \(c) -l help -d 'show help'
      \(c) -l version -d 'print the version'

      """
    for command in commands {
      text += "\(c) -n 'not __fish_seen_subcommand_from \(names)' -a \(command.name)"
      text += " -d \(Self.fishQuoted(command.abstract))\n"
    }
    for command in commands {
      let when = "-n '__fish_seen_subcommand_from \(command.name)'"
      for option in command.options where !Self.common.contains(option.name) {
        let long = "\(c) \(when) -l \(option.name.dropFirst(2))"
        switch option.value {
        case .none: text += "\(long)\n"
        case .words(let words): text += "\(long) -x -a '\(words.joined(separator: " "))'\n"
        case .files: text += "\(long) -r -F\n"
        case .directories: text += "\(long) -x -a '(__fish_complete_directories)'\n"
        case .report(let kinds):
          text += "\(long) -x -a '(\(fn)_report \(kinds.joined(separator: " ")))'\n"
        case .any: text += "\(long) -x\n"
        }
      }
      switch command.operands {
      case .none: break
      case .scenarios: text += "\(c) \(when) -a '(\(fn)_scenarios)'\n"
      case .directories: text += "\(c) \(when) -a '(__fish_complete_directories)'\n"
      case .files: text += "\(c) \(when) -F\n"
      case .features: text += "\(c) \(when) -a '\(features.joined(separator: " "))'\n"
      case .words(let words): text += "\(c) \(when) -a '\(words.joined(separator: " "))'\n"
      }
    }
    return text
  }

  /// A fish single-quoted string.
  private static func fishQuoted(_ text: String) -> String {
    var quoted = "'"
    for character in text {
      if character == "\\" || character == "'" { quoted.append("\\") }
      quoted.append(character)
    }
    return quoted + "'"
  }
}
