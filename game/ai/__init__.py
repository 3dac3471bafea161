"""Bots: they choose among the legal actions the engine lists."""
