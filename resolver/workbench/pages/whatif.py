"""What if: change a move's action or target or drop the move, a player's items or state, or an option, and compare
with the night: what changed in the moves' results and the deaths, with the reasons."""

from typing import Any, Callable

import pandas as pd
import streamlit as st

from resolver.workbench import common as c
from resolver import report
from resolver.game import whatif

c.add_strings({
    "whatif_title": ("Что если", "What if"),
    "whatif_intro": ("Измените одно или несколько условий — ниже будет видно, что поменялось в исходе.",
                     "Change one thing or several: the comparison shows what changes in the outcome."),
    "w_move": ("Ход", "A move"), "w_item": ("Предметы", "Items"), "w_option": ("Опция правил", "Rule option"),
    "w_state": ("Состояние игрока", "Player's state"),
    "none": ("— без изменений —", "— no change —"),
    "new_targets": ("Новые цели", "New targets"),
    "new_action": ("Заменить на ход", "Replace with the action"),
    "drop_move": ("Убрать этот ход", "Drop this move"),
    "no_move": ("— хода нет —", "— no such move —"),
    "why_before": ("Почему было", "Why before"), "why_after": ("Почему стало", "Why after"),
    "items_of": ("Предметы игрока", "The player's items"),
    "value": ("Значение", "Value"),
    "alive_before": ("Жив к началу ночи", "Alive at nightfall"),
    "doomed_by": ("Жертва Шизика (умрёт на шаге 1)", "Doomed by a Шизик (dies at step 1)"),
    "nobody": ("— никто —", "— nobody —"),
    "pick_change": ("Выберите изменение выше.", "Choose a change above."),
    "variant_bad": ("Изменённая ночь не разрешается:", "The changed night does not resolve:"),
    "nothing_changes": ("Ходы и смерти — те же, что в показанном исходе.",
                        "Moves and deaths are the same as in the outcome shown."),
    "changes": ("Что меняется", "What changes"),
    "original": ("Как было", "The night"),
    "variant": ("Что если", "What if"),
    "variant_ambiguous": ("У изменённой ночи {outcomes}; сравнивается №1.",
                          "The changed night has {outcomes}; #1 is compared."),
    "alternatives_change": ("Исходов у ночи было {before}, стало {after}.",
                            "The night had {before} outcome(s), now {after}."),
    "make_night": ("Сделать изменённую ночь текущей", "Make the changed night the current one"),
    "golden_original": ("Скачать ночь с её итогом (для проверки программы)",
                        "Download the night with its outcome (to check the program)"),
    "golden_variant": ("Скачать изменённую ночь как эталон", "Download the changed night as a golden case"),
})
ss = st.session_state


def pick(label: str, options: list[Any], key: str, fmt: Callable[[Any], str] = str) -> Any:
    """A selectbox whose first choice is 'no change' (None)."""
    return c.kept(st.selectbox, label, [None, *options], key=key, allowed=[None, *options], by_lang=True,
                  placeholder=c.t("none"), format_func=lambda v: c.t("none") if v is None else fmt(v))


def changes_form(res: Any) -> list[Any]:
    rs, scenario, lang = res.ruleset, res.scenario, c.lang()
    names = [p.name for p in scenario.players]
    out: list[Any] = []
    moves, items, option, state = st.columns(4)
    with moves.container(border=True):
        def move_label(i: int) -> str:
            m = scenario.moves[i]
            spec = rs.actions[m.action]
            return f"{m.actor}: {spec.name_ru if lang == 'ru' else spec.name_en} → {', '.join(m.targets)}"
        index = pick(c.t("w_move"), list(range(len(scenario.moves))), "wi_move", move_label)
        if index is not None:
            out.extend(move_change(res, index))
    with items.container(border=True):
        who = pick(c.t("w_item"), names, "wi_item_player")
        if who is not None:
            player = next(p for p in scenario.players if p.name == who)
            have = [rs.items[i].name_ru for i in player.items]
            chosen = c.kept(st.multiselect, c.t("items_of"), [i.name_ru for i in rs.items.values()],
                            fallback=have, key=f"wi_items_{who}")
            if chosen != have:
                out.append(whatif.Items(who, tuple(chosen)))
    with option.container(border=True):
        name = pick(c.t("w_option"), list(rs.options), "wi_option",
                    lambda o: f"{rs.option_label(o, lang)} ({rs.options[o].ruling})")
        if name is not None:
            spec = rs.options[name]
            st.caption(spec.describe(c.lang()))
            now = res.night.options.get(name, spec.default)
            if isinstance(spec.values, tuple):
                value = c.kept(st.selectbox, c.t("value"), list(spec.values), fallback=now,
                               allowed=list(spec.values), key=f"wi_value_{name}", by_lang=True,
                               format_func=lambda v, o=name: rs.option_value_label(o, v, lang))
            else:
                value = c.kept(st.number_input, c.t("value"), fallback=int(now), step=1, key=f"wi_value_{name}")
            c.show_ruling(spec.ruling, ruleset=rs)
            if value != now:
                out.append(whatif.OptionValue(name, value))
    with state.container(border=True):
        who = pick(c.t("w_state"), names, "wi_state_player")
        if who is not None:
            player = next(p for p in scenario.players if p.name == who)
            alive = c.kept(st.toggle, c.t("alive_before"), fallback=player.alive, key=f"wi_alive_{who}")
            doomed = c.kept(st.selectbox, c.t("doomed_by"), [None, *names], key=f"wi_doomed_{who}",
                            fallback=player.state.doomed_by, allowed=[None, *names], placeholder=c.t("nobody"),
                            format_func=lambda v: c.t("nobody") if v is None else v)
            if alive != player.alive or doomed != player.state.doomed_by:
                out.append(whatif.PlayerStatus(who, alive=alive, doomed_by=doomed, set_doomed_by=True))
    return out


def move_change(res: Any, index: int) -> list[Any]:
    """The chosen move: dropped, or another action of its actor (its targets kept as they fit), or new targets."""
    rs, scenario, lang = res.ruleset, res.scenario, c.lang()
    names = [p.name for p in scenario.players]
    move = scenario.moves[index]
    if c.kept(st.toggle, c.t("drop_move"), fallback=False, key=f"wi_drop_{index}"):
        return [whatif.DropMove(index)]
    own = rs.action_id(move.action)
    actions = whatif.move_actions(scenario, index)
    label = {a: rs.actions[a].name_ru if lang == "ru" else rs.actions[a].name_en for a in actions}
    action = c.kept(st.selectbox, c.t("new_action"), actions, key=f"wi_action_{index}", fallback=own,
                    allowed=actions, by_lang=True, format_func=label.__getitem__)
    spec = rs.actions[action]
    event = whatif.tonight_event(scenario)
    most = max(whatif.most_targets(spec, event), len(move.targets) if action == own else 0)
    fitted = list(move.targets) if action == own else whatif.fitted_targets(spec, list(move.targets), event)
    targets = fitted
    if most > 0:  # the move's own action keeps its key: its targets survive a look at another action
        key = f"wi_targets_{index}" if action == own else f"wi_targets_{index}_{action}"
        targets = list(c.kept(st.multiselect, c.t("new_targets"), names, fallback=fitted, max_selections=most,
                              key=key))
    if action != own:
        return [whatif.MoveAction(index, action, tuple(targets))]
    return [whatif.MoveTargets(index, tuple(targets))] if targets != list(move.targets) else []


def diff_rows(diff: whatif.Comparison) -> list[dict[str, str]]:
    """One row a move whose result changed (a move only one night has: «хода нет» on the other side), then one a
    death, each with its reasons before and after."""
    def result(value: str | None) -> str:
        return c.t("no_move") if value is None else c.mark(value)

    def what(m: whatif.MoveDiff) -> str:
        targets = m.targets_before if m.targets_before is not None else m.targets_after
        moved = m.targets_before is not None and m.targets_after is not None and m.targets_after != m.targets_before
        return f"{m.actor}: {m.action} → {targets or '—'}" + (f" ⇒ {m.targets_after or '—'}" if moved else "")

    rows = [{c.t("col_what"): what(m), c.t("col_before"): result(m.result_before),
             c.t("col_after"): result(m.result_after), c.t("why_before"): m.why_before,
             c.t("why_after"): m.why_after} for m in diff.moves]
    rows += [{c.t("col_what"): f"☠ {d.player}", c.t("col_before"): d.before or c.t("alive"),
              c.t("col_after"): d.after or c.t("alive"), c.t("why_before"): d.why_before,
              c.t("why_after"): d.why_after} for d in diff.deaths]
    return rows


def render() -> None:
    lang = c.lang()
    st.title(c.t("whatif_title"))
    cur = c.current()
    res = c.require_resolution(cur)
    if res is None:
        return
    st.caption(c.t("whatif_intro"))
    index = c.pick_alternative(res)
    changes = changes_form(res)
    base_name = cur.name.rsplit("/", 1)[-1].removesuffix(".yaml")
    st.download_button(c.t("golden_original"), whatif.golden_yaml(cur.text, res).encode("utf-8"),
                       file_name=f"{base_name}_golden.yaml", mime="application/x-yaml", key="dl_golden",
                       icon=":material/download:", on_click="ignore")
    if not changes:
        st.info(c.t("pick_change"))
        return
    text = whatif.variant_text(cur.text, changes) or ""
    other = c.resolve_cached(text, "what-if.yaml")
    if other.res is None:
        c.show_problems(other.problem_lines or [other.error or ""], c.t("variant_bad"))
        return
    diff = whatif.compare(res, other.res, index, 0, lang)
    st.subheader(c.t("changes"))
    if diff.alternatives[0] != diff.alternatives[1]:
        st.info(c.t("alternatives_change", before=diff.alternatives[0], after=diff.alternatives[1]))
    if other.res.ambiguous:
        st.warning(c.t("variant_ambiguous", outcomes=c.n_of(len(other.res.alternatives), "outcome")))
    if diff.same:
        st.success(c.t("nothing_changes"))
    else:
        st.dataframe(c.fill_results(pd.DataFrame(diff_rows(diff)), [c.t("col_before"), c.t("col_after")]),
                     hide_index=True, width="stretch", column_config={
                         c.t("why_before"): st.column_config.TextColumn(width="large"),
                         c.t("why_after"): st.column_config.TextColumn(width="large")})
    left, right = st.columns(2)
    left.markdown(f"**{c.t('original')}**")
    left.code(report.morning_post(res, res.alternatives[index], lang), language=None, wrap_lines=True)
    right.markdown(f"**{c.t('variant')}**")
    right.code(report.morning_post(other.res, other.res.alternatives[0], lang), language=None, wrap_lines=True)
    b1, b2 = st.columns(2)
    b1.button(c.t("make_night"), key="make_night", icon=":material/check:",
              on_click=c.set_night, args=(text, f"{base_name}_whatif.yaml", f"{base_name}_whatif.yaml"))
    b2.download_button(c.t("golden_variant"), whatif.golden_yaml(text, other.res).encode("utf-8"),
                       file_name=f"{base_name}_whatif_golden.yaml", mime="application/x-yaml",
                       key="dl_golden_variant", icon=":material/download:", on_click="ignore")


render()
