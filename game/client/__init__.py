"""The pygame-ce client: scenes (title, new game, pass-the-device, table, results, load, settings),
card faces drawn by the program, tweens driven by engine events.

    from game.client.main import run
    run()                        # the window, starting at the title screen

Layers: the client reads the engine's state and sends actions; it never changes the state itself.
Only this package imports pygame."""
