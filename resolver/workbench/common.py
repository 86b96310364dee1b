"""Shared state and small views of the workbench pages (their shared texts: `resolver/workbench/strings.py`).

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
from resolver.engine.decisions import Decision
from resolver.input.bundled import EXAMPLE_NIGHT, scenarios_dir
from resolver.input.loader import LoadResult, load_text
from resolver.report.messages import result_word
from resolver.report import clause_ref, decision_text
from resolver.report.rulings_doc import ruling
from resolver.specs.ruleset import RulesetSpec
from resolver.text.refs import ruling_ref, russian_refs
from resolver.workbench.ruling_words import russian_body
from resolver.workbench.strings import STRINGS as STRINGS
from resolver.text.agree import agree
from resolver.text.numbers import count, number

# The bundled nights, named "scenarios/…" from ROOT: the repository's, or the installed package's copy.
SCENARIOS = scenarios_dir()
ROOT = SCENARIOS.parent
DEFAULT_NIGHT = f"{SCENARIOS.name}/{EXAMPLE_NIGHT}"
_PAGES_DIR = Path(__file__).resolve().parent / "pages"
PAGES = {name: str(_PAGES_DIR / f"{name}.py") for name in ("night", "board", "results", "why", "outcomes", "whatif",
                                                          "next_night", "day", "game", "setup")}
# Plain symbols, not emoji: they render in every font, also in the data tables' canvas.
MARKS = {"success": "✓", "failed": "✗", "void": "⊘", "not_counted": "–"}
COLORS = {"success": "green", "failed": "red", "void": "gray", "not_counted": "gray"}
FILLS = {"✓": "#d9f2d9", "✗": "#f7d4d4", "⊘": "#e6e6e6", "–": "#f0f0f0"}
ICONS = {"night": ":material/bedtime:", "results": ":material/article:", "why": ":material/help:",
         "outcomes": ":material/balance:", "whatif": ":material/alt_route:", "next_night": ":material/skip_next:",
         "board": ":material/groups:", "day": ":material/how_to_vote:", "game": ":material/timeline:",
         "setup": ":material/tune:"}



def lang() -> str:
    return "en" if st.session_state.get("lang") == "en" else "ru"


def t(key: str, **params: Any) -> str:
    ru, en = STRINGS[key]
    text = en if lang() == "en" else ru
    return agree(text, params) if params else text


def n_of(n: int, word: str) -> str:
    """«24 игрока», «1 ход», «5 исходов» in the UI language (resolver.text.numbers)."""
    return count(n, word, lang())


def ruleset_name(ruleset_id: str, lang_: str | None = None) -> str:
    """The rule set as hosts call it: «банкиры», «андорра», «классика»."""
    names = STRINGS.get(f"ruleset_{ruleset_id}")
    if names is None:
        return ruleset_id
    return names[1] if (lang_ or lang()) == "en" else names[0]


def add_strings(table: dict[str, tuple[str, str]]) -> None:
    """Pages keep their own strings next to their code and register them here."""
    STRINGS.update(table)


def md(text: str) -> str:
    """Plain text safe inside Markdown (names and rule text may hold * _ $ and brackets)."""
    return re.sub(r"([\\`*_{}\[\]<>#|~$])", r"\\\1", text)


# ------------------------------------------------------------------ state
def work_dir() -> Path:
    """Where the work is kept between reloads and restarts (outside the project's git): see
    `resolver.workbench.state` (the tabs' nights) and `resolver.workbench.keeping` (in the page)."""
    from resolver.workbench.state import home

    return home()


def kept(widget: Any, *args: Any, key: str, allowed: Any = None, fallback: Any = None, by_lang: bool = False,
         **kwargs: Any) -> Any:
    """Draw `widget` so its value survives a switch to another page and back.

    Streamlit forgets the state of a widget that is not drawn; a copy is kept
    under another key and put back before the widget is drawn again. `fallback`
    is the first value (and the value when it is no longer among `allowed`).
    `by_lang`: the widget's labels depend on the UI language, and the browser keeps showing the old
    label of the chosen value when only the language changes; in English the widget has a key of its
    own (`key@en`), so it is drawn anew with the value kept.
    """
    ss = st.session_state
    shadow = f"_kept_{key}"
    wkey = f"{key}@{lang()}" if by_lang and lang() != "ru" else key
    switched = by_lang and ss.get(f"_kept_lang_{key}", lang()) != lang()
    # A widget's identity includes its page: on another page the same key starts afresh.
    if shadow in ss and (wkey not in ss or switched or ss.get("_page_changed", False)):
        ss[wkey] = ss[shadow]
    if wkey not in ss or (allowed is not None and ss[wkey] not in allowed):
        ss[wkey] = fallback
    value = widget(*args, key=wkey, **kwargs)
    ss[shadow] = value
    if by_lang:
        ss[f"_kept_lang_{key}"] = lang()
    return value


def empty_night(ruleset: str) -> str:
    return f"ruleset: {ruleset}\nnight: 1\nplayers: []\nmoves: []\n"


def bundled_scenarios() -> list[str]:
    # the nights of a setup file (scenarios/setups/) name it relative to their file: opened by upload, not listed
    return sorted(str(p.relative_to(ROOT)) for p in SCENARIOS.rglob("*.yaml") if "setups" not in p.parts)


def set_night(text: str, name: str, notice: str | None = None, baseline: bool = True) -> None:
    """Make `text` the current night (the editor tables are rebuilt from it)."""
    ss = st.session_state
    ss.night_text = text
    ss.night_name = name
    ss.ed_gen = ss.get("ed_gen", 0) + 1
    ss.upload_n = ss.get("upload_n", 0) + 1
    ss.load_problems = None
    ss.notice = notice
    ss.pending_night = None
    if baseline:
        ss.baseline_text = text


def built_in_tables() -> bool:
    """The night on screen was entered or changed in the tables (not as it was loaded from a file)."""
    return has_unsaved_work()


def has_unsaved_work() -> bool:
    """The night was changed since it was loaded: replacing it must ask first."""
    ss = st.session_state
    return ss.get("night_text") != ss.get("baseline_text")


def replace_night(text: str, name: str, notice: str | None = None) -> None:
    """set_night, or, when the current night has changes, a question first (answered on the Night page)."""
    ss = st.session_state
    if has_unsaved_work() and text != ss.get("night_text"):
        ss.pending_night = {"text": text, "name": name, "notice": notice}
        ss.load_problems = None
        ss.notice = None
        return
    set_night(text, name, notice)


def accept_pending() -> None:
    pending = st.session_state.get("pending_night")
    if pending:
        set_night(pending["text"], pending["name"], pending["notice"])


def reject_pending() -> None:
    ss = st.session_state
    ss.pending_night = None
    ss.upload_n = ss.get("upload_n", 0) + 1  # a fresh upload box: the same file may be chosen again


def offer_night(text: str, name: str, note: str | None = None) -> bool:
    """Load a night from a file or a paste: a bad one shows its problems and keeps the previous night."""
    ss = st.session_state
    try:
        loaded = load_text(text, name)
    except Exception as exc:  # noqa: BLE001 - whatever a file holds, the page shows a message
        ss.load_problems = {"name": name, "lines": [t("read_failed", name=name, err=f"{type(exc).__name__}: {exc}")]}
        ss.notice = None
        return False
    if loaded.ok:
        replace_night(text, name, notice=name if note is None else f"{name} ({note})")
        return True
    lines = ([note] if note else []) + [p.text(lang()) for p in loaded.problems]
    ss.load_problems = {"name": name, "lines": lines}
    ss.notice = None
    ss.paste_text = ss._kept_paste_text = text  # kept, to be fixed in the paste box
    return False


def offer_bytes(data: bytes, name: str) -> bool:
    """An uploaded file: UTF-8 or Windows-1251 as the CLI reads it (never `�`), size capped."""
    from resolver.input.loader import MAX_BYTES, decode

    ss = st.session_state
    if len(data) > MAX_BYTES:
        ss.load_problems = {"name": name, "lines": [t("file_too_big", name=name, max=number(MAX_BYTES, lang()))]}
        ss.notice = None
        return False
    text, encoding, bad_line = decode(data)
    if text is None:
        ss.load_problems = {"name": name, "lines": [t("bad_encoding", name=name, line=bad_line)]}
        ss.notice = None
        return False
    return offer_night(text, name, t("encoding_note", name=name, enc=encoding) if encoding else None)


@dataclass
class Current:
    text: str
    name: str
    loaded: LoadResult
    res: Resolution | None
    error: str | None = None

    @property
    def problem_lines(self) -> list[str]:
        """The night's problems in the UI language; for a night built in the tables, each points at its
        player or move rather than at a YAML line the host never wrote."""
        if self.text == st.session_state.get("night_text") and built_in_tables():
            return [p.placed(self.loaded.raw, lang()) for p in self.loaded.problems]
        return [p.text(lang()) for p in self.loaded.problems]


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
    st.code("\n".join(lines), language=None, wrap_lines=True)


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


def set_host_choice(choice: int | None) -> None:
    """Record the host's outcome (1..N) with the night (`host_choice:` in its YAML), or take it back."""
    from resolver.game.choice import with_host_choice

    ss = st.session_state
    text = with_host_choice(ss.night_text, choice)
    if text is not None and text != ss.night_text:
        set_night(text, ss.night_name, baseline=False)
        if choice:
            ss.alt = ss._kept_alt = choice - 1


def pick_alternative(res: Resolution) -> int:
    """The outcome the host looks at (shared by every page); 0 when the night has one.

    The host's recorded choice, when he made one (with a button to take it back); else a warning,
    the outcome shown, and a button that records it as his choice.
    """
    n = len(res.alternatives)
    if n < 2:
        return 0
    if res.choice is not None:
        left, right = st.columns([4, 1], vertical_alignment="center")
        left.success(t("chosen", n=res.choice + 1, count=n))
        right.button(t("unchoose"), key="unchoose", on_click=set_host_choice, args=(None,),
                     icon=":material/undo:")
        return res.choice
    st.warning(t("ambiguous", outcomes=n_of(n, "outcome")))
    left, right = st.columns([3, 2], vertical_alignment="bottom")
    with left:
        choice = int(kept(st.segmented_control, t("outcome_shown"), list(range(n)), required=True, key="alt", by_lang=True,
                          allowed=range(n), fallback=0, format_func=lambda i: t("outcome_n", n=i + 1)) or 0)
    right.button(t("choose", n=choice + 1), key="choose", type="primary", on_click=set_host_choice,
                 args=(choice + 1,), icon=":material/check:", help=t("choose_help"))
    return choice


def show_ruling(ruling_id: str, folded: bool = True, ruleset: RulesetSpec | None = None) -> None:
    """A project ruling in the UI language (its title and text where the file has them), in an expander
    or (`folded=False`, inside another one) under a heading. In Russian the ids and lines are said in Russian
    and the options by the rule set's names for them."""
    found = ruling(ruling_id)
    if found is None:
        st.caption(t("ruling_missing", id=ruling_ref(ruling_id, lang())))
        return
    title = f"{t('ruling')} {found.heading_for(lang())}"
    body = found.body_for(lang())
    if lang() == "ru":
        title = russian_refs(title)
        body = russian_body(body, ruleset)
    if not folded:
        st.markdown(f"**{md(title)}**")
        st.markdown(body)
        return
    with st.expander(title):
        st.markdown(body)


def quote_md(text: str) -> str:
    """Rule text as a Markdown quote, literally (its «1.» and «-» stay text, not lists)."""
    lines = (re.sub(r"^(\s*)(\d+)\.", r"\1\2\\.", re.sub(r"^(\s*)([-+])", r"\1\\\2", md(line)))
             for line in f"«{text}»".splitlines())
    return "\n".join("> " + line + "  " for line in lines)


def show_decision(res: Resolution, decision: Decision, quoted: set[str] | None = None) -> None:
    """One reason as a host reads it: what was ruled, in words; the clause's number and the ruling's id
    on hover; the whole quoted clause and the ruling's text in a detail under it.

    `quoted` is kept for the callers; every detail holds its own whole clause.
    """
    lang_ = lang()
    ref = clause_ref(res, decision, lang_)
    st.markdown(f"**{md(decision_text(res, decision, lang_))}**", help=ref)
    show_clause(res, decision.clause, decision.ruling)


def show_clause(res: Resolution, clause_id: str, ruling_id: str | None) -> None:
    """The detail under a reason: the clause's title, then its whole text, its place and the ruling."""
    clause = res.ruleset.clauses[clause_id]
    title = clause.title_ru if lang() == "ru" else clause.title_en
    label = f"{t('clause_full')}: «{title}»" + (f" · {t('ruling').lower()} {ruling_ref(ruling_id, lang())}"
                                                  if ruling_id else "")
    with st.expander(label):
        st.markdown(quote_md(clause.quote))
        st.caption(t("clause_of", ref=cite(res, clause_id)))
        if ruling_id:
            show_ruling(ruling_id, folded=False, ruleset=res.ruleset)


def cite(res: Resolution, clause_id: str) -> str:
    """A clause as the page names it, as the CLI does: in the Russian UI «Банкиры «Врач», строка 75» (the rule
    set and the lines in words); in English «bankers «Doctor» L75»."""
    return res.ruleset.cite(clause_id, lang())


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


@st.cache_resource(max_entries=32, show_spinner=False)
def deciders(text: str, name: str) -> list[Any]:
    """Options that would settle an ambiguous night (each tried by resolving the night again)."""
    from resolver.game.whatif import deciding_options

    cur = resolve_cached(text, name)
    return deciding_options(text, cur.res) if cur.res is not None else []
