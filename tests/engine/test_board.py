"""CompiledBoard tables for the bundled boards."""

from engine.board import DOOR, EAST, NONE, NORTH, OPENING, SOUTH, WALL, WEST, CompiledBoard


def test_front_board_tables(front):
    cb = CompiledBoard.from_board(front)
    assert (cb.rows, cb.cols, cb.n) == (8, 10, 80)
    assert len(cb.scene_spaces) == 48 and len(cb.outside_spaces) == 32
    i = cb.index
    assert cb.nbr[i(0, 0) * 4 + NORTH] == -1 and cb.edge[i(0, 0) * 4 + WEST] == -1
    assert cb.nbr[i(3, 3) * 4 + EAST] == i(3, 4)
    assert cb.edge_kind[cb.edge_between(i(3, 2), i(3, 3))] == DOOR
    assert cb.edge_kind[cb.edge_between(i(2, 3), i(2, 4))] == WALL
    assert cb.edge_kind[cb.edge_between(i(3, 0), i(3, 1))] == OPENING
    assert cb.edge_kind[cb.edge_between(i(2, 0), i(2, 1))] == WALL  # exterior wall
    assert cb.edge_kind[cb.edge_between(i(0, 0), i(0, 1))] == NONE
    assert cb.edge[i(3, 3) * 4 + EAST] == cb.edge[i(3, 4) * 4 + WEST]
    assert cb.edge[i(3, 3) * 4 + SOUTH] == cb.edge_between(i(4, 3), i(3, 3))


def test_zones_spots_arrows_dice(front):
    cb = CompiledBoard.from_board(front)
    i = cb.index
    assert cb.zone_names == ("top-left", "top-right", "bottom-left", "bottom-right")
    assert cb.zone_of[i(1, 1)] == 0 and cb.zone_of[i(6, 8)] == 3 and cb.zone_of[i(0, 0)] == -1
    assert cb.ambulance_spots[0] == (i(0, 5), i(0, 6))
    assert [cb.zone_names[z] for z in cb.engine_spot_zone] == ["top-right", "bottom-right", "bottom-left", "top-left"]
    assert cb.arrow_next[i(3, 3)] == i(4, 3) and cb.arrow_next[i(1, 1)] == i(2, 2)
    assert cb.roll_target(3, 4) == i(3, 4) and cb.roll_target(7, 1) == -1
    assert cb.nearest_ambulance_space[i(2, 2)] == i(3, 0)
    assert cb.entry_spaces == (i(0, 6), i(3, 0), i(4, 9), i(7, 3))
    assert cb.zone_red_faces[0] == frozenset({1, 2, 3}) and cb.zone_black_faces[3] == frozenset({5, 6, 7, 8})


def test_every_arrow_chain_reaches_the_centre_loop(front, back):
    for board in (front, back):
        cb = CompiledBoard.from_board(board)
        for s in cb.scene_spaces:
            seen = []
            while s not in seen:
                seen.append(s)
                s = cb.arrow_next[s]
                assert s >= 0
            assert 3 <= cb.cell(s)[0] <= 4 and 3 <= cb.cell(s)[1] <= 6
