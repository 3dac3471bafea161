import multiprocessing

# a bot's worker process (game/client/botproc.py) started from a frozen build runs its code here
multiprocessing.freeze_support()

from game.cli import main  # noqa: E402

raise SystemExit(main())
