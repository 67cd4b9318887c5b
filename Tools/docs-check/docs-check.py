#!/usr/bin/env python3
"""Checks every command block of Markdown files against the built executables, byte for byte.

A command block is a fenced ```text block whose first line starts with "$ ". Each "$ " line
(with its "\\"-continued lines) is a command; the lines after it, up to the next command, are
what it prints, standard output and standard error merged as a terminal shows them. A blank
line just before a command only separates it from the previous output. An output line that is
"…" alone (indented or not) stands for any number of lines (none included); every other line
must match exactly, and so must the line ends.

Every block runs in a fresh copy of the repository's scenario directories (so `record` cannot
change the repository), with a clean environment (no CI, NO_COLOR, COLUMNS, TERM=dumb,
COMPARE_CLI_RECORD), in bash, one session a block (so `echo $?` sees the command before it).
`compare-cli`, `compare-cli-testbed` and `todos-compare` are the built executables, by that name
and through `swift run NAME` (also `swift run --package-path DIR NAME` and `swift run -c MODE
NAME`). A block that runs `todos-compare` runs in Examples/Todos unless told otherwise. A block with a `swift test`, `swift build` or `swift package` command (a build and a
test run, with timings) is not run; it is listed as skipped, with the command.

An HTML comment just before a block (invisible on the rendered page) sets the block up:

    <!-- docs-check
    cd Examples/Todos                   run the block in that directory of the copy
    file wrong.txt                      write a file before the block runs: the indented
      send increment x2                 lines after it, two spaces removed
    setup rm scenarios/counter-taps.trace   run a shell command before the block
    skip the test run's timing changes  do not run the block; say why
    -->

usage: docs-check.py --bin NAME=PATH... [--update] FILE.md...
Exit 0 when every block matches, 1 when one does not (each shown as a diff), 2 for a usage
error. --update rewrites each mismatching block that has no "…" with what the commands print.
"""

import difflib
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
# The directories a block's copy holds, relative to the repository.
COPIED = ["scenarios", "Examples/Todos/scenarios"]
MARK = "\x1edocs-check-mark\x1e\n"
ELLIPSIS = "…"


class Block:
    def __init__(self, path, line, body, setup):
        self.path = path  # the Markdown file
        self.line = line  # the line of the opening fence, from 1
        self.body = body  # the lines between the fences
        self.setup = setup  # the directive comment's lines, or []
        self.commands = []  # [(command text, [expected lines])]
        current = None
        lines = list(body)
        i = 0
        while i < len(lines):
            text = lines[i]
            if text.startswith("$ "):
                command = [text[2:]]
                while command[-1].endswith("\\") and i + 1 < len(lines):
                    i += 1
                    command.append(lines[i])
                current = ("\n".join(command), [])
                self.commands.append(current)
            else:
                current[1].append(text)
            i += 1
        # A blank line just before a command separates; it is not output.
        for index in range(len(self.commands) - 1):
            expected = self.commands[index][1]
            if expected and expected[-1] == "":
                expected.pop()

    def directive(self, word):
        return [line[len(word) + 1:] for line in self.setup if line.startswith(word + " ")]

    def files(self):
        files = {}
        name = None
        for line in self.setup:
            if line.startswith("file "):
                name = line[5:]
                files[name] = ""
            elif name is not None and (line.startswith("  ") or line == ""):
                files[name] += line[2:] + "\n"
            else:
                name = None
        return files


def blocks_of(path):
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    found = []
    i = 0
    while i < len(lines):
        if lines[i] == "```text" and i + 1 < len(lines) and lines[i + 1].startswith("$ "):
            start = i
            j = i + 1
            while j < len(lines) and lines[j] != "```":
                j += 1
            setup = []
            k = start - 1
            if k >= 0 and lines[k] == "-->":
                end = k
                while k >= 0 and lines[k] != "<!-- docs-check":
                    k -= 1
                if k >= 0:
                    setup = lines[k + 1:end]
            found.append(Block(path, start + 1, lines[start + 1:j], setup))
            i = j
        elif lines[i].startswith("```"):
            j = i + 1
            while j < len(lines) and not lines[j].startswith("```"):
                j += 1
            i = j
        i += 1
    return found


def preamble(bindir):
    return (
        "exec 2>&1\n"
        + f"PATH='{bindir}':$PATH\n"
        + "swift() {\n"
        + '  [ "$1" = run ] || { echo "docs-check: only swift run runs here" >&2; return 127; }\n'
        + "  shift\n"
        + "  while :; do case $1 in\n"
        + "    --package-path|-c|--configuration) shift 2 ;;\n"
        + "    --skip-build|-q|--quiet) shift ;;\n"
        + "    *) break ;;\n"
        + "  esac; done\n"
        + '  "$@"\n'
        + "}\n"
    )


def run(block, bins):
    """Runs a block's commands; returns the output of each, or raises RuntimeError."""
    sandbox = tempfile.mkdtemp(prefix="docs-check-")
    try:
        for directory in COPIED:
            shutil.copytree(os.path.join(ROOT, directory), os.path.join(sandbox, directory))
        # NB: the example's executable runs in its own package, as its users run it.
        default = "Examples/Todos" if any("todos-compare" in c for c, _ in block.commands) else "."
        cwd = os.path.join(sandbox, *(block.directive("cd") or [default]))
        os.makedirs(cwd, exist_ok=True)
        for name, contents in block.files().items():
            with open(os.path.join(cwd, name), "w", encoding="utf-8") as handle:
                handle.write(contents)
        bindir = os.path.join(sandbox, ".docs-check-bin")
        os.makedirs(bindir)
        for name, path in bins.items():
            os.symlink(path, os.path.join(bindir, name))
        script = preamble(bindir)
        for command in block.directive("setup"):
            script += f"{{ {command}\n}} >/dev/null || exit 97\n"
        script += "printf '%s' $'" + MARK.replace("\x1e", "\\x1e").replace("\n", "\\n") + "'\n"
        for command, _ in block.commands:
            script += command + "\n__docs_check=$?; printf '%s' $'"
            script += MARK.replace("\x1e", "\\x1e").replace("\n", "\\n") + "'; (exit $__docs_check)\n"
        environment = {
            key: value
            for key, value in os.environ.items()
            if key not in ("CI", "NO_COLOR", "COLUMNS", "COMPARE_CLI_RECORD", "LINES")
        }
        environment["TERM"] = "dumb"
        result = subprocess.run(
            ["bash", "--noprofile", "--norc", "-c", script],
            cwd=cwd,
            env=environment,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            timeout=600,
        )
        text = result.stdout.decode("utf-8", errors="replace")
        parts = text.split(MARK)
        if result.returncode == 97 or len(parts) != len(block.commands) + 2:
            raise RuntimeError("the block's setup or commands did not run:\n" + text)
        return [part.replace(sandbox + "/", "") for part in parts[1:-1]]
    finally:
        shutil.rmtree(sandbox, ignore_errors=True)


def matches(expected, actual):
    """Whether actual lines match expected lines, where a line "…" matches any lines."""
    if not any(line.strip() == ELLIPSIS for line in expected):
        return expected == actual
    pattern = "".join(
        r"(?:.*\n)*?" if line.strip() == ELLIPSIS else re.escape(line) + r"\n" for line in expected
    )
    return re.fullmatch(pattern, "".join(line + "\n" for line in actual)) is not None


def lines_of(output):
    if output == "":
        return []
    if not output.endswith("\n"):
        return output.split("\n") + ["(no newline at the end)"]
    return output[:-1].split("\n")


def main(arguments):
    bins = {}
    files = []
    update = False
    iterator = iter(arguments)
    for argument in iterator:
        if argument == "--bin":
            name, _, path = next(iterator, "").partition("=")
            if not path:
                print("error: --bin needs NAME=PATH", file=sys.stderr)
                return 2
            bins[name] = os.path.abspath(path)
        elif argument == "--update":
            update = True
        elif argument.startswith("-"):
            print(f"error: unknown option '{argument}'\n" + __doc__.split("\n\n")[-2], file=sys.stderr)
            return 2
        else:
            files.append(argument)
    if not files:
        print("error: no Markdown files given", file=sys.stderr)
        return 2

    checked = skipped = failed = 0
    for path in files:
        blocks = blocks_of(path)
        rewrites = []
        for block in blocks:
            where = f"{os.path.relpath(path)}:{block.line}"
            builds = [c for c, _ in block.commands if re.match(r"swift (test|build|package)\b", c)]
            if block.directive("skip") or builds:
                skipped += 1
                reason = block.directive("skip") or ["it runs SwiftPM: " + builds[0].split("\n")[0]]
                print(f"{where}: skipped: {reason[0]}")
                continue
            checked += 1
            try:
                outputs = run(block, bins)
            except RuntimeError as error:
                failed += 1
                print(f"{where}: error: {error}")
                continue
            bad = False
            actual_body = []
            for (command, expected), output in zip(block.commands, outputs):
                actual = lines_of(output)
                if actual_body:
                    actual_body.append("")
                actual_body += ["$ " + command.split("\n")[0]] + command.split("\n")[1:] + actual
                if matches(expected, actual):
                    continue
                bad = True
                print(f"{where}: error: '$ {command.splitlines()[0]}' prints something else")
                for line in difflib.unified_diff(
                    expected, actual, "documented", "printed", lineterm=""
                ):
                    print(line)
            if bad:
                failed += 1
                if update and not any(line.strip() == ELLIPSIS for line in block.body):
                    rewrites.append((block, actual_body))
        if rewrites:
            with open(path, encoding="utf-8") as handle:
                lines = handle.read().split("\n")
            for block, body in reversed(rewrites):
                lines[block.line:block.line + len(block.body)] = body
            with open(path, "w", encoding="utf-8") as handle:
                handle.write("\n".join(lines))
            print(f"updated {len(rewrites)} block(s) of {path}")
    verdict = "PASS" if failed == 0 else "FAIL"
    print(f"{verdict} docs: {checked} command blocks checked, {failed} failed, {skipped} skipped")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
