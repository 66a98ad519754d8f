"""The error a bad ruleset raises, apart from the loader so that code which only catches it
(the app's start-up, served from the parse cache) need not import PyYAML and the schema."""

from __future__ import annotations


class RulesetError(ValueError):
    """A ruleset file is invalid; `messages` holds every `FILE:LINE: key.path: problem` line."""

    def __init__(self, messages: list[str]) -> None:
        super().__init__("\n".join(messages))
        self.messages = messages
