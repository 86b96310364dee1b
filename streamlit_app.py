"""The workbench's entry script for `streamlit run streamlit_app.py` (`make app`): see resolver/workbench/app.py."""

from resolver.workbench.app import main

main()
