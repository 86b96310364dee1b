"""mafia-night workbench: load a night, resolve it, ask why, try what-ifs, write the next night.

Streamlit runs a script: `streamlit_app.py` at the top of the repository (`make app`) and
`mafia-night app` (the installed package) both call `main()` on every rerun. The pages are thin:
they call `resolver.api` and the formatters of `resolver.report`, as the CLI does.
"""

import logging

import streamlit as st

from resolver.workbench import common as c
from resolver.workbench import keeping
from resolver.workbench import style


def main() -> None:
    st.set_page_config(page_title="mafia-night", page_icon=":material/bedtime:", layout="wide")
    keeping.init_state()
    c.current()  # a restored night naming its setup file (`rules:`) registers it as it loads, before a page asks

    with st.sidebar:
        # On a phone the sidebar covers the page: it closes once a page is chosen (issue 9). The listener is
        # installed once per browser tab, first thing; the CSS says the file picker's words in the UI language.
        st.html(style.PHONE_SCRIPT + style.page_css(), unsafe_allow_javascript=True)
        # A list, not a radio: the page in Russian shows «Русский», the other language's name only when opened
        # (issue 22 point 5: no English word on a Russian page).
        st.selectbox(c.t("language"), ["ru", "en"], key="lang",
                     format_func=lambda code: {"ru": "Русский", "en": "English"}[code])

    pages = [st.Page(path, title=c.t(f"page_{name}"), icon=c.ICONS[name], url_path=name, default=name == "night")
             for name, path in c.PAGES.items()]
    pages.append(st.Page(c._PAGES_DIR / "balance.py", title=("Баланс", "Balance")[c.lang() == "en"],
                         icon=":material/monitoring:", url_path="balance"))  # issue 21
    navigation = st.navigation(pages)
    st.session_state._page_changed = st.session_state.get("_page") != navigation.url_path
    st.session_state._page = navigation.url_path
    keeping.show_notices()
    try:
        navigation.run()
    except Exception as exc:  # an engine bug must not show the host a traceback (st.rerun/st.stop pass through)
        logging.getLogger("mafia_night.app").exception("page %s failed", navigation.url_path)
        st.error(c.t("internal_error", err=f"{type(exc).__name__}: {exc}"))

    with st.sidebar:  # after the page, so it shows the night as the page left it
        cur = c.current()
        folder, _, file = cur.name.rpartition("/")
        st.caption(c.t("current_night") + (f" · {folder}/" if folder else ""))
        st.markdown(f"**{c.md(file)}**")
        if cur.res is not None:
            st.caption(c.t("night_stats", players=c.n_of(len(cur.res.scenario.players), "player"),
                           moves=c.n_of(len(cur.res.scenario.moves), "move")))
            status = c.t("status_ambiguous", n=len(cur.res.alternatives)) if cur.res.ambiguous else c.t("status_ok")
            if not cur.res.scenario.moves:  # nothing was resolved yet: not «✓ разрешена»
                status = c.t("status_empty") if not cur.res.scenario.players else c.t("status_no_moves")
            if cur.res.choice is not None:
                status = c.t("status_chosen", n=cur.res.choice + 1)
        elif cur.error:
            status = c.t("status_error")
        else:
            status = c.t("status_problems", problems=c.n_of(len(cur.loaded.problems), "problem"))
        st.markdown(status)
        st.download_button(c.t("download_night"), cur.text.encode("utf-8"), file_name=cur.name.rsplit("/", 1)[-1],
                           mime="application/x-yaml", key="dl_night", icon=":material/download:", on_click="ignore")
        steps = len(st.session_state.get("undo_stack", []))
        st.button(c.t("undo"), key="undo", on_click=keeping.undo, disabled=not steps, icon=":material/undo:",
                  help=c.t("undo_help", n=steps))
        if st.session_state.pop("undone", False):
            st.caption(c.t("undone"))
        restored = st.session_state.pop("restored", None)
        if restored:
            st.toast(c.t("restored", name=restored))


    keeping.save_work()  # the tab's night survives a reload and a restart


if __name__ == "__main__":
    main()
