"""Placeholder for `kiosk simulate-log`; replaced by its implementation."""

from __future__ import annotations

import argparse


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    del sub  # not registered until implemented
