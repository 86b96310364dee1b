"""Built-in rule sets. Each module registers itself with `resolver.ruleset.register`."""
