"""The checks of a night file against its rule set, one function per check (`resolver/input/validate.py` runs them).

`context` holds what they share (the rule set, the file, where a problem is added) and the helpers they say
problems with; `options`, `players`, `state`, `day`, `moves`, `expect` the checks of each part of the file;
`rows` the handlers of the rule sets' typed check rows (`resolver/specs/checks.py`).
"""
