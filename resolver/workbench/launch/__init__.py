"""The workbench's entry script as the installed package ships it (`mafia-night app`): see streamlit_app.py.

A folder of its own: Streamlit puts the folder of the script it runs first on sys.path and treats a
`pages/` folder beside it as pages of its own, so the script does not sit beside the workbench's modules.
"""
