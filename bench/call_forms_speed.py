"""Time the Call editor's rerun on each tab of a gsh Call: what a change in a deck or hero field costs.

Run: PYTHONPATH=. python bench/call_forms_speed.py [--runs N] [--call calls/gsh-hillside.call.json]

The page is run through Streamlit's AppTest (no browser): each figure is the
server's whole script run for the tab, the live diagnostics included; the
decks and heroes tabs draw their generated forms (only the chosen deck, card,
specialist, Gear and Boost have their fields drawn). Prints the median and
90th percentile per tab, and how many elements the page holds.
"""

from __future__ import annotations

import argparse
import shutil
import tempfile
import time
from pathlib import Path

from timing import ms_summary

ROOT = Path(__file__).resolve().parents[1]
APP = ROOT / "authoring" / "studio" / "app.py"
TABS = ("text", "setup", "decks", "heroes")


def _page(library: Path, call: Path, tab: str):
    from streamlit.testing.v1 import AppTest

    from authoring.language import i18n
    from authoring.studio import logic

    at = AppTest.from_file(str(APP), default_timeout=120)
    at.session_state["library"] = str(library)
    at.session_state["lang"] = "en"
    at.session_state["call_doc"] = logic.open_doc(library / call.name)
    at.session_state["call_tab"] = i18n.t(f"tab_{tab}")
    at.run()
    at.switch_page("views/call_editor.py").run()
    return at


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20, help="reruns timed per tab (after 2 warm-up runs)")
    parser.add_argument("--call", type=Path, default=ROOT / "calls" / "gsh-hillside.call.json")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        library = Path(folder) / "calls"
        shutil.copytree(args.call.resolve().parent, library)
        print(f"Call editor rerun on {args.call.name}, {args.runs} runs per tab")
        for tab in TABS:
            at = _page(library, args.call, tab)
            samples = []
            for i in range(args.runs + 2):
                start = time.perf_counter()
                at.run()
                if i >= 2:
                    samples.append(time.perf_counter() - start)
            print(f"  {tab:<7} {ms_summary(samples)}   {len(list(at.main))} elements")


if __name__ == "__main__":
    main()
