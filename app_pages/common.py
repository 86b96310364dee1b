"""Shared state, strings and small views of the workbench pages.

The night is kept as YAML text in `st.session_state.night_text`. Every page
resolves that text with `resolver.api.resolve_text` (cached by text) and shows
it with the formatters of `resolver.report`, exactly as the CLI does.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import streamlit as st

from resolver.api import Resolution, resolve_text
from resolver.decisions import Decision
from resolver.loader import LoadResult, load_text
from resolver.messages import result_word
from resolver.report import clause_ref, decision_text
from resolver.rulings_doc import ruling

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = ROOT / "scenarios"
DEFAULT_NIGHT = "scenarios/examples/bankers_night1.yaml"
PAGES = {name: f"app_pages/{name}.py" for name in ("night", "results", "why", "outcomes", "whatif", "next_night")}
# Plain symbols, not emoji: they render in every font, also in the data tables' canvas.
MARKS = {"success": "✓", "failed": "✗", "void": "⊘", "not_counted": "–"}
COLORS = {"success": "green", "failed": "red", "void": "gray", "not_counted": "gray"}
FILLS = {"✓": "#d9f2d9", "✗": "#f7d4d4", "⊘": "#e6e6e6", "–": "#f0f0f0"}
ICONS = {"night": ":material/bedtime:", "results": ":material/article:", "why": ":material/help:",
         "outcomes": ":material/balance:", "whatif": ":material/alt_route:", "next_night": ":material/skip_next:"}

STRINGS: dict[str, tuple[str, str]] = {
    # navigation and sidebar
    "page_night": ("Ночь", "Night"),
    "page_results": ("Итоги", "Results"),
    "page_why": ("Почему", "Why"),
    "page_outcomes": ("Исходы", "Outcomes"),
    "page_whatif": ("Что если", "What if"),
    "page_next_night": ("Следующая ночь", "Next night"),
    "language": ("Язык", "Language"),
    "current_night": ("Текущая ночь", "Current night"),
    "night_stats": ("{players} игроков, {moves} ходов", "{players} players, {moves} moves"),
    "status_ok": (":green[✓ разрешена]", ":green[✓ resolved]"),
    "status_ambiguous": (":orange[исходов: {n}, нужен выбор ведущего]", ":orange[{n} outcomes: the host must rule]"),
    "status_problems": (":red[✗ ошибок в файле: {n}]", ":red[✗ {n} problem(s) in the file]"),
    "status_error": (":red[✗ внутренняя ошибка]", ":red[✗ internal error]"),
    "download_night": ("Скачать ночь (YAML)", "Download the night (YAML)"),
    # common
    "problems": ("В ночи есть ошибки ({n}), она не разрешена:", "The night has {n} problem(s); nothing was resolved:"),
    "internal_error": ("Внутренняя ошибка движка: {err}. Сообщите о ней вместе с файлом ночи.",
                       "Internal engine error: {err}. Please report it with the night's file."),
    "fix_on_night_page": ("Исправьте ночь на странице «Ночь».", "Fix the night on the «Night» page."),
    "outcome": ("Исход", "Outcome"),
    "outcome_n": ("Исход №{n}", "Outcome #{n}"),
    "ambiguous": ("Правила допускают {n} исхода: нужен выбор ведущего.",
                  "The rules allow {n} outcomes: the host must rule."),
    "outcome_shown": ("Показывать исход", "Outcome shown"),
    "quoted_above": ("текст этого пункта приведён выше", "this clause is quoted above"),
    "ruling": ("Решение", "Ruling"),
    "ruling_missing": ("Решение {id} не найдено в docs/rulings.md", "Ruling {id} is not in docs/rulings.md"),
    "night_actor": ("ночь", "night"),
    "col_result": ("Итог", "Result"),
    "col_actor": ("Игрок", "Player"),
    "col_role": ("Роль", "Role"),
    "col_action": ("Ход", "Move"),
    "col_targets": ("Цели", "Targets"),
    "col_step": ("Шаг", "Step"),
    "col_why": ("Почему", "Why"),
    "col_player": ("Игрок", "Player"),
    "col_how": ("Как", "How"),
    "col_by": ("Кем", "By whom"),
    "col_before": ("Было", "Before"),
    "col_after": ("Стало", "After"),
    "col_what": ("Что", "What"),
    "legend": ("✓ удачно · ✗ неудачно · ⊘ не состоялся (ход заблокирован) · – не засчитан",
               "✓ success · ✗ failed · ⊘ void (blocked) · – not counted"),
    "alive": ("жив", "alive"),
    "as_in_terminal": ("Как в терминале (mafia-night)", "As in the terminal (mafia-night)"),
}


def lang() -> str:
    return "en" if st.session_state.get("lang") == "en" else "ru"


def t(key: str, **params: Any) -> str:
    ru, en = STRINGS[key]
    text = en if lang() == "en" else ru
    return text.format(**params) if params else text


def add_strings(table: dict[str, tuple[str, str]]) -> None:
    """Pages keep their own strings next to their code and register them here."""
    STRINGS.update(table)


def md(text: str) -> str:
    """Plain text safe inside Markdown (names and rule text may hold * _ $ and brackets)."""
    return re.sub(r"([\\`*_{}\[\]<>#|~$])", r"\\\1", text)


# ------------------------------------------------------------------ state
def init_state() -> None:
    ss = st.session_state
    if "night_text" not in ss:
        path = ROOT / DEFAULT_NIGHT
        ss.night_text = path.read_text(encoding="utf-8") if path.exists() else empty_night("bankers")
        ss.night_name = DEFAULT_NIGHT
        ss.ed_gen = 0
        ss.load_problems = None
        ss.notice = None


def kept(widget: Any, *args: Any, key: str, allowed: Any = None, fallback: Any = None, **kwargs: Any) -> Any:
    """Draw `widget` so its value survives a switch to another page and back.

    Streamlit forgets the state of a widget that is not drawn; a copy is kept
    under another key and put back before the widget is drawn again. `fallback`
    is the first value (and the value when it is no longer among `allowed`).
    """
    ss = st.session_state
    shadow = f"_kept_{key}"
    # A widget's identity includes its page: on another page the same key starts afresh.
    if shadow in ss and (key not in ss or ss.get("_page_changed", False)):
        ss[key] = ss[shadow]
    if key not in ss or (allowed is not None and ss[key] not in allowed):
        ss[key] = fallback
    value = widget(*args, key=key, **kwargs)
    ss[shadow] = value
    return value


def empty_night(ruleset: str) -> str:
    return f"ruleset: {ruleset}\nnight: 1\nplayers: []\nmoves: []\n"


def bundled_scenarios() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in SCENARIOS.rglob("*.yaml"))


def set_night(text: str, name: str, notice: str | None = None) -> None:
    """Make `text` the current night (the editor tables are rebuilt from it)."""
    ss = st.session_state
    ss.night_text = text
    ss.night_name = name
    ss.ed_gen = ss.get("ed_gen", 0) + 1
    ss.upload_n = ss.get("upload_n", 0) + 1
    ss.load_problems = None
    ss.notice = notice


def offer_night(text: str, name: str) -> bool:
    """Load a night from a file or a paste: a bad one shows its problems and keeps the previous night."""
    loaded = load_text(text, name)
    if loaded.ok:
        set_night(text, name, notice=name)
        return True
    st.session_state.load_problems = {"name": name, "lines": [str(p) for p in loaded.problems]}
    st.session_state.notice = None
    st.session_state.paste_text = st.session_state._kept_paste_text = text  # kept, to be fixed in the paste box
    return False


@dataclass
class Current:
    text: str
    name: str
    loaded: LoadResult
    res: Resolution | None
    error: str | None = None

    @property
    def problem_lines(self) -> list[str]:
        return [str(p) for p in self.loaded.problems]


@st.cache_resource(max_entries=64, show_spinner=False)
def resolve_cached(text: str, name: str) -> Current:
    try:
        loaded, res = resolve_text(text, name)
    except Exception as exc:  # an engine bug must not look like a traceback in the page
        return Current(text, name, load_text(text, name), None, f"{type(exc).__name__}: {exc}")
    return Current(text, name, loaded, res)


def current() -> Current:
    return resolve_cached(st.session_state.night_text, st.session_state.night_name)


# ------------------------------------------------------------------ views
def mark(result: str | None) -> str:
    if result is None:
        return "—"
    return f"{MARKS.get(result, '')} {result_word(result, lang())}".strip()


def mark_md(result: str | None) -> str:
    """The mark in colour, for Markdown."""
    if result is None:
        return "—"
    return f":{COLORS.get(result, 'gray')}[{md(mark(result))}]"


def fill_results(frame: Any, columns: str | list[str]) -> Any:
    """A table with its result columns coloured like the graph (green, red, grey)."""
    if frame.empty:
        return frame
    subset = [columns] if isinstance(columns, str) else columns
    return frame.style.map(lambda v: f"background-color: {FILLS.get(str(v)[:1], 'transparent')}", subset=subset)


def show_problems(lines: list[str], title: str | None = None) -> None:
    st.error(title or t("problems", n=len(lines)))
    st.code("\n".join(lines), language=None)


def require_resolution(cur: Current) -> Resolution | None:
    """The resolution, or the night's problems shown in the page (never a traceback)."""
    if cur.res is not None:
        return cur.res
    if cur.error:
        st.error(t("internal_error", err=cur.error))
    else:
        show_problems(cur.problem_lines)
    st.page_link(PAGES["night"], label=t("fix_on_night_page"), icon=ICONS["night"])
    return None


def pick_alternative(res: Resolution) -> int:
    """The outcome the host looks at (shared by every page); 0 when the night has one."""
    n = len(res.alternatives)
    if n < 2:
        return 0
    st.warning(t("ambiguous", n=n))
    choice = kept(st.segmented_control, t("outcome_shown"), list(range(n)), required=True, key="alt",
                  allowed=range(n), fallback=0, format_func=lambda i: t("outcome_n", n=i + 1))
    return int(choice or 0)


def show_ruling(ruling_id: str) -> None:
    found = ruling(ruling_id)
    if found is None:
        st.caption(t("ruling_missing", id=ruling_id))
        return
    with st.expander(f"{t('ruling')} {found.heading}"):
        st.markdown(found.body)


def quote_md(text: str) -> str:
    """Rule text as a Markdown quote, literally (its «1.» and «-» stay text, not lists)."""
    lines = (re.sub(r"^(\s*)(\d+)\.", r"\1\2\\.", re.sub(r"^(\s*)([-+])", r"\1\\\2", md(line)))
             for line in f"«{text}»".splitlines())
    return "\n".join("> " + line + "  " for line in lines)


def show_decision(res: Resolution, decision: Decision, quoted: set[str] | None = None) -> None:
    """One reason: what was ruled, the clause with its quoted text, and the ruling's text.

    `quoted` holds the clauses already quoted on the page: each is quoted once.
    """
    lang_ = lang()
    st.markdown(f"**{md(decision_text(res, decision, lang_))}** — {md(clause_ref(res, decision, lang_))}")
    if quoted is not None and decision.clause in quoted:
        st.caption(t("quoted_above"))
    else:
        st.markdown(quote_md(res.ruleset.clauses[decision.clause].quote))
        if quoted is not None:
            quoted.add(decision.clause)
    if decision.ruling:
        show_ruling(decision.ruling)


def act_label(res: Resolution, act_id: str) -> str:
    """'actor: action → targets', as the tables write a move."""
    act = res.night.act(act_id)
    spec = res.ruleset.actions[act.action]
    name = spec.name_ru if lang() == "ru" else spec.name_en
    return f"{act.actor or t('night_actor')}: {name} → {', '.join(act.targets)}"


def act_title(res: Resolution, alt: Any, act_id: str) -> str:
    act = res.night.act(act_id)
    spec = res.ruleset.actions[act.action]
    name = spec.name_ru if lang() == "ru" else spec.name_en
    outcome = alt.outcomes.get(act_id)
    actor = act.actor or t("night_actor")
    return f"{mark_md(outcome.result if outcome else None)} **{md(actor)}**: {md(name)} → {md(', '.join(act.targets))}"


def act_decisions(alt: Any, act_id: str) -> list[Decision]:
    """The decisions `resolver.report.explain_act` lists for an act, in its order."""
    outcome = alt.outcomes.get(act_id)
    if outcome is None:
        return []
    found = [alt.decision(i) for i in outcome.reasons]
    found += [d for d in alt.decisions if d.subject == act_id and d.kind in ("info", "survival")]
    return found


def show_chain(res: Resolution, alt: Any, act_id: str, quoted: set[str], depth: int = 0) -> None:
    """An act, each reason with its clause, and (two levels deep) the acts those reasons rest on."""
    st.markdown(act_title(res, alt, act_id))
    for decision in act_decisions(alt, act_id):
        show_decision(res, decision, quoted)
        if decision.kind == "reason" and depth < 2:
            for cause in decision.causes:
                if cause in alt.outcomes and cause != act_id:
                    with st.container(border=True):
                        show_chain(res, alt, cause, quoted, depth + 1)


@st.cache_resource(max_entries=32, show_spinner=False)
def deciders(text: str, name: str) -> list[Any]:
    """Options that would settle an ambiguous night (each tried by resolving the night again)."""
    from resolver.whatif import deciding_options

    cur = resolve_cached(text, name)
    return deciding_options(text, cur.res) if cur.res is not None else []
