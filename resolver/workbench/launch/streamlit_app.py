"""The script `mafia-night app` runs with `streamlit run` (the installed package's copy of the repository's
streamlit_app.py): see resolver/workbench/app.py."""

from resolver.workbench.app import main

main()
