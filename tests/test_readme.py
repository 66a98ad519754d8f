"""README is a user's guide: at most 15,000 characters, and every file it links to is there."""

from __future__ import annotations

import re
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
README = (REPO / "README.md").read_text(encoding="utf-8")
LIMIT = 15_000


def test_every_file_the_readme_links_to_is_there() -> None:
    links = re.findall(r"\]\(([^)#]+)\)", README)
    assert "docs/records.md" in links and "docs/benchmarks.md" in links
    assert [link for link in links if not (REPO / link).is_file()] == []


def test_the_readme_is_at_most_15000_characters() -> None:
    assert len(README) <= LIMIT
