"""Coup-log parsing and misdeal detection. No Qt."""
