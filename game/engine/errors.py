"""Errors the engine raises on purpose."""


class EngineError(Exception):
    """Base class for errors a caller is expected to handle."""


class IllegalAction(EngineError):
    """The action is not allowed now. The state has not changed; `reason` says why."""

    def __init__(self, action: object, reason: str) -> None:
        super().__init__(f"{action}: {reason}")
        self.action = action
        self.reason = reason


class SetupError(EngineError):
    """The requested setup cannot be built (unknown group, too few cards...)."""
