"""mafia-night: a forum Mafia night and day resolved exactly, every decision with its clause.

Layers, from the top: `cli` and `workbench` (the two front ends) → `game` (a game folder, what-ifs, the
next night, golden checks) → `report` (post, BBCode, explain: render decisions only) → `api` (the facade)
→ `input` (files, pasted moves, threads) → `rulesets` (data over the mechanics) → `day` (the vote) →
`engine` (the night) → `text` (the tool's own words) → `specs` (what a rule set is) → `model` (the file's
types). Each imports only what is below it; `pyproject.toml` holds the import-linter contracts.
"""
