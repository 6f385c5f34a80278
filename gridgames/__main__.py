"""`python -m gridgames` is the `gridgames` command."""

import sys

from .cli import main

sys.exit(main())
