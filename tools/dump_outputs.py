"""Every bundled night's and game's output, written to a folder, for byte-for-byte comparison before and after
a change that must not change outcomes (a move of files, a new representation of the rule sets).

    python tools/dump_outputs.py OUT_DIR [SCENARIO_DIR ...]      # then: diff -r before/ after/

Written per night, in Russian and English: the JSON of the resolution, the text `resolve` prints, the BBCode,
every player's `explain` in every outcome, and the next night's YAML; per game folder, its history. Works on the
layout before and after the move into layer packages (issue 19), so both sides can be dumped by the same script.
"""

from __future__ import annotations

import sys
import traceback
from pathlib import Path

try:  # the layered package (issue 19)
    from resolver.api import resolve_file
    from resolver.game import folder as games
    from resolver.game.nextnight import next_scenario, scenario_yaml
    from resolver.report import bbcode
    import resolver.report as report
except ImportError:  # the flat layout before it
    from resolver.api import resolve_file  # type: ignore[no-redef]
    from resolver import game as games  # type: ignore[no-redef]
    from resolver.nextnight import next_scenario, scenario_yaml  # type: ignore[no-redef]
    from resolver import bbcode, report  # type: ignore[no-redef]


def dump_night(path: Path) -> str:
    out: list[str] = []
    loaded, res = resolve_file(path)
    out.append("problems: " + repr([str(p) for p in loaded.problems]))
    if res is None:
        return "\n".join(out)
    for lang in ("ru", "en"):
        out += [f"== json {lang}", report.to_json(res, lang), f"== text {lang}", report.resolution_text(res, lang),
                f"== bbcode {lang}", bbcode.resolution_bbcode(res, lang)]
        for index in range(len(res.alternatives)):
            for player in sorted(p.name for p in res.scenario.players):
                out += [f"== explain {lang} {index} {player}", report.explain(res, player, lang, index)]
    for index, alt in enumerate(res.alternatives):
        try:
            out += [f"== next {index}", scenario_yaml(next_scenario(res, alt))]
        except Exception as exc:  # a night that leaves a decision to the host: its message is the output
            out += [f"== next {index} refused: {type(exc).__name__}: {exc}"]
    return "\n".join(out)


def main() -> None:
    target = Path(sys.argv[1])
    roots = [Path(p) for p in sys.argv[2:]] or [Path("scenarios"), Path("bench")]
    target.mkdir(parents=True, exist_ok=True)
    for root in roots:
        for path in sorted(root.rglob("*.y*ml")):
            if (path.parent / "cast.yml").exists():
                continue
            name = str(path).replace("/", "__")
            try:
                text = dump_night(path)
            except Exception:
                text = "CRASH\n" + traceback.format_exc().splitlines()[-1]
            (target / f"{name}.txt").write_text(text, "utf-8")
        for cast in sorted(root.rglob("cast.yml")):
            game = games.replay(cast.parent)
            text = "\n".join([games.history(game, "ru"), games.history(game, "en")])
            (target / f"{str(cast.parent).replace('/', '__')}.game.txt").write_text(text, "utf-8")


if __name__ == "__main__":
    main()
