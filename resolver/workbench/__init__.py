"""The Streamlit workbench: a thin layer over the same calls as the CLI (`app.py`, `pages/`).
"""
