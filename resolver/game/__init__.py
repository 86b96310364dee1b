"""Above one night: a game folder replayed and continued, the next night, what-ifs, the host's choice of
outcome, the player board, and the golden checks (`expect`).
"""
