#!/usr/bin/env python3
"""Checks the house rules that drifted while they lived only in prose; exit 1 on a violation.

Each violation is one line, FILE:LINE: RULE. The rules (CONTRIBUTING, "The floor of verbs"):

  threads      No thread is created under ui/ (QThread::create, new QThread, std::thread,
               std::async, QtConcurrent): long work runs through core/workflow/AsyncTask.
  planned-rate The rate a plan divides by is computed in one place, SustainableLoad::planningRps()
               (core/plan/SustainableLoad.h; SweepSummary and BoundaryEstimate feed it): no
               statement elsewhere chooses between plannedRps and lowerRps or rateRps.
  run-length   A command's run() (XxxCommand::run in app/cli/commands/*.cpp) is at most
               RUN_LIMIT lines from its opening brace to its closing one: it parses, calls one
               verb, prints.

Files named in scripts/thread-allowlist.txt or scripts/long-run-allowlist.txt are let through
their rule until they are fixed; an entry that no longer breaks its rule fails too, so that the
lists only shrink.

    scripts/check-rules.py            # all checks; nothing printed when all hold
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
RUN_LIMIT = 120
SOURCES = (".cpp", ".h")

THREAD_CREATION = re.compile(
    r"QThread::create\b|\bnew\s+QThread\b|\bstd::j?thread\b|\bstd::async\b|\bQtConcurrent\b")
PLANNED = re.compile(r"\bplannedRps\b")
OTHER_RATE = re.compile(r"\b(?:lowerRps|rateRps)\b")
PLANNED_RATE_HOMES = ("core/plan/SustainableLoad.", "core/plan/SweepSummary.",
                      "core/sweep/BoundaryEstimate.", "tests/")
RAW_STRING = re.compile(r'R"([^(\s]*)\(')
IDENTIFIER = re.compile(r"\w")
RUN_DEFINITION = re.compile(r"^[\w:<>&*\s]*?\b(\w+Command)::run\s*\(")


def blank_comments_and_strings(text):
    """The text with comments and string and character literals blanked, newlines kept."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif (c == "R" and RAW_STRING.match(text, i)
              and (i == 0 or not IDENTIFIER.match(text[i - 1]))):
            delimiter = RAW_STRING.match(text, i).group(1)
            j = text.find(")" + delimiter + '"', i)
            j = n if j < 0 else j + len(delimiter) + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif c in "\"'":
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            out.append(c + " " * (min(j, n) - i - 1) + (c if j < n else ""))
            i = j + 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def sources(folder):
    base = ROOT / folder
    return sorted(p for p in base.rglob("*") if p.suffix in SOURCES and p.is_file())


def relative(path):
    return path.relative_to(ROOT).as_posix()


def allowlist(name):
    path = ROOT / "scripts" / name
    if not path.is_file():
        return set()
    entries = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            entries.add(line)
    return entries


def check_threads():
    found, allowed, breaking = [], allowlist("thread-allowlist.txt"), set()
    for path in sources("ui"):
        name = relative(path)
        code = blank_comments_and_strings(path.read_text(encoding="utf-8", errors="replace"))
        for number, line in enumerate(code.splitlines(), 1):
            match = THREAD_CREATION.search(line)
            if not match:
                continue
            breaking.add(name)
            if name not in allowed:
                found.append(f"{name}:{number}: threads: {match.group(0)} creates a thread in "
                             "ui/; run the work through core/workflow/AsyncTask")
    for name in sorted(allowed - breaking):
        found.append(f"scripts/thread-allowlist.txt:1: threads: {name} creates no thread any "
                     "more; remove it from the allowlist")
    return found


def ternary_parts(piece, question):
    """The condition and the branches of the ?: whose ? is at piece[question]."""
    depth, start = 0, 0
    position = question - 1
    while position >= 0:
        c = piece[position]
        if c in ")]":
            depth += 1
        elif c in "([":
            if depth == 0:
                start = position + 1
                break
            depth -= 1
        elif depth == 0 and (c in ",?:" or piece.startswith("<<", position - 1)
                             or (c == "=" and piece[position - 1] not in "=!<>"
                                 and piece[position + 1:position + 2] != "=")
                             or re.match(r"\breturn\b", piece[position - 5:position + 1])):
            start = position + 1
            break
        position -= 1
    depth, end = 0, len(piece)
    position = question + 1
    while position < len(piece):
        c = piece[position]
        if c in "([":
            depth += 1
        elif c in ")]":
            if depth == 0:
                end = position
                break
            depth -= 1
        elif c == "," and depth == 0:
            end = position
            break
        position += 1
    return piece[start:question], piece[question + 1:end]


def function_arguments(piece, opening):
    """The text inside the parentheses that open at piece[opening]."""
    depth = 0
    for position in range(opening, len(piece)):
        if piece[position] == "(":
            depth += 1
        elif piece[position] == ")":
            depth -= 1
            if depth == 0:
                return piece[opening + 1:position]
    return piece[opening + 1:]


def planned_rate_choices(piece):
    """The offsets in piece of each choice between plannedRps and lowerRps or rateRps: a ?: that
    tests plannedRps and yields another rate, or std::max/min over both."""
    for question in (m.start() for m in re.finditer(r"\?", piece)):
        condition, branches = ternary_parts(piece, question)
        if PLANNED.search(condition) and OTHER_RATE.search(branches):
            yield question - len(condition) + PLANNED.search(condition).start()
    for call in re.finditer(r"\bstd::(?:max|min)\s*\(", piece):
        arguments = function_arguments(piece, call.end() - 1)
        if PLANNED.search(arguments) and OTHER_RATE.search(arguments):
            yield call.start()


def check_planned_rate():
    found = []
    for folder in ("core", "ui", "app"):
        for path in sources(folder):
            name = relative(path)
            if name.startswith(PLANNED_RATE_HOMES):
                continue
            code = blank_comments_and_strings(path.read_text(encoding="utf-8", errors="replace"))
            # Statements and the pieces of initialiser lists: split at ; { and }.
            start = 0
            for piece in re.split(r"([;{}])", code):
                choices = planned_rate_choices(piece) if PLANNED.search(piece) else ()
                for number in sorted({code.count("\n", 0, start + at) + 1 for at in choices}):
                    found.append(f"{name}:{number}: planned-rate: chooses between plannedRps and "
                                 "another rate; call SustainableLoad::planningRps() (or "
                                 "SweepSummary::planningRps())")
                start += len(piece)
    return found


def run_functions(code):
    """(name, first line, line count from the opening brace to its match) per XxxCommand::run."""
    lines = code.splitlines(keepends=True)
    offsets, total = [], 0
    for line in lines:
        offsets.append(total)
        total += len(line)
    for index, line in enumerate(lines):
        match = RUN_DEFINITION.match(line)
        if not match:
            continue
        # The definition's opening brace; a ; first means a declaration.
        position = offsets[index] + match.end()
        while position < len(code) and code[position] not in "{;":
            position += 1
        if position >= len(code) or code[position] == ";":
            continue
        opening, depth = position, 0
        while position < len(code):
            if code[position] == "{":
                depth += 1
            elif code[position] == "}":
                depth -= 1
                if depth == 0:
                    break
            position += 1
        first = code.count("\n", 0, opening) + 1
        last = code.count("\n", 0, position) + 1
        yield match.group(1), first, last - first + 1


def check_run_length():
    found, allowed, breaking = [], allowlist("long-run-allowlist.txt"), set()
    for path in sorted((ROOT / "app/cli/commands").glob("*.cpp")):
        name = relative(path)
        code = blank_comments_and_strings(path.read_text(encoding="utf-8", errors="replace"))
        for command, line, length in run_functions(code):
            if length <= RUN_LIMIT:
                continue
            breaking.add(name)
            if name not in allowed:
                found.append(f"{name}:{line}: run-length: {command}::run is {length} lines, over "
                             f"{RUN_LIMIT}; move its work into helpers or a core verb")
    for name in sorted(allowed - breaking):
        found.append(f"scripts/long-run-allowlist.txt:1: run-length: {name} has no run() over "
                     f"{RUN_LIMIT} lines any more; remove it from the allowlist")
    return found


def main():
    found = check_threads() + check_planned_rate() + check_run_length()
    for line in found:
        print(line)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
