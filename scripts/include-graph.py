#!/usr/bin/env python3
"""Prints the room graph of core/ and fails on a cycle.

A room is a folder directly under core/ (bench, plan, storage, ...). Room A depends on room B
when a file under core/A/ has a line #include "B/...". Rooms must form layers: a cycle between
folders means none of them can be read, tested or moved without the others. Each room's sources
go to one library (its CMakeLists.txt says which); a room may include only rooms of its own
library or of one its library links (core/CMakeLists.txt), else a lower library would need a
higher one.

    scripts/include-graph.py          # the graph, lowest rooms first; exit 1 naming each cycle
    scripts/include-graph.py --dot    # the same graph for Graphviz (dot -Tsvg)

The command-line application lives in app/cli, on top of the rooms; a core/cli would be skipped.
"""
import argparse
import pathlib
import re
import sys

SKIPPED_ROOMS = {"cli"}
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"/]+)/[^"]+"')
SOURCE_SUFFIXES = {".h", ".hpp", ".cpp", ".cc", ".in"}
TARGET_SOURCES = re.compile(r"target_sources\(\s*(\w+)")
ADD_LIBRARY = re.compile(r"add_library\(\s*(\w+)")
TARGET_LINK = re.compile(r"target_link_libraries\(\s*(\w+)([^)]*)\)")


def scan(core):
    """Returns {room: {used room: [including files]}} for every room under core."""
    rooms = sorted(p.name for p in core.iterdir() if p.is_dir() and p.name not in SKIPPED_ROOMS)
    known = set(rooms) | SKIPPED_ROOMS
    graph = {room: {} for room in rooms}
    for room in rooms:
        for path in sorted((core / room).rglob("*")):
            if path.suffix not in SOURCE_SUFFIXES or not path.is_file():
                continue
            for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
                match = INCLUDE.match(line)
                if not match or match.group(1) not in known or match.group(1) == room:
                    continue
                files = graph[room].setdefault(match.group(1), [])
                name = str(path.relative_to(core.parent))
                if name not in files:
                    files.append(name)
    return graph


def libraries(core, rooms):
    """Returns ({room: library}, {library: libraries it links, directly or not})."""
    of_room = {}
    for room in rooms:
        cmake = core / room / "CMakeLists.txt"
        match = TARGET_SOURCES.search(cmake.read_text()) if cmake.is_file() else None
        if match:
            of_room[room] = match.group(1)
    text = (core / "CMakeLists.txt").read_text()
    defined = set(ADD_LIBRARY.findall(text))
    direct = {lib: set() for lib in defined}
    for lib, args in TARGET_LINK.findall(text):
        if lib in defined:
            direct[lib] |= {word for word in args.split() if word in defined and word != lib}
    links = {}
    for lib in defined:
        seen, todo = set(), list(direct[lib])
        while todo:
            other = todo.pop()
            if other not in seen:
                seen.add(other)
                todo.extend(direct.get(other, ()))
        links[lib] = seen
    return of_room, links


def upward(graph, of_room, links):
    """The includes that reach into a library the including room's library does not link."""
    found = []
    for room in sorted(graph):
        for used in sorted(graph[room]):
            mine, theirs = of_room.get(room), of_room.get(used)
            if mine and theirs and theirs != mine and theirs not in links.get(mine, ()):
                found.append((room, mine, used, theirs))
    return found


def strongly_connected(graph):
    """Tarjan's algorithm; returns the components with more than one room."""
    index, low, stack, on_stack, found = {}, {}, [], set(), []

    def visit(room):
        index[room] = low[room] = len(index)
        stack.append(room)
        on_stack.add(room)
        for used in sorted(graph.get(room, {})):
            if used not in index:
                visit(used)
                low[room] = min(low[room], low[used])
            elif used in on_stack:
                low[room] = min(low[room], index[used])
        if low[room] == index[room]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == room:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for room in sorted(graph):
        if room not in index:
            visit(room)
    return found


def cycles_within(graph, component, limit=50):
    """The elementary cycles among the rooms of one component, each from its smallest room."""
    members = set(component)
    result = []

    def walk(start, room, path):
        for used in sorted(graph.get(room, {})):
            if used not in members or used < start or len(result) >= limit:
                continue
            if used == start:
                result.append(path + [start])
            elif used not in path:
                walk(start, used, path + [used])

    for start in component:
        walk(start, start, [start])
    return result


def layers(graph):
    """Rooms by height: a room sits one above the highest room it uses (cycles left out)."""
    height = {}

    def of(room, seen):
        if room in height:
            return height[room]
        if room in seen:
            return 0
        seen.add(room)
        value = 1 + max((of(u, seen) for u in graph.get(room, {}) if u in graph), default=-1)
        seen.discard(room)
        height[room] = value
        return value

    for room in graph:
        of(room, set())
    by_height = {}
    for room, h in height.items():
        by_height.setdefault(h, []).append(room)
    return [sorted(by_height[h]) for h in sorted(by_height)]


def print_text(graph, components, of_room):
    in_cycle = {room for c in components for room in c}
    for level, rooms in enumerate(layers(graph)):
        for room in rooms:
            uses = ", ".join(sorted(graph[room])) or "-"
            mark = "  [cycle]" if room in in_cycle else ""
            print(f"{level:2}  {room:14} {of_room.get(room, '?'):17} -> {uses}{mark}")


def print_dot(graph, components):
    in_cycle = {room for c in components for room in c}
    print("digraph rooms {")
    print("    rankdir=BT;")
    print("    node [shape=box, fontname=sans];")
    for room in sorted(graph):
        style = ' [color=red]' if room in in_cycle else ""
        print(f'    "{room}"{style};')
    for room in sorted(graph):
        for used in sorted(graph[room]):
            both = room in in_cycle and used in in_cycle and any(
                room in c and used in c for c in components)
            style = ' [color=red]' if both else ""
            print(f'    "{room}" -> "{used}"{style};')
    print("}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dot", action="store_true", help="print Graphviz instead of text")
    parser.add_argument("--core", type=pathlib.Path,
                        default=pathlib.Path(__file__).resolve().parent.parent / "core",
                        help="the core folder (default: the one next to scripts/)")
    args = parser.parse_args()

    graph = scan(args.core)
    of_room, links = libraries(args.core, graph)
    components = strongly_connected(graph)
    if args.dot:
        print_dot(graph, components)
    else:
        print_text(graph, components, of_room)

    for component in components:
        print(f"include-graph: cycle among {', '.join(component)}:", file=sys.stderr)
        for cycle in cycles_within(graph, component):
            print("    " + " -> ".join(cycle), file=sys.stderr)
        for room in component:
            for used in sorted(graph[room]):
                if used in component:
                    files = graph[room][used]
                    more = f" (+{len(files) - 3} more)" if len(files) > 3 else ""
                    print(f"    {room} -> {used}: {', '.join(files[:3])}{more}",
                          file=sys.stderr)
    wrong_way = upward(graph, of_room, links)
    for room, mine, used, theirs in wrong_way:
        files = graph[room][used]
        print(f"include-graph: {room} ({mine}) includes {used} ({theirs}), which {mine} does "
              f"not link: {', '.join(files[:3])}", file=sys.stderr)
    return 1 if components or wrong_way else 0


if __name__ == "__main__":
    sys.exit(main())
