"""Built-in rule sets. Each module registers itself with `resolver.specs.ruleset.register`."""
