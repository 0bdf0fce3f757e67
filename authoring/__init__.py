"""Call Forge authoring: loading, checking, drawing and playtesting Calls and boards."""
