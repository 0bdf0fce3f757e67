"""``callforge`` starts light: listing the commands reads no model, no check and no file format.

Every command imports what it needs when it runs, and
:mod:`authoring.files` imports nothing of its own, so ``callforge --help``
(and shell completion) never pays for pydantic, networkx or the loader.
"""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HEAVY = ("pydantic", "networkx", "streamlit", "authoring.checks", "authoring.files.load", "engine.model")


def test_help_imports_no_model_check_or_loader():
    code = (
        "import sys\n"
        "from typer.testing import CliRunner\n"
        "from authoring.cli import app\n"
        "r = CliRunner().invoke(app, ['--help'])\n"
        "assert r.exit_code == 0 and 'validate' in r.output, r.output\n"
        f"print(sorted(m for m in sys.modules if m.startswith({HEAVY!r})))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)},
                          capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"
