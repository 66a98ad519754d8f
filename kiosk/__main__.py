"""`python -m kiosk` runs the same command as the `kiosk` script."""

from kiosk.cli import entry

entry()
