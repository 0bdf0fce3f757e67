"""The committed JSON Schemas match the models, document every property, and agree with an independent validator."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from authoring.files import schemas

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "golden" / "load"
CHECK_JSONSCHEMA = Path(sys.executable).parent / "check-jsonschema"


def test_committed_schemas_match_the_models():
    stale = schemas.stale_schemas(ROOT / "schemas")
    assert not stale, f"{', '.join(f'{p.name} {why}' for p, why in stale)}: run `callforge schema`"


def test_stale_schema_is_detected(tmp_path):
    schemas.write_schemas(tmp_path)
    assert schemas.stale_schemas(tmp_path) == []
    (tmp_path / "call.schema.json").write_text("{}\n", encoding="utf-8")
    assert schemas.stale_schemas(tmp_path) == [(tmp_path / "call.schema.json", "differs from the models")]


@pytest.mark.parametrize(("make", "why"), [
    (lambda path: path.write_bytes(b"\xff\xfe{"), "is not UTF-8 text"),
    (lambda path: path.unlink(), "is missing"),
    (lambda path: (path.unlink(), path.mkdir()), "is a folder"),
])
def test_schema_check_says_why_a_schema_file_is_not_the_models_never_a_traceback(tmp_path, monkeypatch, make, why):
    from typer.testing import CliRunner

    from authoring.cli import app

    schemas.write_schemas(tmp_path)
    make(tmp_path / "board.schema.json")
    monkeypatch.setattr(schemas, "SCHEMA_DIR", tmp_path)
    result = CliRunner().invoke(app, ["schema", "--check"])
    assert result.exit_code == 1 and f"board.schema.json {why}" in result.output, result.output


@pytest.mark.parametrize("kind", sorted(schemas.KINDS))
def test_schema_header(kind):
    doc = schemas.build_schema(kind)
    assert doc["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert doc["$id"] == f"https://callforge.dev/schemas/{kind}.schema.json"
    assert doc["title"] and doc["description"]


@pytest.mark.parametrize("kind", sorted(schemas.KINDS))
def test_every_property_has_a_title_and_a_description(kind):
    assert schemas.properties_missing_text(schemas.build_schema(kind)) == []


def test_schema_text_is_stable():
    text = schemas.schema_text("board")
    assert text == schemas.schema_text("board")
    assert text.endswith("}\n") and text.startswith('{\n  "$schema"')


@pytest.mark.parametrize("path", sorted((ROOT / "calls").rglob("*.json")), ids=lambda p: p.name)
def test_bundled_files_name_their_schema(path):
    data = json.loads(path.read_text(encoding="utf-8"))
    kind = "board" if path.name.endswith(".board.json") else "call"
    target = (path.parent / data["$schema"]).resolve()
    assert not Path(data["$schema"]).is_absolute()
    assert target == (ROOT / "schemas" / f"{kind}.schema.json").resolve()


def run_check_jsonschema(*args):
    if not CHECK_JSONSCHEMA.exists():
        pytest.skip(f"check-jsonschema is not installed beside {sys.executable}")
    return subprocess.run([str(CHECK_JSONSCHEMA), *map(str, args)], capture_output=True, text=True, timeout=120)


def test_schemas_are_valid_2020_12():
    done = run_check_jsonschema("--check-metaschema", *sorted((ROOT / "schemas").glob("*.schema.json")))
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.parametrize("kind", sorted(schemas.KINDS))
def test_bundled_files_pass_the_independent_validator(kind):
    files = sorted((ROOT / "calls").rglob(f"*.{kind}.json"))
    assert files
    done = run_check_jsonschema("--schemafile", ROOT / "schemas" / f"{kind}.schema.json", *files)
    assert done.returncode == 0, done.stdout + done.stderr


SCHEMA_CASES = ["wrong-type", "unknown-key", "bad-enum", "missing-key", "bad-region", "bad-count"]


@pytest.mark.parametrize("case", SCHEMA_CASES)
def test_independent_validator_also_rejects_schema_violations(case):
    (path,) = [p for p in (GOLDEN / case).iterdir() if p.name.endswith((".board.json", ".call.json"))]
    kind = "board" if path.name.endswith(".board.json") else "call"
    done = run_check_jsonschema("--schemafile", ROOT / "schemas" / f"{kind}.schema.json", path)
    assert done.returncode == 1, done.stdout + done.stderr
