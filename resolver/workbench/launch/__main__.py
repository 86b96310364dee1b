"""`python -m resolver.workbench.launch SCRIPT [STREAMLIT OPTIONS]`: `streamlit run`, with the workbench's modules
imported while the server starts.

Streamlit imports what a script imports on the first tab's first run: the engine, the rule sets, pandas and the
workbench took about a second of the host's first page (issue 22 point 9). Here a background thread imports them
while Streamlit starts its server in this same process, so the first tab finds them in `sys.modules`. Python's
import locks make a module imported by both threads at once load once; a failed warm-up is left for the page's own
import to report.
"""

from __future__ import annotations

import importlib
import sys
import threading

WARM = ("pandas", "resolver.api", "resolver.workbench.common", "resolver.workbench.night_entry",
        "resolver.workbench.night_tables", "resolver.workbench.row_editor")


def warm_up() -> None:
    for name in WARM:
        try:
            importlib.import_module(name)
        except Exception:  # noqa: BLE001 - the page imports it again and shows the error where the host sees it
            return


def main(argv: list[str]) -> None:
    threading.Thread(target=warm_up, name="mafia-night-warm-up", daemon=True).start()
    from streamlit.web import cli

    sys.argv = ["streamlit", "run", *argv]
    cli.main()


if __name__ == "__main__":
    main(sys.argv[1:])
