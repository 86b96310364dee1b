"""The mafia's win rate in the simplest game against m/√n and m/n, with and without a detective (issue 21).

Braverman, Etesami and Mossel (Ann. Appl. Probab. 18(3), 2008): without detectives the two sides have comparable
chances exactly when the mafia is of order √n; with one detective the mafia needs a linear share. The games are
`resolver.sim.detective`'s (its models: `none`, `detective`, `cleared`), n in (20, 50, 200, 500, 2000).

    PYTHONPATH=. python tools/braverman_plot.py [--games 2000] [--seed 21]

Writes docs/braverman.md (the tables), docs/braverman.html (the chart; it loads vega from its CDN) and
docs/braverman.png: through vl-convert when it is installed, else with `--vega-js DIR` (a folder holding
vega.min.js, vega-lite.min.js and vega-embed.min.js, e.g. from `npm install vega@6 vega-lite@6 vega-embed@7`,
their `build/` files) drawn in a headless Chromium by playwright; without either, no PNG.
"""

from __future__ import annotations

import argparse
import math
import shutil
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from resolver.sim.detective import MODELS, mafia_wins  # noqa: E402
from resolver.sim.totals import wilson  # noqa: E402

SIZES = (20, 50, 200, 500, 2000)
PER_ROOT = (0.25, 0.5, 0.75, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0, 8.0, 12.0)  # m/√n
PER_PLAYER = (0.02, 0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.45)  # m/n
GRIDS = {"root": ("m/√n", PER_ROOT), "linear": ("m/n", PER_PLAYER)}
DOMAINS = {"root": [0.2, 15.0], "linear": [0.015, 0.5]}


def mafia_sizes(n: int, grid: tuple[float, ...], per_root: bool) -> list[int]:
    """The distinct m (1 ≤ m < n/2) a grid gives for n."""
    scale = math.sqrt(n) if per_root else n
    return sorted({m for x in grid if 1 <= (m := round(x * scale)) and 2 * m < n})


def rows(games: int, seed: int) -> list[dict[str, Any]]:
    out = []
    for grid, (_label, values) in GRIDS.items():
        for model in MODELS:
            for n in SIZES:
                for m in mafia_sizes(n, values, grid == "root"):
                    won = int(mafia_wins(n, m, games, seed, model).sum())
                    low, high = wilson(won, games)
                    out.append({"grid": grid, "model": model, "model_label": MODELS[model], "n": n, "m": m,
                                "m_per_root_n": m / math.sqrt(n), "m_per_n": m / n, "games": games,
                                "mafia": won / games, "low": low, "high": high})
    return out


def table(data: list[dict[str, Any]], grid: str, model: str) -> list[str]:
    """One model's rates on one grid: a row per n, its (m, rate) pairs in order."""
    label = GRIDS[grid][0]
    key = "m_per_root_n" if grid == "root" else "m_per_n"
    out = [f"| n | {label}: доля побед мафии (m) |", "|---|---|"]
    for n in SIZES:
        cells = [f"{r[key]:.2f}: **{r['mafia']:.2f}** ({r['m']})"
                 for r in data if r["grid"] == grid and r["model"] == model and r["n"] == n]
        out.append(f"| {n} | {' · '.join(cells)} |")
    return out


def markdown(data: list[dict[str, Any]], games: int, seed: int, seconds: float) -> str:
    out = ["# Мафия в простейшей игре: доля побед против m/√n и m/n (issue 21)", "",
           f"`tools/braverman_plot.py --games {games} --seed {seed}`: {games} партий в каждой точке, "
           f"{seconds:.0f} с. Модели — `resolver/sim/detective.py`; полуширина 95% интервала Уилсона "
           f"не больше {max(r['high'] - r['low'] for r in data) / 2:.3f}. В клетке: x: **доля** (m).", ""]
    for model, label in MODELS.items():
        for grid in GRIDS:
            out += [f"## {label} (`{model}`), по {GRIDS[grid][0]}", ""] + table(data, grid, model) + [""]
    return "\n".join(out)


def chart(data: list[dict[str, Any]]) -> Any:
    import altair as alt
    import pandas as pd

    frame = pd.DataFrame(data)
    parts = []
    for grid, (label, _values) in GRIDS.items():
        key = "m_per_root_n" if grid == "root" else "m_per_n"
        base = alt.Chart(frame[frame["grid"] == grid]).encode(
            x=alt.X(f"{key}:Q", title=label, scale=alt.Scale(type="log", domain=DOMAINS[grid])),
            color=alt.Color("n:O", title="n", scale=alt.Scale(scheme="viridis")))
        lines = base.mark_line(point=True).encode(
            y=alt.Y("mafia:Q", title="доля побед мафии", scale=alt.Scale(domain=[0, 1])),
            tooltip=["model", "n", "m", alt.Tooltip("mafia:Q", format=".3f"), alt.Tooltip("low:Q", format=".3f"),
                     alt.Tooltip("high:Q", format=".3f")])
        bars = base.mark_errorbar().encode(y=alt.Y("low:Q", title="доля побед мафии"), y2="high:Q")
        parts.append(alt.layer(bars, lines).properties(width=260, height=220).facet(
            column=alt.Column("model_label:N", title=None, sort=list(MODELS.values()))))
    return alt.vconcat(*parts).properties(
        title="Простейшая игра (день первым): мафия m из n, с детективом и без; 95% интервалы Уилсона")


PAGE = """<!doctype html><html><head><meta charset="utf-8">{scripts}</head>
<body style="margin:0;background:white"><div id="chart"></div><script>
vegaEmbed("#chart", {spec}, {{renderer: "canvas", actions: false}}).then(() => {{ window.drawn = true; }});
</script></body></html>"""


def png_in_browser(spec: dict[str, Any], js_dir: Path, out: Path) -> None:
    """The chart drawn by vega-embed in a headless Chromium (playwright), its element saved as a PNG."""
    import json

    from playwright.sync_api import sync_playwright

    scripts = "".join(f"<script>{(js_dir / name).read_text(encoding='utf-8')}</script>"
                      for name in ("vega.min.js", "vega-lite.min.js", "vega-embed.min.js"))
    page_file = out.with_suffix(".page.html")
    page_file.write_text(PAGE.format(scripts=scripts, spec=json.dumps(spec)), encoding="utf-8")
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=shutil.which("chromium"))  # Debian's, else playwright's
            page = browser.new_page(device_scale_factor=2)
            page.goto(page_file.resolve().as_uri())
            page.wait_for_function("window.drawn === true", timeout=30000)
            page.locator("#chart").screenshot(path=str(out))
            browser.close()
    finally:
        page_file.unlink()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=21)
    parser.add_argument("--out", type=Path, default=ROOT / "docs")
    parser.add_argument("--vega-js", type=Path, help="a folder with vega, vega-lite and vega-embed's min.js")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    data = rows(args.games, args.seed)
    seconds = time.perf_counter() - started
    (args.out / "braverman.md").write_text(markdown(data, args.games, args.seed, seconds), encoding="utf-8")
    figure = chart(data)
    figure.save(str(args.out / "braverman.html"))
    png = args.out / "braverman.png"
    try:
        figure.save(str(png), scale_factor=2)
    except ValueError as exc:  # altair saves a PNG through vl-convert only
        if args.vega_js is None:
            print(f"PNG not saved ({exc}); pass --vega-js DIR to draw it in Chromium")
        else:
            png_in_browser(figure.to_dict(), args.vega_js, png)
    if png.exists():
        print(png)
    print(f"{len(data)} points, {seconds:.1f} s; table in {args.out / 'braverman.md'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
