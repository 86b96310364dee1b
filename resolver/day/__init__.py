"""The day: the vote log counted with its modifiers, penalties and events, and the win conditions.

`spec` is what a rule set says about its day (data), `tally` counts the vote, `run` puts the day
before the night in one resolution, `win` checks who won. Nothing here names a rule set.
"""
