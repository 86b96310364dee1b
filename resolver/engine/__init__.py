"""The night: a scenario compiled into acts, the dependency graph, acts evaluated stage by stage, rings to
CP-SAT, the dawn and what it carries to the next night. Knows mechanics and statuses, never a role name.
"""
