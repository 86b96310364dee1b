"""A rule set as one file (a setup): YAML with the host's text beside it, loaded into a `RulesetSpec` and registered.

The file is read as a night file is (`resolver.input.loader`: UTF-8 or Windows-1251, size and nesting limits), its
values by YAML's own types, then validated by the models generated from the rule kinds
(`resolver.input.setup_models`); roles `from:` a bundled rule set are taken there (`resolver.input.setup_from`).
The rule set built is checked as a bundled one is when it registers (`resolver.rulesets.check`), and every problem,
of the file's shape or of its data, is a `Problem` with the file, the line (from the YAML node marks) and the path
of the row and field: all at once. A setup that loads is registered under its id, as trusted as a bundled one.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from pydantic import ValidationError

from resolver.day.messages import DAY_MESSAGES
from resolver.input.loader import MAX_BYTES, MAX_DEPTH, Problem, decode
from resolver.input.setup_from import FromRoles
from resolver.input.setup_models import FromRole, setup_model, to_spec
from resolver.rulesets import available_rulesets, get_ruleset, register
from resolver.rulesets.check import RulesetError, check_ruleset_located
from resolver.specs.ruleset import Policy, RulesetSpec
from resolver.specs.rows import ROW_KINDS
from resolver.text.problems import Say, pydantic_msg, say

try:
    _Loader: Any = yaml.CSafeLoader
except AttributeError:  # pragma: no cover - PyYAML without libyaml
    _Loader = yaml.SafeLoader

Path_ = tuple[Any, ...]
_LOADED: dict[str, str] = {}  # rule-set id -> the setup file it was loaded from
_CACHE: dict[tuple[str, bytes], "SetupResult"] = {}


@dataclass
class SetupResult:
    filename: str
    spec: RulesetSpec | None = None
    problems: list[Problem] = field(default_factory=list)
    lines: dict[Path_, int] = field(default_factory=dict)
    # paths of the rule set's data that are not in the file (a role's actions taken `from:` a bundled rule set) ->
    # the place in the file that brought them
    origins: dict[Path_, Path_] = field(default_factory=dict)
    text_source: Path | None = None  # the file the rule text was read from (None: inline)

    @property
    def ok(self) -> bool:
        return self.spec is not None and not self.problems

    def line_of(self, path: Path_) -> int | None:
        path = tuple(path)
        for length in range(len(path), 0, -1):
            origin = self.origins.get(path[:length])
            if origin is not None:
                path = origin
                break
        while path:
            if path in self.lines:
                return self.lines[path]
            path = path[:-1]
        return self.lines.get((), 1)

    def add(self, path: Path_, message: Any) -> None:
        where = _dotted(path)
        text = say("setup_at", where=where, msg=message) if where else message
        self.problems.append(Problem(self.filename, self.line_of(path), text, path=tuple(path)))


def _dotted(path: Path_) -> str:
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


class _Reader:
    """YAML nodes -> plain data (YAML's own scalar types; keys stay the text typed), each path's line kept."""

    def __init__(self, result: SetupResult) -> None:
        self.result = result
        self.constructor = yaml.constructor.SafeConstructor()

    def read(self, node: yaml.Node, path: Path_, depth: int = 0) -> Any:
        self.result.lines.setdefault(path, node.start_mark.line + 1)
        if depth > MAX_DEPTH:
            self.result.add(path, say("too_deep", max=MAX_DEPTH))
            return None
        if isinstance(node, yaml.ScalarNode):
            return self.constructor.construct_object(node)
        if isinstance(node, yaml.SequenceNode):
            return [self.read(child, path + (i,), depth + 1) for i, child in enumerate(node.value)]
        if not isinstance(node, yaml.MappingNode):  # pragma: no cover - the composer makes only these
            return None
        out: dict[str, Any] = {}
        for key_node, value_node in node.value:
            if not isinstance(key_node, yaml.ScalarNode):
                self.result.problems.append(Problem(self.result.filename, key_node.start_mark.line + 1,
                                                    say("key_not_plain")))
                continue
            key = key_node.value
            self.result.lines[path + (key,)] = key_node.start_mark.line + 1
            if key in out:
                self.result.add(path + (key,), say("duplicate_key", key=key))
                continue
            value = self.read(value_node, path + (key,), depth + 1)
            if value is not None:  # empty means not given: the field's default
                out[key] = value
        return out


def load_setup_file(path: str | Path, register_it: bool = True) -> SetupResult:
    """A setup file, loaded and (when it loads) registered; loaded again only when it or its text changed."""
    path = Path(path)
    try:
        data = path.read_bytes()[: MAX_BYTES + 1]
    except OSError as exc:
        result = SetupResult(str(path))
        result.problems.append(Problem(str(path), None, say("cannot_read", reason=exc.strerror or type(exc).__name__)))
        return result
    key = (str(path.resolve()), data)
    cached = _CACHE.get(key)
    if cached is not None and register_it and _still_current(cached):
        return cached
    result = load_setup_bytes(data, str(path), path.parent, register_it)
    if result.ok and register_it:
        _CACHE.clear()  # one setup at a time is remembered: the one the nights being read name
        _CACHE[key] = result
    return result


def _still_current(result: SetupResult) -> bool:
    """Is a setup loaded before still the registered rule set of its id, with the same text?"""
    spec = result.spec
    if spec is None or result.text_source is None:
        return False
    try:
        if get_ruleset(spec.id) is not spec:
            return False
        text, _enc, _bad = decode(result.text_source.read_bytes()[: MAX_BYTES + 1])
    except (KeyError, OSError):
        return False
    return text == spec.text


def load_bundled_setup(path: Path) -> RulesetSpec:
    """A setup file bundled with the rule sets (`resolver/rulesets/<id>.yaml`): its rule set, built and checked, for
    the registry to register as a bundled one (`resolver.rulesets.set_file_loader`); its id must be the file's name.
    Its problems raise one `RulesetError`, each located in the file."""
    result = load_setup_bytes(path.read_bytes(), str(path), path.parent, register_it=False, bundled=True)
    if result.spec is not None and result.spec.id != path.stem:
        result.add(("id",), say("setup_bundled_id", id=result.spec.id, name=path.stem))
    if not result.ok or result.spec is None:
        raise RulesetError(path.stem, [p.text("en") for p in result.problems])
    return result.spec


def load_setup_bytes(data: bytes, filename: str, folder: Path | None = None, register_it: bool = True,
                     bundled: bool = False) -> SetupResult:
    """A setup's bytes (a file, an upload): its rule set built, checked and (when it loads) registered. `bundled`: a
    file bundled with the rule sets, whose id is rightly one of theirs."""
    result = SetupResult(filename)
    if len(data) > MAX_BYTES:
        result.problems.append(Problem(filename, None, say("file_too_big", max=MAX_BYTES)))
        return result
    text, _encoding, bad_line = decode(data)
    if text is None:
        result.problems.append(Problem(filename, bad_line, say("bad_encoding")))
        return result
    try:
        root = yaml.compose(text, Loader=_Loader)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        result.problems.append(Problem(filename, mark.line + 1 if mark is not None else None,
                                       say("malformed_yaml", problem=problem)))
        return result
    raw = _Reader(result).read(root, ()) if root is not None else None
    if not isinstance(raw, dict):
        result.problems.append(Problem(filename, 1, say("setup_not_mapping")))
        return result
    rule_text = _rule_text(raw, folder, result)
    spec = _build(raw, rule_text, filename, result, bundled)
    if spec is None or result.problems:
        return result
    for where, field_name, what in check_ruleset_located(spec):
        result.add(_data_path(where) + ((field_name,) if field_name else ()), what)
    if result.problems:
        result.problems.sort(key=lambda p: p.line or 0)
        return result
    result.spec = spec
    if register_it:
        register(spec.id, lambda: spec, aliases=(spec.name_ru, spec.name_en), bundled=False)
        _LOADED[spec.id] = filename
    return result


def _rule_text(raw: dict[str, Any], folder: Path | None, result: SetupResult) -> str:
    """The host's text: inline (a text of several lines), or the file it names beside the setup."""
    given = raw.get("text")
    if not isinstance(given, str):
        return ""  # the schema says so
    if "\n" in given.strip():
        return given
    where = (folder or Path(".")) / given
    try:
        body, _enc, _bad = decode(where.read_bytes()[: MAX_BYTES + 1])
    except OSError as exc:
        result.add(("text",), say("setup_no_text", path=given, reason=exc.strerror or type(exc).__name__))
        return ""
    if body is None:
        result.add(("text",), say("bad_encoding"))
        return ""
    result.text_source = where
    return body


def _build(raw: dict[str, Any], rule_text: str, filename: str, result: SetupResult,
           bundled: bool = False) -> RulesetSpec | None:
    try:
        model = setup_model().model_validate(raw)
    except ValidationError as exc:
        for err in exc.errors():
            path = _file_path(raw, tuple(err["loc"]))
            result.add(path, _schema_message(err, raw, path))
        result.problems.sort(key=lambda p: p.line or 0)
        return None
    ruleset_id = str(getattr(model, "id"))  # noqa: B009 (a model made at run time: mypy sees a BaseModel)
    if ruleset_id in available_rulesets() and not bundled:
        result.add(("id",), say("setup_id_taken", id=ruleset_id))
    given = {name: to_spec(getattr(model, name)) for name in type(model).model_fields if name not in ("text", "roles")}
    for table in ("clauses", "roles", "actions", "steps", "options", "kill_kinds", "events", "items", "pending"):
        for key, entry in (raw.get(table) or {}).items():
            own = entry.get("name" if table == "options" else "id") if isinstance(entry, dict) else None
            if own is not None and own != key:
                result.add((table, key, "name" if table == "options" else "id"),
                           say("setup_key_differs", field="name" if table == "options" else "id", value=own, key=key))
    given["clauses"] = {cid: dataclasses.replace(c, ruleset_text=rule_text) for cid, c in given["clauses"].items()}
    spec = RulesetSpec(text_file=Path(filename).name, roles={}, policy=Policy(), **given)
    spec.__dict__["text"] = rule_text  # the text is the setup's, not a packaged one (`RulesetSpec.text`)
    if spec.day is not None:  # the day's own sentences, as a bundled rule set's day gets them (`resolver.day.attach`)
        spec.messages = {**DAY_MESSAGES, **spec.messages}
    taken = FromRoles(spec, result)
    for key, role in getattr(model, "roles").items():  # noqa: B009
        if isinstance(role, FromRole):
            taken.take(key, role)
        else:
            spec.roles[key] = to_spec(role, key)
    spec.provenance = tuple(taken.notes)
    return spec


def _file_path(raw: Any, loc: Path_) -> Path_:
    """pydantic's location of an error as a path of the file: the tags of the unions (a row's kind) left out."""
    out: list[Any] = []
    node = raw
    for part in loc:
        if isinstance(node, dict) and part in node:
            node = node[part]
        elif isinstance(node, dict) and part == "from_" and "from" in node:
            part, node = "from", node["from"]
        elif isinstance(node, list) and isinstance(part, int) and part < len(node):
            node = node[part]
        elif isinstance(node, (dict, list)) and part in ("own", "from") or isinstance(part, str) and part in ROW_KINDS:
            continue  # a tag of a union: the data has no such level
        elif isinstance(node, dict):
            out.append(part)  # a missing field, or one not known
            node = None
            continue
        else:
            continue
        out.append(part)
    return tuple(out)


def _schema_message(err: Any, raw: dict[str, Any], path: Path_) -> Say:
    kind = err["type"]
    given = err.get("input")
    if kind in ("union_tag_not_found", "union_tag_invalid") and isinstance(given, dict):
        tag = given.get("kind")
        if tag is None:
            return say("setup_no_kind")
        import difflib

        close = difflib.get_close_matches(str(tag), sorted(ROW_KINDS), n=1)
        return say("setup_bad_kind", kind=tag, hint=say("check_hint", name=close[0]) if close else "")
    if kind == "extra_forbidden":
        return say("unknown_field")
    if kind == "missing" and err["loc"] and isinstance(err["loc"][-1], int):  # a pair given one value
        return say("setup_short_list", n=err["loc"][-1] + 1)
    msg = pydantic_msg(kind, err["msg"], err.get("ctx"))
    if kind.endswith("_type") and isinstance(given, (dict, list)):
        return say("got_mapping" if isinstance(given, dict) else "got_list", msg=msg)
    return msg


_SEGMENT = re.compile(r"\.?([^.\[\]\s]+)|\[([^\]]*)\]")


def _data_path(where: str) -> Path_:
    """The check's path of a row («actions[kill].rows[0 kill 'kil']») as a path of the file."""
    out: list[Any] = []
    for name, bracket in _SEGMENT.findall(where):
        if name:
            out.append(name)
            continue
        index = re.match(r"(\d+)(?: |$)", bracket)
        out.append(int(index.group(1)) if index else bracket)
    return tuple(out)


_TOP_KEY = re.compile(r"^(roles|players|text):", re.M)


def is_setup_file(path: str | Path) -> bool:
    """Is this YAML a setup file (a rule set), not a night? Its editor line names the setup schema, or it has
    top-level `roles:` or `text:` and no `players:`. `check` and the bundled lists skip such a file."""
    try:
        head = Path(path).read_text(encoding="utf-8", errors="replace")[:200_000]
    except OSError:
        return False
    first = head.split("\n", 1)[0]
    if "setup.schema.json" in first:
        return True
    keys = set(_TOP_KEY.findall(head))
    return "players" not in keys and bool(keys)
