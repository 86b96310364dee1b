"""What a host hands the tool: night files (read, hardened, checked against the rule set), moves pasted as
they arrived, keyboard entry, and the day's thread in each forum's markup.
"""
