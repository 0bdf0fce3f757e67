"""FP254: parking spots of one vehicle go round the scene clockwise, from any spot (R-GEO-8)."""

from __future__ import annotations

import pytest

from authoring.checks import Context
from authoring.checks.parking import check_driving_order
from engine.model import Board

# The standard board's ambulance spots, clockwise from the top: top, right, bottom, left.
CLOCKWISE = [((0, 5), (0, 6)), ((3, 9), (4, 9)), ((7, 3), (7, 4)), ((3, 0), (4, 0))]


def _order_warnings(spots, **board) -> list:
    ctx = Context(Board(id="b", parking={"ambulance": spots}, **board))
    return list(check_driving_order(ctx))


def test_clockwise_list_passes():
    assert _order_warnings(CLOCKWISE) == []


@pytest.mark.parametrize("start", range(len(CLOCKWISE)))
def test_any_rotation_passes(start):
    assert _order_warnings(CLOCKWISE[start:] + CLOCKWISE[:start]) == []


def test_counter_clockwise_warns():
    spots = CLOCKWISE[:1] + CLOCKWISE[:0:-1]
    (warning,) = _order_warnings(spots)
    assert (warning.code, warning.severity, warning.pointer) == ("FP254", "warning", "/parking/ambulance")
    assert "clockwise from spot 1 they are ([0, 5], [0, 6]), ([3, 9], [4, 9]), ([7, 3], [7, 4]), ([3, 0], [4, 0])" in (
        warning.message
    )
    assert "(spots 1, 4, 3, 2)" in warning.message
    assert warning.cells == tuple(c for spot in CLOCKWISE for c in spot)
    assert "+1" in warning.hint and "in the order shown" in warning.hint


def test_swapped_pair_warns():
    spots = [CLOCKWISE[0], CLOCKWISE[2], CLOCKWISE[1], CLOCKWISE[3]]
    (warning,) = _order_warnings(spots)
    assert "(spots 1, 3, 2, 4)" in warning.message


def test_top_left_right_bottom_warns_for_each_vehicle():
    by_side = [CLOCKWISE[0], CLOCKWISE[3], CLOCKWISE[1], CLOCKWISE[2]]
    engine = [((0, 7), (0, 8)), ((1, 0), (2, 0)), ((5, 9), (6, 9)), ((7, 1), (7, 2))]
    ctx = Context(Board(id="b", parking={"ambulance": by_side, "engine": engine}))
    assert [d.pointer for d in check_driving_order(ctx)] == ["/parking/ambulance", "/parking/engine"]


def test_two_spots_are_always_in_order():
    assert _order_warnings([CLOCKWISE[2], CLOCKWISE[0]]) == []


def test_three_spots_counter_clockwise_warn():
    assert [d.code for d in _order_warnings([CLOCKWISE[0], CLOCKWISE[2], CLOCKWISE[1]])] == ["FP254"]


@pytest.mark.parametrize(
    "broken",
    [
        ((8, 3), (8, 4)),  # off the grid (FP201)
        ((7, 3), (7, 5)),  # not side by side (FP250)
        ((3, 9), (4, 9)),  # repeats spot 1 (FP251)
        ((6, 3), (7, 3)),  # on the scene (FP250)
    ],
)
def test_broken_spots_are_left_to_other_codes(broken):
    spots = [CLOCKWISE[0], CLOCKWISE[2], CLOCKWISE[1], CLOCKWISE[3], broken]
    assert _order_warnings(spots) == []


def test_order_is_measured_around_the_scene_not_the_grid():
    # A 3 x 3 scene at the left end of a 5 x 20 grid: spots right of, below, left of and above it.
    # Seen from the grid's centre, far to the right, the spot below would come first.
    scene = [{"rows": [1, 3], "cols": [1, 3]}]
    spots = [((2, 4), (3, 4)), ((4, 2), (4, 3)), ((1, 0), (2, 0)), ((0, 1), (0, 2))]
    assert _order_warnings(spots, rows=5, cols=20, scene=scene) == []
    assert [d.code for d in _order_warnings(spots[::-1], rows=5, cols=20, scene=scene)] == ["FP254"]


# A U-shaped building on an 8 x 10 grid: two wings and a courtyard open to the top (rows 1-4, cols 3-6).
U_SCENE = [{"rows": [1, 6], "cols": [1, 2]}, {"rows": [5, 6], "cols": [3, 6]}, {"rows": [1, 6], "cols": [7, 8]}]
# Clockwise as the drive goes: over the left wing, down the courtyard's left side, along its far end, up its right
# side, over the right wing, then round the outside: right, bottom, left.
U_SPOTS = [((0, 1), (0, 2)), ((1, 3), (2, 3)), ((4, 4), (4, 5)), ((2, 6), (1, 6)), ((0, 7), (0, 8)),
           ((3, 9), (4, 9)), ((7, 3), (7, 4)), ((3, 0), (4, 0))]


def test_spots_round_a_courtyard_follow_the_walk_round_the_building():
    assert _order_warnings(U_SPOTS, rows=8, cols=10, scene=U_SCENE) == []


def test_spots_round_a_courtyard_are_not_ordered_by_bearing_from_the_centre():
    # Seen from the centre of the building's box, the courtyard's far end lies straight below, beside the
    # outside bottom spot; listed that way, the Ambulance would jump in and out of the courtyard.
    by_bearing = [U_SPOTS[i] for i in (3, 4, 5, 2, 6, 7, 0, 1)]
    (warning,) = _order_warnings(by_bearing, rows=8, cols=10, scene=U_SCENE)
    assert "(spots 1, 2, 3, 5, 6, 7, 8, 4)" in warning.message  # the far end (listed 4th) after the two left spots
    assert warning.cells == tuple(c for i in (3, 4, 5, 6, 7, 0, 1, 2) for c in sorted(U_SPOTS[i]))


def test_spots_of_separate_pieces_of_the_scene_are_ordered_by_bearing():
    # Two 2 x 2 buildings side by side: a spot between them borders the walk round the first one only.
    scene = [{"rows": [1, 2], "cols": [1, 2]}, {"rows": [1, 2], "cols": [5, 6]}]
    spots = [((0, 1), (0, 2)), ((0, 5), (0, 6)), ((3, 5), (3, 6)), ((3, 1), (3, 2))]
    assert _order_warnings(spots, rows=4, cols=8, scene=scene) == []
    assert [d.code for d in _order_warnings(spots[::-1][1:] + spots[:1], rows=4, cols=8, scene=scene)] == []
    assert [d.code for d in _order_warnings([spots[i] for i in (0, 2, 1, 3)], rows=4, cols=8, scene=scene)] == ["FP254"]


def test_a_spot_in_a_courtyards_narrow_opening_comes_as_the_drive_turns_in():
    # A 6 x 6 ring of scene spaces round a courtyard (rows 2-5, cols 2-5 of an 8 x 10 grid) opening at the top
    # through (1, 3). The opening is passed going in and again coming out: it counts where the drive turns in.
    ring = {(r, c) for r in range(1, 7) for c in range(1, 7)} - {(r, c) for r in range(2, 6) for c in range(2, 6)}
    scene = [{"rows": [r, r], "cols": [c, c]} for r, c in sorted(ring - {(1, 3)})]
    spots = [((0, 1), (0, 2)), ((0, 3), (1, 3)),  # outside the top left, the opening
             ((2, 2), (3, 2)), ((5, 3), (5, 4)), ((3, 5), (2, 5)),  # the courtyard: left, far end, right
             ((0, 5), (0, 6)), ((3, 7), (4, 7)), ((7, 4), (7, 5)), ((3, 0), (4, 0))]  # outside: top right, round
    assert _order_warnings(spots, rows=8, cols=10, scene=scene) == []
    assert [d.code for d in _order_warnings(spots[:1] + spots[2:5] + spots[1:2] + spots[5:], rows=8, cols=10,
                                            scene=scene)] == ["FP254"]
