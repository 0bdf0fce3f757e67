"""Saving text to disk: atomic writes, permissions and links kept, conflicts refused, no temporaries left."""

import os
import threading

import pytest

from authoring.files.save import read_text_or_none, write_atomic, write_atomic_bytes


def test_write_atomic_replaces_the_file_and_leaves_no_temporary(tmp_path):
    target = tmp_path / "b.board.json"
    target.write_text("old", encoding="utf-8")
    write_atomic(target, "new ✓\n")
    assert target.read_text(encoding="utf-8") == "new ✓\n"
    assert [p.name for p in tmp_path.iterdir()] == ["b.board.json"]


def test_write_atomic_keeps_the_old_file_when_writing_fails(tmp_path):
    target = tmp_path / "b.board.json"
    target.write_text("old", encoding="utf-8")
    with pytest.raises(TypeError):
        write_atomic(target, None)
    assert target.read_text(encoding="utf-8") == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["b.board.json"]


def test_write_atomic_bytes_writes_exactly_the_bytes_and_keeps_the_old_file_on_failure(tmp_path):
    target = tmp_path / "b.png"
    write_atomic_bytes(target, b"\x89PNG\r\n\x00")
    assert target.read_bytes() == b"\x89PNG\r\n\x00"
    with pytest.raises(TypeError):
        write_atomic_bytes(target, "text, not bytes")
    assert target.read_bytes() == b"\x89PNG\r\n\x00"
    assert [p.name for p in tmp_path.iterdir()] == ["b.png"]


def test_atomic_write_keeps_permissions_and_uses_the_umask_for_new_files(tmp_path):
    import os
    import stat

    from authoring.files.save import write_atomic

    old = tmp_path / "old.board.json"
    old.write_text("{}", encoding="utf-8")
    old.chmod(0o640)
    write_atomic(old, '{"id": "b"}')
    assert stat.S_IMODE(old.stat().st_mode) == 0o640

    umask = os.umask(0o022)
    try:
        new = tmp_path / "new.board.json"
        write_atomic(new, "{}")
    finally:
        os.umask(umask)
    assert stat.S_IMODE(new.stat().st_mode) == 0o644


def _linked(tmp_path, target: str, link_name: str, text: str):
    """A file ``target`` (below ``tmp_path``, in a folder of its own) holding ``text``, and a link ``link_name`` to it."""
    real = tmp_path / target
    real.parent.mkdir()
    real.write_text(text, encoding="utf-8")
    link = tmp_path / link_name
    link.symlink_to(real)
    return real, link


def test_write_atomic_writes_through_a_symlink_and_keeps_the_link(tmp_path):
    real, link = _linked(tmp_path, "real/b.board.json", "b.board.json", "old\n")
    write_atomic(link, "new\n")
    assert link.is_symlink()
    assert real.read_text(encoding="utf-8") == "new\n"
    assert [p.name for p in real.parent.iterdir()] == ["b.board.json"]


def test_output_is_never_written_through_a_symlink(tmp_path):
    from authoring.files.save import output_target_problem, replay_target_problem

    call, link = _linked(tmp_path, "lib/x.call.json", "link.replay.json", "my Call\n")
    for problem in (output_target_problem(link), replay_target_problem(link)):
        assert problem is not None and "symbolic link" in problem and str(call) in problem
    with pytest.raises(OSError, match="symbolic link"):
        write_atomic(link, "replay\n", follow_link=False)
    with pytest.raises(OSError, match="symbolic link"):
        write_atomic_bytes(link, b"png", follow_link=False)
    assert call.read_text(encoding="utf-8") == "my Call\n" and link.is_symlink()


def test_an_existing_output_file_is_replaced_only_with_force(tmp_path):
    from authoring.files.save import output_target_problem

    out = tmp_path / "r.replay.json"
    assert output_target_problem(out, force=False) is None
    out.write_text("{}", encoding="utf-8")
    assert output_target_problem(out, force=False) == f"{out} exists; pass --force to overwrite it"
    assert output_target_problem(out, force=True) is None
    assert "is a folder" in output_target_problem(tmp_path)
    assert "is not a folder" in output_target_problem(out / "below.replay.json")


def test_write_atomic_with_check_refuses_a_file_changed_on_disk(tmp_path):
    from authoring.files.save import SaveConflict, content_hash

    target = tmp_path / "b.board.json"
    target.write_text("read\n", encoding="utf-8")
    seen = content_hash("read\n")
    target.write_text("changed by someone else\n", encoding="utf-8")
    with pytest.raises(SaveConflict) as caught:
        write_atomic(target, "mine\n", expect_hash=seen, check=True)
    assert caught.value.disk_text == "changed by someone else\n"
    assert target.read_text(encoding="utf-8") == "changed by someone else\n"
    write_atomic(target, "mine\n", expect_hash=content_hash("changed by someone else\n"), check=True)
    assert target.read_text(encoding="utf-8") == "mine\n"
    with pytest.raises(SaveConflict):  # a new file must not exist yet
        write_atomic(target, "again\n", expect_hash=None, check=True)


def test_clean_stale_temps_removes_old_temporaries_of_saves_only(tmp_path):
    import os
    import time

    from authoring.files.save import clean_stale_temps

    (tmp_path / "boards").mkdir()
    old = tmp_path / "boards" / ".a.board.json.x1y2z3.tmp"
    young = tmp_path / ".b.call.json.q9w8e7.tmp"
    other = tmp_path / "notes.tmp"
    for path in (old, young, other):
        path.write_text("x", encoding="utf-8")
    past = time.time() - 3600
    os.utime(old, (past, past))
    os.utime(other, (past, past))
    assert clean_stale_temps(tmp_path) == [old]
    assert young.exists() and other.exists()
    assert clean_stale_temps(tmp_path, older_than=0) == [young]


def test_interrupted_saves_leave_no_temporary(tmp_path):
    target = tmp_path / "b.board.json"
    for _ in range(20):
        with pytest.raises(TypeError):
            write_atomic(target, 17)
    assert list(tmp_path.iterdir()) == []


def test_read_text_or_none_reads_as_path_read_text_does_and_never_waits_on_a_fifo(tmp_path):
    crlf = tmp_path / "crlf.board.json"
    crlf.write_bytes(b'{\r\n  "id": "\xc3\xa9"\r}\n')
    assert read_text_or_none(crlf) == crlf.read_text(encoding="utf-8")
    (tmp_path / "latin1.board.json").write_bytes(b'{"id": "\xe9"}')
    assert read_text_or_none(tmp_path / "latin1.board.json") is None
    assert read_text_or_none(tmp_path / "missing.board.json") is None
    assert read_text_or_none(tmp_path) is None
    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs here")
    fifo = tmp_path / "pipe.board.json"
    os.mkfifo(fifo)
    found = []
    reading = threading.Thread(target=lambda: found.append(read_text_or_none(fifo)), daemon=True)
    reading.start()
    reading.join(timeout=30)
    assert not reading.is_alive() and found == [None]


@pytest.mark.parametrize("write", [lambda p: write_atomic(p, "{}\n"), lambda p: write_atomic_bytes(p, b"<svg/>")])
@pytest.mark.parametrize("node", ["fifo", "folder", "link to a fifo"])
def test_saving_over_a_fifo_or_folder_is_refused_and_leaves_the_node(tmp_path, node, write):
    # Renaming a new file over a device or FIFO would remove the node itself (as root, /dev/full).
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    target = {"fifo": fifo, "folder": tmp_path / "sub", "link to a fifo": tmp_path / "link.html"}[node]
    if node == "folder":
        target.mkdir()
    elif node == "link to a fifo":
        target.symlink_to(fifo)
    with pytest.raises(OSError, match="not a regular file"):
        write(target)
    assert fifo.is_fifo() and (node != "folder" or target.is_dir())
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_two_checked_saves_of_one_version_never_both_land(tmp_path):
    """The comparison with the disk and the replacement are one step: of two saves racing, one is refused."""
    import threading

    from authoring.files.save import SaveConflict, content_hash

    target = tmp_path / "race.board.json"

    def save(text, expect, start, outcomes):
        start.wait()
        try:
            write_atomic(target, text, expect_hash=expect, check=True)
            outcomes.append(text)
        except SaveConflict:
            outcomes.append(None)

    for trial in range(100):
        target.write_text("{}\n")
        start, outcomes = threading.Barrier(2), []
        threads = [threading.Thread(target=save, args=(f'{{"by": {n}}}\n', content_hash("{}\n"), start, outcomes))
                   for n in (1, 2)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        landed = [o for o in outcomes if o is not None]
        assert len(landed) == 1, f"trial {trial}: {outcomes}"
        assert target.read_text() == landed[0]


def test_an_output_in_a_folder_without_write_permission_is_refused_before_the_work(tmp_path, monkeypatch):
    from authoring.files import save
    from authoring.files.save import output_target_problem

    monkeypatch.setattr(save.os, "access", lambda path, mode: str(path) != str(tmp_path))
    new, existing = tmp_path / "new.replay.json", tmp_path / "old.replay.json"
    existing.write_text("{}", encoding="utf-8")
    expected = "cannot write {}: the folder {} cannot be written to (no permission)"
    assert output_target_problem(new) == expected.format(new, tmp_path)
    assert output_target_problem(existing, force=True) == expected.format(existing, tmp_path)
    assert output_target_problem(tmp_path / "sub" / "new.replay.json") == expected.format(tmp_path / "sub" / "new.replay.json", tmp_path)


def test_a_read_only_file_is_never_replaced(tmp_path):
    """A save renames a new file over the old one, which the folder allows even for a read-only file (and root may
    write any file): a file made read-only is refused all the same, and stays as it was."""
    from authoring.files.save import ReadOnlyFileError

    target = tmp_path / "kept.call.json"
    target.write_text("{}\n", encoding="utf-8")
    target.chmod(0o444)
    for write in (lambda: write_atomic(target, "[]\n"), lambda: write_atomic(target, "[]\n", expect_hash=None, check=False),
                  lambda: write_atomic_bytes(target, b"x")):
        with pytest.raises(ReadOnlyFileError, match="read-only"):
            write()
    assert target.read_text(encoding="utf-8") == "{}\n" and [p.name for p in tmp_path.iterdir()] == ["kept.call.json"]


def test_a_read_only_output_is_refused_before_the_work_and_one_made_so_meanwhile_is_kept(tmp_path):
    from authoring.files.save import output_target_problem, write_output_kept

    target = tmp_path / "game.replay.json"
    target.write_text("theirs", encoding="utf-8")
    target.chmod(0o444)
    problem = output_target_problem(target, force=True)
    assert problem is not None and problem.key == "read_only"
    target.chmod(0o644)
    assert output_target_problem(target, force=True) is None
    checked = "theirs"
    target.chmod(0o444)  # made read-only during the game
    from authoring.files.save import content_hash

    written = write_output_kept(target, "mine", content_hash(checked))
    assert written.name == "game-2.replay.json" and written.read_text(encoding="utf-8") == "mine"
    assert target.read_text(encoding="utf-8") == "theirs"
