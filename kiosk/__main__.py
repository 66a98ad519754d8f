"""`python -m kiosk` runs the same command as the `kiosk` script."""

import sys

from kiosk.cli import main

sys.exit(main())
