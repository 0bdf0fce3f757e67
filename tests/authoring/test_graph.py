"""Board graphs on the real Fire Rescue boards and on small hand-made ones."""

from __future__ import annotations

import json
from pathlib import Path

import networkx as nx
import pytest

from authoring import graph
from engine.model import Board

ROOT = Path(__file__).resolve().parents[2]
FRONT = Board.model_validate(json.loads((ROOT / "calls/boards/fire-rescue-front.board.json").read_text(encoding="utf-8")))
BACK = Board.model_validate(json.loads((ROOT / "calls/boards/fire-rescue-back.board.json").read_text(encoding="utf-8")))


def test_movement_graph_has_every_space_and_marks_the_scene():
    g = graph.movement_graph(FRONT)
    assert g.number_of_nodes() == 80
    assert sum(1 for _, scene in g.nodes(data="scene") if scene) == 48


def test_outside_spaces_are_adjacent_and_the_outer_wall_blocks():
    g = graph.movement_graph(FRONT, doors="open")
    assert g.has_edge((0, 0), (0, 1))  # R-GEO-4: outside spaces are Adjacent
    assert not g.has_edge((0, 1), (1, 1))  # outer wall
    assert g.edges[(0, 6), (1, 6)] == {"feature": "opening", "state": None}


@pytest.mark.parametrize(("doors", "present"), [("initial", False), ("closed", False), ("open", True)])
def test_door_modes(doors, present):
    g = graph.movement_graph(FRONT, doors=doors)
    assert g.has_edge((1, 3), (1, 4)) is present
    if present:
        assert g.edges[(1, 3), (1, 4)] == {"feature": "door", "state": "open"}


def test_initial_door_state_comes_from_the_board():
    board = Board(id="b", rows=3, cols=4, doors=[{"edge": [[1, 1], [1, 2]], "state": "open"}])
    assert graph.movement_graph(board).has_edge((1, 1), (1, 2))
    assert not graph.movement_graph(board, doors="closed").has_edge((1, 1), (1, 2))


def test_destroyed_walls_join_everything():
    g = graph.movement_graph(FRONT, doors="closed", walls="destroyed")
    assert g.edges[(1, 5), (1, 6)]["feature"] == "wall"
    assert g.edges[(0, 1), (1, 1)]["feature"] == "wall"
    assert nx.is_connected(g)


def test_front_board_has_eight_rooms_and_back_board_its_own():
    front = graph.rooms(FRONT)
    assert sorted(len(r) for r in front) == [2, 4, 4, 4, 6, 8, 10, 10]
    assert sum(len(r) for r in graph.rooms(BACK)) == 48
    assert frozenset({(5, 8), (6, 8)}) in front


def test_listed_twice_keeps_the_wall():
    board = Board(id="b", rows=3, cols=4, walls=[[[1, 1], [1, 2]]], openings=[[[1, 2], [1, 1]]])
    assert not graph.movement_graph(board, doors="open").has_edge((1, 1), (1, 2))


def test_malformed_edges_are_ignored():
    board = Board(id="b", rows=3, cols=4, walls=[[[1, 1], [2, 2]], [[2, 3], [2, 4]]], openings=[[[9, 9], [9, 8]]])
    assert graph.edge_features(board) == {}
    graph.movement_graph(board)


def test_arrow_graph_of_the_standard_board_ends_in_the_centre_loop():
    g = graph.arrow_graph(FRONT)
    assert all(g.out_degree(cell) == 1 for cell in graph.scene_spaces(FRONT))
    loops = graph.arrow_cycles(g)
    assert loops == [[(3, 3), (4, 3), (4, 4), (4, 5), (4, 6), (3, 6), (3, 5), (3, 4)]]
    assert nx.is_weakly_connected(g)


def test_arrow_graph_keeps_targets_outside_the_scene_and_skips_unknown_words():
    # An unknown word is refused by the model (FP101); one built past validation is still skipped here.
    board = Board(id="b", rows=3, cols=4, arrows={"rows": ["N ."]})
    board = board.model_copy(update={"arrows": board.arrows.model_copy(update={"rows": ["N up"]})})
    g = graph.arrow_graph(board)
    assert list(g.edges(data="direction")) == [((1, 1), (0, 1), "N")]
    assert g.nodes[(0, 1)]["scene"] is False


def test_zone_graph_of_the_standard_quadrants_is_a_square():
    g = graph.zone_graph(FRONT)
    assert sorted(map(sorted, g.edges)) == [
        ["bottom-left", "bottom-right"],
        ["bottom-left", "top-left"],
        ["bottom-right", "top-right"],
        ["top-left", "top-right"],
    ]
    assert len(g.nodes["top-left"]["cells"]) == 12


def test_zone_subgraph_is_connected_for_each_quadrant():
    for name in FRONT.zones:
        assert nx.is_connected(graph.zone_subgraph(FRONT, name))


def test_outer_wall_edges_of_a_non_rectangular_scene():
    board = Board(id="b", rows=4, cols=5, scene=[{"cells": [[1, 1], [1, 2], [2, 2]]}])
    assert len(graph.outer_wall_edges(board)) == 8
