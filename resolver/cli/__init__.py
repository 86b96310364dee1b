"""The command line: `mafia-night` and its subcommands, over the same calls as the workbench.
"""
