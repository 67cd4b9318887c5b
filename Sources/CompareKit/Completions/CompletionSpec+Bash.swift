extension CompletionSpec {
  /// The bash script: one function reading the line up to the cursor (`COMP_LINE`,
  /// `COMP_POINT`, so `--format=js` and `--report junit=out/` complete after the `=` as bash
  /// splits words there), registered with `complete -F`.
  var bash: String {
    let fn = "_\(functionName)"
    var text = """
      # bash completion for \(program), written by `\(program) completions bash`.
      # Load it with: eval "$(\(program) completions bash)"
      # or save it as ~/.local/share/bash-completion/completions/\(program)

      \(fn)_words() { COMPREPLY=($(compgen -W "$1" -- "$2")); }
      \(fn)_dirs() {
        local IFS=$'\\n'
        COMPREPLY=($(compgen -d -- "$1"))
        compopt -o filenames 2>/dev/null
      }
      \(fn)_files() {
        local IFS=$'\\n'
        COMPREPLY=($(compgen -f -- "$1"))
        compopt -o filenames 2>/dev/null
      }
      \(fn)_scenarios() {
        local IFS=$'\\n'
        COMPREPLY=($(compgen -d -- "$1") $(compgen -f -X '!*.txt' -- "$1"))
        compopt -o filenames 2>/dev/null
      }
      \(fn)_report() {
        if [[ $1 == *=* ]]; then \(fn)_files "${1#*=}"; return; fi
        \(fn)_words "$2" "$1"
        [[ ${#COMPREPLY[@]} -eq 1 && ${COMPREPLY[0]} == *= ]] && compopt -o nospace 2>/dev/null
      }

      \(fn)() {
        local line=${COMP_LINE:0:COMP_POINT}
        local -a words
        read -r -a words <<<"$line"
        [[ -z $line || $line == *[[:space:]] ]] && words+=("")
        local count=${#words[@]}
        local cur=${words[count - 1]} prev=""
        ((count > 1)) && prev=${words[count - 2]}
        COMPREPLY=()
        if ((count <= 2)); then
          \(fn)_words "\((commands.map(\.name) + Self.common).joined(separator: " "))" "$cur"
          return 0
        fi
        local key=$prev value=$cur
        if [[ $cur == --*=* ]]; then key=${cur%%=*}; value=${cur#*=}; fi
        case ${words[1]} in

      """
    for command in commands {
      text += "    \(command.name))\n      case $key in\n"
      for option in command.options {
        switch option.value {
        case .none: continue
        case .words(let words):
          text += "        \(option.name)) \(fn)_words \"\(words.joined(separator: " "))\" \"$value\"; return 0 ;;\n"
        case .files: text += "        \(option.name)) \(fn)_files \"$value\"; return 0 ;;\n"
        case .directories: text += "        \(option.name)) \(fn)_dirs \"$value\"; return 0 ;;\n"
        case .report(let kinds):
          text += "        \(option.name)) \(fn)_report \"$value\" \"\(kinds.joined(separator: " "))\"; return 0 ;;\n"
        case .any: text += "        \(option.name)) return 0 ;;\n"
        }
      }
      text += "      esac\n"
      let options = command.options.map(\.name).joined(separator: " ")
      text += "      if [[ $cur == -* ]]; then \(fn)_words \"\(options)\" \"$cur\"; return 0; fi\n"
      switch command.operands {
      case .none: break
      case .scenarios: text += "      \(fn)_scenarios \"$cur\"\n"
      case .directories: text += "      \(fn)_dirs \"$cur\"\n"
      case .files: text += "      \(fn)_files \"$cur\"\n"
      case .features: text += "      \(fn)_words \"\(features.joined(separator: " "))\" \"$cur\"\n"
      case .words(let words): text += "      \(fn)_words \"\(words.joined(separator: " "))\" \"$cur\"\n"
      }
      text += "      ;;\n"
    }
    text += """
        esac
        return 0
      }
      complete -F \(fn) \(program)

      """
    return text
  }
}
