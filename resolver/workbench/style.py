"""The page's look for a phone and the UI language (issue 9): the sidebar closes once a page is chosen,
Streamlit's own English words of the file picker are said in the UI language, text wraps at 390 px, and
a table that would scroll sideways is drawn as a list of its rows instead (`wide`, `narrow`)."""

from __future__ import annotations

from typing import Any

import streamlit as st

from resolver.workbench.common import lang

# Up to this width (a phone held upright) a page's tables give way to lists of their rows.
PHONE_WIDTH = 640
WIDE, NARROW = "wide_", "narrow_"


def wide(key: str) -> Any:
    """A container shown on a wide screen only (a table); `narrow(key)` holds the same rows for a phone."""
    return st.container(key=WIDE + key)


def narrow(key: str) -> Any:
    """A container shown on a phone only: the rows of the `wide(key)` table, one under another, wrapped."""
    return st.container(key=NARROW + key)


def row_list(rows: list[str]) -> None:
    """Rows (Markdown, one row's cells over a few lines) one under another, a thin rule between them."""
    st.markdown("\n\n---\n\n".join(rows))


PHONE_SCRIPT = """<script>
(() => {
  if (window.__mafiaNightSidebar) return;
  window.__mafiaNightSidebar = true;
  document.addEventListener('click', (event) => {
    if (!window.matchMedia('(max-width: 768px)').matches) return;
    if (!event.target.closest('[data-testid="stSidebarNav"] a')) return;
    // The page is redrawn after the tap: try until the sidebar is closed (for two seconds at most).
    let tries = 0;
    const close = () => {
      const side = document.querySelector('[data-testid="stSidebar"]');
      if (!side || side.getAttribute('data-collapsed') !== 'false' || ++tries > 40) return;
      const button = document.querySelector('[data-testid="stSidebarCollapseButton"] button')
        || document.querySelector('[data-testid="stSidebarCollapseButton"]');
      if (button) button.click();
      setTimeout(close, 50);
    };
    setTimeout(close, 30);
  }, true);
  // Issue 22 point 1: the keyboard stays in the page. A click beside a field or a redraw leaves the focus on the
  // page's body, and the next Tab went to the sidebar's first link (Enter then opened another page); a Tab past
  // the page's last field did the same. Tab and Enter with no field focused go back to the field last used, and
  // a Tab that lands in the sidebar goes on to the page's first field. The sidebar is for the mouse and touch.
  const main = () => document.querySelector('[data-testid="stMain"]');
  const fields = 'input, textarea, button, [tabindex]:not([tabindex="-1"]), a[href]';
  let last = null;
  let tabAt = 0;
  document.addEventListener('focusin', (event) => {
    const page = main();
    if (page && page.contains(event.target)) { last = event.target; return; }
    const side = document.querySelector('[data-testid="stSidebar"]');
    if (side && side.contains(event.target) && performance.now() - tabAt < 500) {
      const first = (last && last.isConnected) ? last : page && page.querySelector(fields);
      if (first) first.focus();
    }
  }, true);
  document.addEventListener('pointerdown', () => { tabAt = 0; }, true);
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Tab') tabAt = performance.now();
    // Ctrl+Enter in a form's grid (the players): records it, as its button does.
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      const here = document.activeElement && document.activeElement.closest('[data-testid="stForm"]');
      const form = here || (last && last.isConnected && last.closest('[data-testid="stForm"]'));
      const submit = form && form.querySelector('[data-testid="stFormSubmitButton"] button');
      if (submit) { event.preventDefault(); submit.click(); return; }
    }
    if (event.key !== 'Tab' && event.key !== 'Enter') return;
    const active = document.activeElement;
    if (active && active !== document.body && active !== document.documentElement) return;
    const page = main();
    const back = (last && last.isConnected) ? last : page && page.querySelector(fields);
    if (!back) return;
    event.preventDefault();
    back.focus();
  }, true);
})();
</script>"""


def page_css() -> str:
    """The file picker's words in the UI language (Streamlit draws them in English), and a phone's page
    with less padding, text that wraps, and the `narrow` lists in place of the `wide` tables."""
    from resolver.input.loader import MAX_BYTES  # what offer_bytes accepts, not Streamlit's own limit

    size = MAX_BYTES // 1_000_000
    browse, limit = (("Выбрать файл", f"файл ночи · до {size} МБ") if lang() == "ru"
                     else ("Browse files", f"YAML, YML · up to {size} MB"))
    setup_limit = (f"файл сетапа и текст правил · до {size} МБ" if lang() == "ru"
                   else f"the setup (YAML) and its text (TXT) · up to {size} MB")
    return f"""<style>
[data-testid="stFileUploaderDropzone"] button [data-testid="stMarkdownContainer"] p {{ font-size: 0; }}
[data-testid="stFileUploaderDropzone"] button [data-testid="stMarkdownContainer"] p::after {{
  content: "{browse}"; font-size: 0.875rem; }}
[data-testid="stFileUploaderDropzoneInstructions"] span {{ font-size: 0; }}
[data-testid="stFileUploaderDropzoneInstructions"] span::after {{ content: "{limit}"; font-size: 0.875rem; }}
[class*="st-key-setup_upload"] [data-testid="stFileUploaderDropzoneInstructions"] span::after {{
  content: "{setup_limit}"; }}
[class*="st-key-{NARROW}"] {{ display: none !important; }}
[class*="st-key-{NARROW}"] hr {{ margin: 0.4rem 0; }}
@media (max-width: {PHONE_WIDTH}px) {{
  [class*="st-key-{WIDE}"] {{ display: none !important; }}
  [class*="st-key-{NARROW}"] {{ display: flex !important; }}
  [data-testid="stMainBlockContainer"] {{ padding-left: 0.75rem; padding-right: 0.75rem; padding-top: 3rem; }}
  h1 {{ font-size: 1.7rem !important; }}
  [data-testid="stCode"] pre, [data-testid="stCode"] code {{ white-space: pre-wrap !important; word-break: break-word; }}
  [data-testid="stMarkdownContainer"] {{ overflow-wrap: anywhere; }}
  /* In a table «anywhere» lets the columns shrink below a word («Стра|ж», issue 22 point 8): a cell breaks a
     word only when the word alone is wider than the screen. */
  [data-testid="stMarkdownContainer"] :is(table, th, td), [data-testid="stTable"] :is(th, td) {{
    overflow-wrap: break-word; word-break: normal; hyphens: manual; }}
  .mn-legend {{ font-size: 0.85rem; }}
  [data-testid="stGraphVizChart"] {{ overflow-x: auto; height: auto !important; }}
  [data-testid="stGraphVizChart"] > div {{ height: auto !important; }}
  [data-testid="stGraphVizChart"] svg {{ max-width: none !important; width: auto !important; height: auto !important; }}
}}
</style>"""
