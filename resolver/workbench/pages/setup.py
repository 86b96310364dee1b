"""Setup («Сетап»): a bundled rule set, or a setup file (a rule set as one YAML, docs/setup_files.md) uploaded with
its text or pasted and edited; checked as `mafia-night rules show` checks it (every problem located, or the rule
set in brief); a night started from it on «Ночь»; the file downloaded (issue 20 points 1 and 5).

Thin: the setup is read and checked by `resolver.input.setup_file`, summed up by `resolver.report.ruleset_summary`,
kept by the tab and put beside its nights by `resolver.workbench.setups`.
"""

from functools import partial

import pandas as pd
import streamlit as st

from resolver.input.loader import MAX_BYTES, decode
from resolver.input.setup_file import SetupResult, load_setup_bytes
from resolver.report.ruleset_summary import summarize, word
from resolver.rulesets import available_rulesets, bundled_setup_path, get_ruleset
from resolver.specs.ruleset import RulesetSpec
from resolver.text.numbers import number
from resolver.text.setup_texts import setup_summary
from resolver.workbench import common as c
from resolver.workbench.setups import Setup

c.add_strings({
    "setup_title": ("Сетап", "Setup"),
    "setup_intro": ("Правила игры: встроенные или свой файл сетапа — все роли, ходы, порядок ночи и опции в одном "
                    "YAML, с текстом правил рядом (docs/setup_files.md). Проверьте его, начните с ним ночь, скачайте.",
                    "The game's rules: a bundled rule set or a setup file of your own — every role, move, the order "
                    "of the night and the options in one YAML, with the rule text beside it (docs/setup_files.md). "
                    "Check it, start a night with it, download it."),
    "setup_source": ("Правила", "Rules"),
    "setup_src_bundled": ("Встроенные правила", "A bundled rule set"),
    "setup_src_file": ("Свой файл сетапа", "A setup file"),
    "setup_bundled": ("Встроенные правила", "Bundled rule set"),
    "setup_upload": ("Файл сетапа (.yaml) и его текст правил (.txt) — можно оба сразу",
                     "The setup file (.yaml) and its rule text (.txt) — both at once is fine"),
    "setup_yaml": ("Файл сетапа (YAML): вставьте его сюда или правьте", "The setup file (YAML): paste it here or edit it"),
    "setup_text_given": ("Текст правил: {name} ({lines}). Файл сетапа берёт его, если называет в поле text:.",
                         "Rule text: {name} ({lines}). The setup file takes it when its text: field names it."),
    "setup_text_none": ("Текст правил не загружен: поле text: файла — сам текст (несколько строк) или имя файла, "
                        "который нужно загрузить вместе с ним.",
                        "No rule text uploaded: the file's text: field is the text itself (several lines) or the "
                        "name of a file to upload with it."),
    "setup_text_drop": ("Убрать текст правил", "Remove the rule text"),
    "setup_lines": ("строк: {n}", "{n} lines"),
    "setup_check": ("Проверить", "Check"),
    "setup_start": ("Начать ночь с этим сетапом", "Start a night with this setup"),
    "setup_download": ("Скачать", "Download"),
    "setup_download_none": ("Эти правила встроены кодом (пакет правил), а не файлом: скачивать нечего.",
                            "This rule set is bundled as code (a package), not as a file: nothing to download."),
    "setup_empty": ("Вставьте файл сетапа или загрузите его.", "Paste a setup file or upload one."),
    "setup_ok": ("Файл правил загружен без ошибок: «{name}» ({id}).", "The setup file loads: «{name}» ({id})."),
    "setup_started": ("{file} (пустая, правила «{name}»)", "{file} (empty, the rules «{name}»)"),
    "setup_unwritable": ("Сетап не записан на диск ({err}): ночь с ним не начать.",
                         "The setup could not be written to disk ({err}): no night can start with it."),
    "setup_upload_problems": ("Файлы не прочитаны:", "Files not read:"),
    "setup_roles": ("Роли", "Roles"), "setup_moves": ("Ходы", "Moves"), "setup_steps": ("Порядок ходов", "Order of moves"),
    "setup_options": ("Опции", "Options"), "setup_taken": ("Взято из встроенных правил и изменено",
                                                           "Taken from bundled rule sets and changed"),
    "s_role": ("Роль", "Role"), "s_id": ("id", "id"), "s_side": ("Сторона", "Side"), "s_moves": ("Ходы", "Moves"),
    "s_move": ("Ход", "Move"), "s_step": ("Шаг", "Step"), "s_who": ("У кого", "Who has it"),
    "s_pseudo": ("делает движок", "made by the engine"), "s_option": ("Опция", "Option"),
    "s_values": ("Значения", "Values"), "s_default": ("По умолчанию", "Default"), "s_about": ("Что это", "What it is"),
})

ss = st.session_state
SOURCES = ["bundled", "file"]


def kept_setup() -> dict[str, str]:
    return dict(ss.get("setup_kept") or {})


def current_setup() -> Setup:
    kept = kept_setup()
    return Setup(str(ss.get("setup_yaml", kept.get("yaml", ""))), kept.get("name") or "setup.yaml",
                 kept.get("text", ""), kept.get("text_name", ""))


def load_upload(key: str) -> None:
    """The files chosen: a YAML goes into the editor, a text becomes the setup's rule text."""
    kept, problems = kept_setup(), []
    for file in ss.get(key) or []:
        data = file.getvalue()
        if len(data) > MAX_BYTES:
            problems.append(c.t("file_too_big", name=file.name, max=number(MAX_BYTES, c.lang())))
            continue
        text, _encoding, bad_line = decode(data)
        if text is None:
            problems.append(c.t("bad_encoding", name=file.name, line=bad_line))
        elif file.name.lower().endswith((".yaml", ".yml")):
            kept.update(yaml=text, name=file.name)
            ss.setup_yaml = text
        else:
            kept.update(text=text, text_name=file.name)
    ss.setup_kept = kept
    ss.setup_upload_problems = problems
    ss.setup_upload_n = ss.get("setup_upload_n", 0) + 1  # a fresh box: the same files may be chosen again


def drop_text() -> None:
    kept = kept_setup()
    kept.pop("text", None)
    kept.pop("text_name", None)
    ss.setup_kept = kept


@st.cache_resource(max_entries=16, show_spinner=False)
def checked(yaml: str, file_name: str, folder: str) -> SetupResult:
    """The setup loaded as the CLI loads a file, its text read beside it (not registered: a night started with it
    registers it as it loads)."""
    from pathlib import Path

    return load_setup_bytes(yaml.encode("utf-8"), file_name, Path(folder), register_it=False)


def check(setup: Setup) -> tuple[SetupResult | None, str | None]:
    """The setup put on disk (again: the home may have been cleared) and checked; or why it could not be written."""
    try:
        path = setup.store()
    except OSError as exc:
        return None, exc.strerror or str(exc)
    return checked(setup.yaml, setup.file_name, str(path.parent)), None


def show_result(result: SetupResult | None, error: str | None) -> None:
    if result is None:
        st.error(c.t("setup_unwritable", err=error))
    elif not result.ok or result.spec is None:
        c.show_problems([p.text(c.lang()) for p in result.problems], setup_summary(len(result.problems), c.lang()))
    else:
        spec = result.spec
        st.success(c.t("setup_ok", name=spec.name_ru if c.lang() == "ru" else spec.name_en, id=spec.id))
        show_summary(spec)


def show_summary(spec: RulesetSpec) -> None:
    """The rule set in brief, as `rules show` prints it, in tables."""
    lang = c.lang()
    summary = summarize(spec, lang)
    st.subheader(f"{summary.name} ({summary.id})")
    roles, moves, steps, options = st.tabs([c.t("setup_roles"), c.t("setup_moves"), c.t("setup_steps"),
                                            c.t("setup_options")])
    dash = word("no_moves", lang)
    roles.dataframe(pd.DataFrame([{c.t("s_role"): r.name, c.t("s_id"): r.id, c.t("s_side"): r.side,
                                   c.t("s_moves"): ", ".join(r.moves) or dash} for r in summary.roles]),
                    hide_index=True, width="stretch")
    moves.dataframe(pd.DataFrame([{c.t("s_move"): m.name, c.t("s_id"): m.id, c.t("s_step"): m.step,
                                   c.t("s_who"): c.t("s_pseudo") if m.pseudo else ", ".join(m.roles)}
                                  for m in summary.moves]), hide_index=True, width="stretch")
    steps.dataframe(pd.DataFrame([{c.t("s_step"): s.name, c.t("s_id"): s.id, c.t("s_moves"): ", ".join(s.moves)}
                                  for s in summary.steps]), hide_index=True, width="stretch")
    if summary.options:
        options.dataframe(pd.DataFrame([{c.t("s_option"): o.name, c.t("s_id"): o.id, c.t("s_values"): o.values,
                                         c.t("s_default"): o.default, c.t("s_about"): o.description}
                                        for o in summary.options]), hide_index=True, width="stretch")
    else:
        options.caption("—")
    if summary.taken:
        st.markdown(f"**{c.t('setup_taken')}**")
        st.markdown("\n".join(f"- {c.md(line)}" for line in summary.taken))
    # ---- PLACE FOR `mafia-night rules check` (issue 20): the table of what meets what is written as a library
    # function on another branch; call it here with `spec` and show its table under the summary. Not on this branch.


def start_night(text: str, name: str, ruleset_name: str) -> None:
    c.replace_night(text, name, notice=c.t("setup_started", file=name.rsplit("/", 1)[-1], name=ruleset_name))
    st.switch_page(c.PAGES["night"])


def bundled_view() -> None:
    known = available_rulesets()
    kept = kept_setup()
    chosen = c.kept(st.selectbox, c.t("setup_bundled"), known, key="setup_bundled", allowed=known, by_lang=True,
                    fallback=kept.get("bundled") if kept.get("bundled") in known else known[0],
                    format_func=partial(c.ruleset_name, lang_=c.lang()))
    kept["bundled"] = chosen
    ss.setup_kept = kept
    spec = get_ruleset(chosen)
    path = bundled_setup_path(chosen)
    check_col, start_col, download_col = st.columns([1, 2, 1])
    check_col.button(c.t("setup_check"), key="setup_check", icon=":material/fact_check:")
    if start_col.button(c.t("setup_start"), key="setup_start", type="primary", icon=":material/bedtime:"):
        start_night(c.empty_night(spec.id), "night.yaml", c.ruleset_name(spec.id))
    download_col.download_button(c.t("setup_download"), path.read_bytes() if path else b"",
                                 file_name=path.name if path else f"{chosen}.yaml", mime="application/x-yaml",
                                 key="setup_download", icon=":material/download:", on_click="ignore",
                                 disabled=path is None, help=None if path else c.t("setup_download_none"))
    show_summary(spec)


def file_view() -> None:
    kept = kept_setup()
    upload_key = f"setup_upload_{ss.get('setup_upload_n', 0)}"
    st.file_uploader(c.t("setup_upload"), type=["yaml", "yml", "txt"], accept_multiple_files=True, key=upload_key,
                     on_change=load_upload, args=(upload_key,))
    if ss.get("setup_upload_problems"):
        c.show_problems(ss.setup_upload_problems, c.t("setup_upload_problems"))
    if "setup_yaml" not in ss or ss.get("_page_changed"):
        ss.setup_yaml = kept.get("yaml", "")
    yaml = st.text_area(c.t("setup_yaml"), key="setup_yaml", height=420)
    kept["yaml"] = yaml
    ss.setup_kept = kept
    if kept.get("text_name"):
        left, right = st.columns([4, 1], vertical_alignment="center")
        lines = c.t("setup_lines", n=len(kept.get("text", "").splitlines()))
        left.caption(c.t("setup_text_given", name=kept["text_name"], lines=lines))
        right.button(c.t("setup_text_drop"), key="setup_text_drop", on_click=drop_text, icon=":material/close:")
    else:
        st.caption(c.t("setup_text_none"))
    setup = current_setup()
    check_col, start_col, download_col = st.columns([1, 2, 1])
    if check_col.button(c.t("setup_check"), key="setup_check", icon=":material/fact_check:", disabled=not yaml.strip()):
        ss.setup_checked = setup
    if start_col.button(c.t("setup_start"), key="setup_start", type="primary", icon=":material/bedtime:",
                        disabled=not yaml.strip()):
        ss.setup_checked = setup
        result, _error = check(setup)
        if result is not None and result.ok and result.spec is not None:
            text, name = setup.night(result.spec.id)
            start_night(text, name, result.spec.name_ru if c.lang() == "ru" else result.spec.name_en)
    download_col.download_button(c.t("setup_download"), yaml.encode("utf-8"), file_name=setup.file_name,
                                 mime="application/x-yaml", key="setup_download", icon=":material/download:",
                                 on_click="ignore", disabled=not yaml.strip())
    if not yaml.strip():
        st.info(c.t("setup_empty"))
    elif ss.get("setup_checked") == setup:
        show_result(*check(setup))


st.title(c.t("setup_title"))
st.caption(c.t("setup_intro"))
source = c.kept(st.radio, c.t("setup_source"), SOURCES, key="setup_source", allowed=SOURCES, by_lang=True,
                fallback=kept_setup().get("source", "bundled"), horizontal=True,
                format_func={s: c.t(f"setup_src_{s}") for s in SOURCES}.__getitem__)  # formatted now, in this language
ss.setup_kept = {**kept_setup(), "source": source}
if source == "file":
    file_view()
else:
    bundled_view()
