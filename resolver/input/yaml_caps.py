"""Any YAML file of the tool as plain data with the line of each part, within caps on size, depth, aliases,
values and control characters: a YAML bomb or a nesting that would crash libyaml is refused in one located line.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from typing import Any

import yaml

from resolver.input.load_result import LoadResult, Path_
from resolver.input.reader import MAX_BYTES, Problem, char_name, line_ends
from resolver.text.problems import say

__all__ = ["MAX_DEPTH", "MAX_ALIASES", "MAX_NODES", "parse_yaml", "load_typed"]

try:
    _Loader: Any = yaml.CSafeLoader
except AttributeError:  # pragma: no cover - PyYAML without libyaml
    _Loader = yaml.SafeLoader

_NULLS = {"", "~", "null", "Null", "NULL"}

# Limits: a night file is a few kilobytes (4,000 players are about 300 KB; the size is capped by the reader,
# `MAX_BYTES`). Anything beyond these is a mistake or a YAML bomb, and is reported in one line instead of
# eating the machine's memory.
MAX_DEPTH = 64
MAX_ALIASES = 100
MAX_NODES = 1_000_000
# Characters YAML itself refuses (C0/C1 controls but tab and line ends, surrogates, U+FFFE/U+FFFF).
_YAML_FORBIDDEN = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x84\x86-\x9f\ud800-\udfff\ufffe\uffff]")
# Controls, invisible format characters (zero-width, bidi marks) and line/paragraph separators: never
# part of a name; in free text (title, description, note) a tab and a line break are fine.
_INVISIBLE = re.compile(
    "[\x00-\x1f\x7f-\x9f\xad\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2\u180e"
    "\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb"
    "\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a"
    "\U000e0001\U000e0020-\U000e007f]")
_FREE_TEXT = {"title", "description", "note"}

class _TooBig(Exception):
    """The node tree expands past MAX_NODES (aliases of aliases)."""


class _Walker:
    """Node tree -> plain data; every scalar stays the text the host typed (YAML 1.1 traps avoided).

    Line numbers count \\n, \\r\\n and a lone \\r, as editors do: YAML also breaks lines at U+2028,
    U+2029 and U+0085, which would shift every later line number.
    """

    def __init__(self, text: str, result: LoadResult) -> None:
        self.result = result
        self.nodes = 0
        odd_breaks = any(c in text for c in ("\u2028", "\u2029", "\x85")) or "\r" in text.replace("\r\n", "")
        self.newlines = line_ends(text) if odd_breaks else None
        # Values are checked one by one only when the text could hold such a character (an escape
        # like "\\e" or "\\u200b" in double quotes counts); the common file skips that.
        self.check_chars = ("\\" in text or "\t" in text
                            or _INVISIBLE.search(text.replace("\n", "").replace("\r", "")) is not None)

    def line(self, node: Any) -> int:
        """The line of a node or an event."""
        return self.mark_line(node.start_mark)

    def mark_line(self, mark: Any) -> int:
        if self.newlines is None:
            return int(mark.line) + 1
        return bisect_right(self.newlines, mark.index - 1) + 1

    def chars(self, value: str, path: Path_, node: yaml.Node) -> None:
        free = bool(path) and path[-1] in _FREE_TEXT
        for match in _INVISIBLE.finditer(value):
            ch = match.group()
            if free and ch in "\t\n":
                continue
            where = ".".join(str(p) for p in path) or "(top)"
            self.result.problems.append(Problem(
                self.result.filename, self.line(node),
                say("invisible_char", where=where, value=value, char=char_name(ch)), path=path))
            return

    def walk(self, node: yaml.Node, path: Path_, depth: int = 0) -> Any:
        result = self.result
        self.nodes += 1
        if self.nodes > MAX_NODES:
            raise _TooBig
        odd = self.newlines is not None
        line = self.line(node) if odd else node.start_mark.line + 1
        result.lines.setdefault(path, line)
        if depth > MAX_DEPTH:
            where = ".".join(str(p) for p in path[:3]) or "(top)"
            result.problems.append(Problem(result.filename, line, say("too_deep_at", where=where, max=MAX_DEPTH)))
            return None
        if isinstance(node, yaml.ScalarNode):
            # libyaml marks a plain scalar with style "" (PyYAML's own loader with None)
            value = node.value
            if not node.style and value in _NULLS:
                return None
            if self.check_chars:
                self.chars(value, path, node)
            return value
        if isinstance(node, yaml.MappingNode):
            out: dict[str, Any] = {}
            lines = result.lines
            for key_node, value_node in node.value:
                key_line = self.line(key_node) if odd else key_node.start_mark.line + 1
                if not isinstance(key_node, yaml.ScalarNode):
                    result.problems.append(Problem(result.filename, key_line, say("key_not_plain")))
                    continue
                key = key_node.value
                if self.check_chars:
                    self.chars(key, path + (key,), key_node)
                if key in out:
                    result.problems.append(Problem(result.filename, key_line, say("duplicate_key", key=key)))
                    continue
                lines[path + (key,)] = key_line
                out[key] = self.walk(value_node, path + (key,), depth + 1)
            return out
        assert isinstance(node, yaml.SequenceNode)
        return [self.walk(child, path + (i,), depth + 1) for i, child in enumerate(node.value)]


def _prescan(text: str, result: LoadResult) -> bool:
    """Limits checked on the event stream before any node is built; False when the file is refused.

    libyaml's composer recurses in C: thousands of nested brackets overflow its stack (a crash, not
    an exception), and aliases of aliases expand exponentially. The event parser has neither problem.
    """
    depth = aliases = 0
    # One frame per open collection: [expanded size so far, its anchor]
    frames: list[list[Any]] = [[0, None]]
    sizes: dict[str, int] = {}
    walker = _Walker(text, result)

    def refuse(event: Any, message: str) -> bool:
        result.problems.append(Problem(result.filename, walker.line(event), message))
        return False

    try:
        for event in yaml.parse(text, Loader=_Loader):
            if isinstance(event, (yaml.MappingStartEvent, yaml.SequenceStartEvent)):
                depth += 1
                if depth > MAX_DEPTH:
                    return refuse(event, say("too_deep", max=MAX_DEPTH))
                frames.append([1, event.anchor])
            elif isinstance(event, (yaml.MappingEndEvent, yaml.SequenceEndEvent)):
                depth -= 1
                size, anchor = frames.pop()
                if anchor:
                    sizes[anchor] = size
                frames[-1][0] += size
            elif isinstance(event, yaml.ScalarEvent):
                frames[-1][0] += 1
                if event.anchor:
                    sizes[event.anchor] = 1
            elif isinstance(event, yaml.AliasEvent):
                aliases += 1
                if aliases > MAX_ALIASES:
                    return refuse(event, say("too_many_aliases", max=MAX_ALIASES))
                frames[-1][0] += sizes.get(event.anchor or "", 1)
                if sum(f[0] for f in frames) > MAX_NODES:
                    return refuse(event, say("alias_bomb", anchor=event.anchor, max=MAX_NODES))
    except yaml.YAMLError:
        return True  # compose reports it, with its line
    return True


def _needs_prescan(text: str) -> bool:
    """Whether the file could be deep or use aliases; the common night skips the extra pass.

    Block nesting needs indentation, so with short lines and few brackets the depth stays small
    enough for libyaml's composer (it handles thousands of levels; MAX_DEPTH is then checked on
    the nodes).
    """
    if "*" in text or "&" in text:
        return True
    if text.count("[") + text.count("{") > 500:
        return True
    return max(map(len, text.split("\n")), default=0) > 500


def parse_yaml(text: str, filename: str = "<text>", empty_ok: bool = False) -> LoadResult:
    """Any YAML file of the tool (a night, a cast, a game's step) as plain data with the lines of its parts,
    within the caps on size, depth, aliases and control characters; `raw` is None when it is refused (or
    empty and `empty_ok`)."""
    # Building the node tree allocates many small objects that all live until the end: the
    # cyclic garbage collector only slows that down (measured: x1.6 on a 4,000-player night).
    import gc

    enabled = gc.isenabled()
    gc.disable()
    try:
        return _parse_yaml(text, filename, empty_ok)
    finally:
        if enabled:
            gc.enable()


def _parse_yaml(text: str, filename: str, empty_ok: bool) -> LoadResult:
    result = LoadResult(filename)
    if len(text) > MAX_BYTES:
        result.problems.append(Problem(filename, None, say("text_too_long", max=MAX_BYTES)))
        return result
    bad = list(_YAML_FORBIDDEN.finditer(text))
    if bad:
        newlines = line_ends(text)
        for match in bad[:20]:
            line = bisect_right(newlines, match.start() - 1) + 1
            result.problems.append(Problem(filename, line, say("control_char", char=char_name(match.group()))))
        if len(bad) > 20:
            result.problems.append(Problem(filename, None, say("more_chars", n=len(bad) - 20)))
        return result
    if _needs_prescan(text) and not _prescan(text, result):
        return result
    try:
        root = yaml.compose(text, Loader=_Loader)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        at = _Walker(text, result).mark_line(mark) if mark is not None else None
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        result.problems.append(Problem(filename, at, say("malformed_yaml", problem=problem)))
        return result
    if root is None:
        if not empty_ok:
            result.problems.append(Problem(filename, 1, say("empty_file")))
        return result
    try:
        data = _Walker(text, result).walk(root, ())
    except _TooBig:
        result.problems.append(Problem(filename, None, say("too_many_values", max=MAX_NODES)))
        return result
    result.raw = data
    return result



def load_typed(text: str) -> Any:
    """The values as YAML types them (2 a number, true a truth value); only for a text `parse_yaml` let through."""
    return yaml.load(text, Loader=_Loader)  # noqa: S506 - a safe loader, within the caps
