"""Entry point of the packaged executable (PyInstaller needs a script, not a module)."""

import sys

from game.cli import main

sys.exit(main())
