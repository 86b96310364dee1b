"""Roles a setup file takes from a bundled rule set (`roles: {doctor: {from: andorra, name: Доктор, change: ...}}`).

The role is the bundled one, with its actions (those its `actions` list names after the change); `change` replaces
fields of the role, `change_actions` fields of its actions (an action's `rows` as a whole), each validated as the
file's own entries are. What the role and its actions name that the setup does not have (a clause, a step, an item,
an option, a kill kind, a pending effect, an event, a sentence, an action a row derives) is taken from the bundled
rule set too; a clause the setup has under the same id is the setup's. The rule set records what it took and what
it changed (`RulesetSpec.provenance`, shown by `mafia-night rules show`).
"""

from __future__ import annotations

import dataclasses
import difflib
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ValidationError

from resolver.input.setup_models import FromRole, model_for, to_plain, to_spec
from resolver.rulesets import available_rulesets, get_ruleset
from resolver.rulesets.check import named_ids
from resolver.specs.ruleset import ActionSpec, RoleSpec, RulesetSpec
from resolver.text.messages import MESSAGES
from resolver.text.problems import say

if TYPE_CHECKING:
    from resolver.input.setup_file import SetupResult

# A reference's table -> the rule set's field holding it: what a taken role may bring with it.
_TAKEN_TABLES = {"clause": "clauses", "step": "steps", "item": "items", "option": "options",
                 "kill_kind": "kill_kinds", "pending": "pending", "event": "events", "action": "actions",
                 "message": "messages"}


class FromRoles:
    """Takes the `from:` roles of one setup into its rule set, each problem located in the file."""

    def __init__(self, spec: RulesetSpec, result: "SetupResult") -> None:
        self.spec = spec
        self.result = result
        self.notes: list[Any] = []

    def take(self, key: str, role: FromRole) -> None:
        where = ("roles", key)
        source = self._source(role.from_, where + ("from",))
        if source is None:
            return
        role_id = source.role_id(role.name)
        if role_id is None:
            close = difflib.get_close_matches(role.name, source.known_names("roles"), n=1)
            self.result.add(where + ("name",), say("setup_unknown_role", ruleset=source.id, name=role.name,
                                                   hint=say("check_hint", name=close[0]) if close else ""))
            return
        base = source.roles[role_id]
        changed = self._changed(model_for(RoleSpec, True), base, role.change, where + ("change",), key)
        if changed is None:
            return
        self.spec.roles[key] = changed
        for action_id in role.change_actions:
            if action_id not in changed.actions:
                self.result.add(where + ("change_actions", action_id),
                                say("setup_change_action", action=action_id, role=base.name_ru, ruleset=source.id,
                                    known=", ".join(changed.actions)))
        taken: dict[str, list[str]] = {}
        queue: list[Any] = [changed]
        for action_id in changed.actions:
            if action_id in self.spec.actions or action_id not in source.actions:
                continue  # the setup's own action of that id; an unknown one is the check's
            action: ActionSpec | None = source.actions[action_id]
            change = role.change_actions.get(action_id)
            if change:
                action = self._changed(model_for(ActionSpec, True), source.actions[action_id], change,
                                       where + ("change_actions", action_id), action_id)
            if action is None:
                continue
            self.spec.actions[action_id] = action
            self.result.origins[("actions", action_id)] = where
            taken.setdefault("actions", []).append(action_id)
            queue.append(action)
        self._bring(source, queue, where, taken)
        self._note(key, base, source, role, taken)

    def _source(self, name: str, where: tuple[Any, ...]) -> RulesetSpec | None:
        try:
            return get_ruleset(name)
        except KeyError:
            known = available_rulesets()
            close = difflib.get_close_matches(name, known, n=1)
            self.result.add(where, say("setup_unknown_ruleset", name=name, known=", ".join(known),
                                       hint=say("check_hint", name=close[0]) if close else ""))
            return None

    def _changed(self, model: type[BaseModel], base: Any, change: dict[str, Any], where: tuple[Any, ...],
                 key: str) -> Any:
        """`base` with the fields `change` gives, validated as the file's own entry would be; None on a problem."""
        data = to_plain(base)
        data.update(change)
        data.pop("id", None)
        try:
            return to_spec(model.model_validate(data), key)
        except ValidationError as exc:
            from resolver.input.setup_file import _file_path, _schema_message

            for err in exc.errors():
                loc = tuple(err["loc"])
                inner = _file_path(change, loc) if loc and loc[0] in change else ()
                self.result.add(where + inner, _schema_message(err, change, inner))
            return None

    def _bring(self, source: RulesetSpec, queue: list[Any], where: tuple[Any, ...],
               taken: dict[str, list[str]]) -> None:
        """What the taken role and its actions name that the setup has not: from the bundled rule set."""
        seen: set[tuple[str, str]] = set()
        while queue:
            value = queue.pop()
            for table, named in sorted(named_ids(source, value, type(value)) - seen):
                seen.add((table, named))
                field = _TAKEN_TABLES.get(table)
                if field is None:
                    continue
                mine: dict[str, Any] = getattr(self.spec, field)
                theirs: dict[str, Any] = getattr(source, field)
                if named in mine or named not in theirs or (table == "message" and named in MESSAGES):
                    continue
                item = theirs[named]
                if table == "clause":
                    item = dataclasses.replace(item, title_ru=f"{source.name_ru}: {item.title_ru}",
                                               title_en=f"{source.name_en}: {item.title_en}")
                mine[named] = item
                if table == "option" and named in source.option_names:
                    self.spec.option_names[named] = source.option_names[named]
                self.result.origins[(field, named)] = where
                taken.setdefault(field, []).append(named)
                if table != "message":
                    queue.append(item)

    def _note(self, key: str, base: RoleSpec, source: RulesetSpec, role: FromRole,
              taken: dict[str, list[str]]) -> None:
        self.notes.append(say("from_role", role=key, source=source.id, name=base.name_ru))
        if role.change:
            self.notes.append(say("from_changed", fields=", ".join(role.change)))
        for action_id, change in role.change_actions.items():
            self.notes.append(say("from_action_changed", action=action_id, fields=", ".join(change)))
        if taken:
            what = "; ".join(f"{field}: {', '.join(sorted(ids))}" for field, ids in sorted(taken.items()))
            self.notes.append(say("from_taken", source=source.id, what=what))
