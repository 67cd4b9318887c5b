extension CompletionSpec {
  /// The zsh script: `_NAME_complete` decides, from the words up to the cursor, what kind of
  /// thing comes next (`kind`) and which words (`reply`); `_NAME`, the completion function
  /// registered with `compdef`, hands that to `compadd`, `_files` or `_directories`.
  var zsh: String {
    let fn = "_\(functionName)"
    var text = """
      #compdef \(program)
      # zsh completion for \(program), written by `\(program) completions zsh`.
      # Load it after compinit with: source <(\(program) completions zsh)
      # or save it as _\(program) in a directory of $fpath.

      # Sets kind (words, scenarios, dirs, files or report) and reply from the words given: the
      # program, its arguments, and the word being completed last.
      \(fn)_complete() {
        local -a args=("$@")
        local count=${#args}
        local cur=${args[count]} prev=""
        ((count > 1)) && prev=${args[count - 1]}
        kind=words
        reply=()
        if ((count <= 2)); then
          reply=(\((commands.map(\.name) + Self.common).joined(separator: " ")))
          return
        fi
        local key=$prev
        [[ $cur == --*=* ]] && key=${cur%%=*}
        case ${args[2]} in

      """
    for command in commands {
      text += "    \(command.name))\n      case $key in\n"
      for option in command.options {
        switch option.value {
        case .none: continue
        case .words(let words):
          text += "        \(option.name)) reply=(\(words.joined(separator: " "))); return ;;\n"
        case .files: text += "        \(option.name)) kind=files; return ;;\n"
        case .directories: text += "        \(option.name)) kind=dirs; return ;;\n"
        case .report(let kinds):
          text += "        \(option.name)) kind=report; reply=(\(kinds.joined(separator: " "))); return ;;\n"
        case .any: text += "        \(option.name)) kind=none; return ;;\n"
        }
      }
      text += "      esac\n"
      let options = command.options.map(\.name).joined(separator: " ")
      text += "      if [[ $cur == -* ]]; then reply=(\(options)); return; fi\n"
      switch command.operands {
      case .none: text += "      kind=none\n"
      case .scenarios: text += "      kind=scenarios\n"
      case .directories: text += "      kind=dirs\n"
      case .files: text += "      kind=files\n"
      case .features: text += "      reply=(\(features.joined(separator: " ")))\n"
      case .words(let words): text += "      reply=(\(words.joined(separator: " ")))\n"
      }
      text += "      ;;\n"
    }
    text += """
        *) kind=none ;;
        esac
      }

      \(fn)() {
        local kind
        local -a reply
        \(fn)_complete "${(@)words[1,CURRENT]}"
        [[ ${words[CURRENT]} == --*=* ]] && compset -P '*='
        case $kind in
          words) compadd -- ${reply:#*=}; compadd -S '' -- ${(M)reply:#*=} ;;
          scenarios) _files -g '*.txt' ;;
          dirs) _directories ;;
          files) _files ;;
          report)
            if compset -P '*='; then _files; else
              compadd -- ${reply:#*=}; compadd -S '' -- ${(M)reply:#*=}
            fi ;;
        esac
      }

      # NB: autoloaded from $fpath, this file is the body of \(fn): complete now; sourced,
      # register the function.
      if [[ ${zsh_eval_context[-1]} == loadautofunc ]]; then
        \(fn) "$@"
      elif (( $+functions[compdef] )); then
        compdef \(fn) \(program)
      fi

      """
    return text
  }
}
