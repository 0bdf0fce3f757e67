"""The text drawing of a board in play (``authoring.drawings.text.draw_markers``) and its Rich colouring."""

import io

import pytest
from rich.console import Console

from authoring.drawings.render import FIREFIGHTER_COLOURS, BoardMarkers
from authoring.drawings.text import (
    GAME_LEGEND,
    SPACE_WIDTH,
    draw_markers,
    plain_text,
    rich_markup,
    tag_key,
)
from engine.model import Board

TINY = Board(
    id="tiny",
    rows=4,
    cols=4,
    openings=[[[0, 1], [1, 1]]],
    walls=[[[1, 1], [1, 2]]],
    doors=[
        {"edge": [[1, 0], [1, 1]], "state": "closed"},
        {"edge": [[2, 2], [3, 2]], "state": "closed"},
        {"edge": [[1, 1], [2, 1]], "state": "open"},
        {"edge": [[1, 2], [1, 3]], "state": "open"},
    ],
    parking={"ambulance": [[[0, 2], [0, 3]], [[3, 1], [3, 2]]], "engine": [[[1, 3], [2, 3]]]},
)
"""A 2x2 scene: an interior wall, an opening, four doors and parking for both vehicles."""

IN_PLAY = BoardMarkers(
    fire=[(1, 1)],
    smoke=[(2, 2)],
    poi=[(1, 2)],
    victims=[(2, 1), (2, 1)],
    hazmat=[(1, 1)],
    hot_spots=[(1, 1)],
    firefighters=[((1, 1), "green", "1V"), ((1, 1), "red", "2"), ((3, 1), "blue", "3"),
                  ((2, 2), "yellow", "4+"), ((2, 2), "orange", "5"), ((2, 2), "white", "6")],
    vehicles={"ambulance": 1, "engine": 0},
    wall_damage={((0, 2), (1, 2)): 1, ((2, 1), (2, 0)): 2},
    doors={((1, 1), (2, 1)): "destroyed", ((3, 2), (2, 2)): "open"},
)
"""Every kind of marker once; the edges given in both cell orders."""

EXPECTED = """\
   0    1    2    3
  +    +    +    +    +
0            a    a

  +    +    +~~~~+    +
1      DF*H |?   dENG
       D1V 2|    d
  +    +    +    +    +
2       VV   S   |ENG
             4+56|
  +    +----+ dd +    +
3       AMB  AMB
        3
  +    +    +    +    +"""


def test_tiny_board_in_play_draws_exactly():
    """Cracked wall ~~~~, destroyed wall and door gone, closed D, open d / dd, markers and crews in their spaces."""
    assert plain_text(draw_markers(TINY, IN_PLAY)) == EXPECTED


def test_empty_markers_draw_the_board_walls_and_doors_as_built():
    lines = plain_text(draw_markers(TINY, BoardMarkers())).splitlines()
    assert lines[4] == "  +    +    +----+    +"  # the wall above 1,2 stands
    assert lines[5] == "1      D    |    d"
    assert lines[10] == "  +    +----+-DD-+    +"  # the bottom door is closed
    assert all(len(line) <= 3 + 5 * TINY.cols for line in lines)


def test_spaces_are_space_width_apart_and_cut_with_an_ellipsis():
    crowd = BoardMarkers(firefighters=[((1, 1), "green", str(n)) for n in range(1, 7)],
                         hot_spots=[(1, 1)], poi=[(1, 1)], victims=[(1, 1)] * 3)
    lines = plain_text(draw_markers(TINY, crowd)).splitlines()
    assert lines[5] == "1 " + " " * (SPACE_WIDTH + 1) + "D*?V…|    d"
    assert lines[6] == "  " + " " * (SPACE_WIDTH + 1) + "D123…|    d"


def test_two_firefighters_are_spaced_when_they_fit():
    pair = BoardMarkers(firefighters=[((2, 1), "green", "1"), ((2, 1), "red", "3")])
    assert plain_text(draw_markers(TINY, pair)).splitlines()[9] == "       |1 3      |"


def test_markup_colours_fire_smoke_and_seats():
    markup = rich_markup(draw_markers(TINY, IN_PLAY))
    assert "[bold bright_white on red3]F[/]" in markup
    assert "[bold bright_white on grey42]S[/]" in markup
    assert "[bold bright_green]1V[/]" in markup and "[bold bright_red]2[/]" in markup


@pytest.mark.parametrize("colour", sorted(FIREFIGHTER_COLOURS))
def test_markup_renders_for_every_seat_colour(colour):
    out = io.StringIO()
    markers = BoardMarkers(firefighters=[((1, 1), colour, "1")], fire=[(1, 1)])
    Console(file=out, force_terminal=True, color_system="truecolor", width=120).print(
        rich_markup(draw_markers(TINY, markers)))
    text = out.getvalue()
    assert "\x1b[" in text  # coloured
    plain = Console(file=io.StringIO(), width=120)
    plain.print(rich_markup(draw_markers(TINY, markers)))
    assert plain.file.getvalue().rstrip("\n") == plain_text(draw_markers(TINY, markers))


def test_markup_escapes_brackets_in_labels():
    markers = BoardMarkers(firefighters=[((1, 1), "green", "[1]")])
    out = Console(file=io.StringIO(), width=120)
    out.print(rich_markup(draw_markers(TINY, markers)))
    assert "[1]" in out.file.getvalue()


def test_legend_names_every_symbol():
    for symbol in ("~~~~", "¦", "-DD-", " dd ", "F Fire", "S Smoke", "* Hot Spot", "? POI", "V Victim",
                   "H Hazmat", "# Debris", "AMB", "ENG", "M Call marker", "h Helper", "R rescue place", "W water source"):
        assert symbol in GAME_LEGEND


def test_call_features_are_drawn_and_named_under_the_board():
    # A terminal game of a gsh Call drew no Call marker, Helper, rescue place or water source at all.
    markers = BoardMarkers(tags=[((1, 1), "marker", "Live wire"), ((2, 2), "helper", "Helper"), ((2, 2), "helper", "Helper"),
                                 ((3, 1), "rescue", "Helicopter"), ((3, 2), "rescue", "Helicopter"), ((0, 2), "water", "Hydrant"),
                                 ((1, 2), "named", "Greta")])
    drawn = plain_text(draw_markers(TINY, markers)).splitlines()
    assert drawn[2].split() == ["0", "W"] and drawn[5].split()[:2] == ["1", "DM"]
    assert drawn[8].split() == ["2", "|", "hh", "|"] and drawn[11].split() == ["3", "R", "R"]
    assert tag_key(markers) == ["M Live wire 1,1", "h Helper 2,2 2,2", "R Helicopter 3,1 3,2", "W Hydrant 0,2", "V Greta 1,2"]
