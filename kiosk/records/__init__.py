"""Trainees, sessions, answers and exam results in SQLite."""
