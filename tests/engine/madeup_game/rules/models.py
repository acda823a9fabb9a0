"""No data files."""

SCHEMAS: dict = {}
