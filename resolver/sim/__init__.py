"""Whole games played in memory through the library, many at a time (`mafia-night simulate`, issue 21).

`game` plays one game (nights and days, the rule set's own win), `policy` says what the players send and vote,
`legal` what they may, `tally` adds games up (Wilson intervals), `exact` is the simplest game with its exact
answer, `runner` plays a study serially or on Dask.
"""
