"""No bot module reads a state field a player cannot see: the order of a deck, the set-aside Flare-Ups, the dice (nor
a determinized copy's ``Game.deal``, the generator of its decks' order).

The re-sampling tests (a bot's choice unchanged when hidden information is dealt again) catch a bot that
depends on hidden information in the positions they try; this scan catches one that merely reads it.
"""

import re
from pathlib import Path

import pytest

BOTS = sorted((Path(__file__).resolve().parents[2] / "engine" / "bots").glob("*.py"))
HIDDEN = re.compile(r"(?<!engine)\.(fire_deck|event_deck|gear_deck|boost_deck|fire_aside|dice|deal)\b")  # not the module engine.dice


@pytest.mark.parametrize("path", BOTS, ids=lambda p: p.name)
def test_a_bot_module_reads_no_hidden_state_field(path):
    code = "\n".join(line.split("#")[0] for line in path.read_text(encoding="utf-8").splitlines()
                     if not line.lstrip().startswith((">>>", "from engine.dice", "import")))
    assert not HIDDEN.findall(code), f"{path.name} reads {sorted(set(HIDDEN.findall(code)))}"
