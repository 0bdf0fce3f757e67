"""Reading and writing board, Call and replay files: from bytes on disk to a located model, and back.

A file is read in stages, one module each, and written back the way its
author laid it out:

- :mod:`~authoring.files.read` - a file's bytes, regular files only, size
  bounded on the open handle;
- :mod:`~authoring.files.jsonpos` - JSON parsing that keeps the line, column
  and JSON Pointer of every key and value;
- :mod:`~authoring.files.schema_errors` - pydantic's errors as plain-language,
  located FP101 diagnostics;
- :mod:`~authoring.files.salvage` - the model of what is left once the values
  the schema refused are taken out, so that the deep checks still run;
- :mod:`~authoring.files.load` - the loader: the stages above and a Call's
  board reference, giving one :class:`~authoring.files.load.LoadResult`;
- :mod:`~authoring.files.validate` - every diagnostic of a loaded file (the
  loader's, the library's, :mod:`authoring.checks`'), and the files commands
  may use (:func:`~authoring.files.validate.load_usable`);
- :mod:`~authoring.files.dump` - a model back to text, laid out as its author
  wrote it (unchanged values copied from the original text);
- :mod:`~authoring.files.save` - atomic writes that never overwrite a version
  someone else saved meanwhile;
- :mod:`~authoring.files.schemas` - the JSON Schema of each file format,
  generated from the models, for editors and for the loader's hints.

Nothing is imported here: ``callforge`` starts fast, and a command pays only
for the modules it uses (``from authoring.files import load``).
"""
