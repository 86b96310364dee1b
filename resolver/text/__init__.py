"""The tool's own words in Russian and English: a file's problems, `check`'s and `game`'s lines, numbers
with their nouns. Pure tables and formatting: no rule set, no engine.
"""
