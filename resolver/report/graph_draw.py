"""The night's dependency graph drawn for a host: one column a step of the order of moves, left to right.

Each act is a box in the column of its step (the steps headed by their names), coloured by its
result and marked ✓ ✗ ⊘ for a reader without colour; an edge is coloured and named by its kind in
the reader's language; a ring of moves has an orange border. The columns come from an invisible
chain of step headers, and the real edges do not move them: forty players make a tall column, not a
tangle. `legend` lists exactly the styles a drawing uses, from the same tables.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from resolver.api import Alternative, Resolution

# kind -> (colour, Russian, English)
EDGES: dict[str, tuple[str, str, str]] = {
    "block": ("#b22222", "блок", "block"),
    "protect": ("#228b22", "защита", "protect"),
    "kill": ("#000000", "убийство", "kill"),
    "requires": ("#4169e1", "нужен для хода", "required"),
    "consumes": ("#8b4513", "расходует предмет", "uses up an item"),
    "reads": ("#9370db", "учитывает", "reads"),
    "affects": ("#7f7f7f", "влияет", "affects"),
}
# result -> (fill, mark, Russian, English)
FILLS: dict[str, tuple[str, str, str, str]] = {
    "success": ("#d9f2d9", "✓", "удачно", "success"),
    "failed": ("#f7d4d4", "✗", "неудачно", "failed"),
    "void": ("#e6e6e6", "⊘", "не состоялся", "void"),
}
RING = "darkorange"  # the border of a ring of moves
TIE = ("пунктир — порядок не задан (решает время или ведущий)", "dashed: the order is not given (time or the host decide)")
BAND = 5  # steps in a row of a page: a night of fifteen steps is three rows, not one unreadable strip
EDGE_LABELS_UP_TO = 40  # more edges than this: colours and the legend only, no text on each edge


@dataclass(frozen=True)
class LegendEntry:
    kind: str  # "node", "ring", "edge", "tie"
    color: str  # the fill of a node, the colour of an edge or border
    label: str


def _dot(text: str) -> str:
    """Text inside a DOT double-quoted string: a nickname may hold " or \\ (issue 7)."""
    return str(text).replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")


def _nodes(res: Resolution, focus: str | None) -> list[str]:
    import networkx as nx

    graph = res.engine.graph.graph
    nodes = set(graph.nodes)
    if focus is not None and focus in graph:
        nodes = {focus} | set(nx.ancestors(graph, focus)) | set(graph.successors(focus))
    return sorted(nodes, key=lambda a: res.night.act(a).sort_key())


def _edges(res: Resolution, nodes: list[str]) -> list[tuple[str, str, dict[str, Any]]]:
    keep = set(nodes)
    edges = [(u, v, d) for u, v, d in res.engine.graph.graph.edges(data=True) if u in keep and v in keep]
    order = {a: i for i, a in enumerate(nodes)}
    return sorted(edges, key=lambda e: (order[e[0]], order[e[1]]))


def _steps(res: Resolution, nodes: list[str]) -> tuple[list[str], dict[str, list[str]]]:
    """The steps the nodes fall in, in the order of moves, and each step's nodes."""
    steps: dict[str, list[str]] = {}
    for node in nodes:
        steps.setdefault(res.night.act(node).step, []).append(node)
    ordered = sorted(steps, key=lambda s: (res.ruleset.steps[s].order if s in res.ruleset.steps else 0, s))
    return ordered, steps


def draw(res: Resolution, alt: Alternative, focus: str | None = None, lang: str = "ru") -> str:
    """The whole graph in one DOT: one column a step, left to right (for the CLI and `dot -Tsvg`)."""
    nodes = _nodes(res, focus)
    ordered, _ = _steps(res, nodes)
    return _draw(res, alt, nodes, _edges(res, nodes), ordered, focus, lang)


def draw_rows(res: Resolution, alt: Alternative, focus: str | None = None, lang: str = "ru") -> list[str]:
    """The graph as rows of at most BAND steps, for a page: each row a DOT of its steps' columns, with
    the moves of other rows that an arrow joins drawn dashed at its left (earlier) or right (later)."""
    nodes = _nodes(res, focus)
    edges = _edges(res, nodes)
    ordered, steps = _steps(res, nodes)
    if len(ordered) <= BAND:
        return [_draw(res, alt, nodes, edges, ordered, focus, lang, page=True)]
    out = []
    for i in range(0, len(ordered), BAND):
        band = ordered[i:i + BAND]
        inside = {n for step in band for n in steps[step]}
        row_edges = [e for e in edges if e[0] in inside or e[1] in inside]
        row_nodes = [n for n in nodes if n in inside or any(n in e[:2] for e in row_edges)]
        out.append(_draw(res, alt, row_nodes, row_edges, band, focus, lang, page=True))
    return out


def _draw(res: Resolution, alt: Alternative, nodes: list[str], edges: list[tuple[str, str, dict[str, Any]]],
          columns: list[str], focus: str | None, lang: str, page: bool = False) -> str:
    """DOT of `nodes`: those of the `columns` steps in their columns, left to right; any other node (a
    move of another row) dashed, in a column «раньше» before them or «позже» after them.

    On a `page` the browser's Graphviz draws it and shows the graph's and the columns' names on hover: they are
    said in the UI language (a column is a cluster by `cluster=true`, Graphviz 7+, not by a name «cluster_…»).
    For the CLI's `dot` of any version a column is named «cluster_<step>»."""
    ru = lang == "ru"
    in_cycle = {a for members in res.cycles() for a in members}
    ordered, steps = _steps(res, nodes)
    first = min((res.ruleset.steps[s].order for s in columns if s in res.ruleset.steps), default=0)
    before = [n for s in ordered if s not in columns for n in steps[s] if res.night.act(n).order < first]
    after = [n for s in ordered if s not in columns for n in steps[s] if n not in before]
    groups: list[tuple[str, str, list[str], bool]] = []
    if before:
        groups.append(("earlier", "из шагов раньше" if ru else "from earlier steps", before, True))
    for step in columns:
        spec = res.ruleset.steps.get(step)
        groups.append((step, (spec.name_ru if ru else spec.name_en) if spec else step, steps[step], False))
    if after:
        groups.append(("later", "в шагах позже" if ru else "in later steps", after, True))
    graph_name = ("ночь" if ru else "night") if page else "night"
    lines = [f'digraph "{graph_name}" {{',
             '  rankdir=LR; newrank=true; nodesep=0.15; ranksep=0.6;',
             '  node [shape=box, style="rounded,filled", fontname="sans", fontsize=11, margin="0.08,0.04"];',
             '  edge [fontname="sans", fontsize=9, arrowsize=0.7];']
    for number, (key, title, members, other) in enumerate(groups, 1):
        name = f"{'шаг' if ru else 'step'} {number}" if page else f"cluster_{_dot(key)}"
        lines.append(f'  subgraph "{name}" {{ {"cluster=true; " if page else ""}label="{_dot(title)}"; fontname="sans"; '
                     'fontsize=10; '
                     f'style="rounded{",dashed" if other else ""}"; color="#cccccc";')
        lines.append(f'    "step:{_dot(key)}" [style=invis, shape=point, width=0];')
        for node in members:
            lines.append("    " + _node_line(res, alt, node, node in in_cycle, node == focus, lang, other))
        lines.append("  }")
        lines.append(f'  {{ rank=same; "step:{_dot(key)}"; ' + " ".join(f'"{_dot(n)}";' for n in members) + " }")
    for (prev, *_), (key, *_) in zip(groups, groups[1:]):
        lines.append(f'  "step:{_dot(prev)}" -> "step:{_dot(key)}" [style=invis, weight=10];')
    labelled = len(edges) <= EDGE_LABELS_UP_TO or focus is not None
    for u, v, data in edges:
        color, name_ru, name_en = EDGES.get(str(data.get("kind", "")), EDGES["affects"])
        label = f', label="{_dot(name_ru if ru else name_en)}", fontcolor="{color}"' if labelled else ""
        style = ", style=dashed" if data.get("tie") else ""
        lines.append(f'  "{_dot(u)}" -> "{_dot(v)}" [color="{color}", constraint=false{label}{style}];')
    lines.append("}")
    return "\n".join(lines)


def _node_line(res: Resolution, alt: Alternative, node: str, ring: bool, focused: bool, lang: str,
               other: bool = False) -> str:
    act = res.night.act(node)
    spec = res.ruleset.actions[act.action]
    outcome = alt.outcomes.get(node)
    fill, mark = FILLS[outcome.result][:2] if outcome and outcome.result in FILLS else ("#ffffff", "")
    who = act.actor or ("ночь" if lang == "ru" else "night")
    action = spec.name_ru if lang == "ru" else spec.name_en
    targets = ", ".join(act.targets)
    label = f"{mark} {who}\n{action}" + (f" → {targets}" if targets else "")
    extra = f', color="{RING}", penwidth=3' if ring else ""
    extra += ", penwidth=3" if focused and not ring else ""
    extra += ', style="rounded,filled,dashed"' if other else ""
    return f'"{_dot(node)}" [label="{_dot(label.strip())}", fillcolor="{fill}"{extra}];'


def legend(res: Resolution, alt: Alternative, focus: str | None = None, lang: str = "ru") -> list[LegendEntry]:
    """The styles the drawing of the same arguments uses, in its order: results, the ring, edge kinds."""
    ru = lang == "ru"
    nodes = _nodes(res, focus)
    edges = _edges(res, nodes)
    results = {alt.outcomes[n].result for n in nodes if n in alt.outcomes}
    out = [LegendEntry("node", fill, f"{mark} {word_ru if ru else word_en}")
           for result, (fill, mark, word_ru, word_en) in FILLS.items() if result in results]
    in_cycle = {a for members in res.cycles() for a in members}
    if in_cycle & set(nodes):
        out.append(LegendEntry("ring", RING, "оранжевая рамка — круг ходов" if ru else "orange border: a ring of moves"))
    seen: list[str] = []
    for _u, _v, data in edges:
        kind = str(data.get("kind", ""))
        kind = kind if kind in EDGES else "affects"
        if kind not in seen:
            seen.append(kind)
    for kind in seen:
        color, name_ru, name_en = EDGES[kind]
        out.append(LegendEntry("edge", color, name_ru if ru else name_en))
    if len(_steps(res, nodes)[0]) > BAND:  # the page draws rows (draw_rows): moves of other rows are dashed
        out.append(LegendEntry("other", "#999999", "пунктирная рамка — ход из другого ряда" if ru
                               else "dashed box: a move of another row"))
    if any(data.get("tie") for _u, _v, data in edges):
        out.append(LegendEntry("tie", "#7f7f7f", TIE[0] if ru else TIE[1]))
    return out
