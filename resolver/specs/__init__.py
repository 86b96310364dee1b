"""What a rule set is, as data: the rule kinds a rule set is written in (actions, conditions, protections,
roles, items, the day's rules, the dawn, the post, succession) and `RulesetSpec` itself. No engine here.
"""
