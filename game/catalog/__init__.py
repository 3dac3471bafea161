"""Loading and checking the card files in cards/, and writing the text the game shows for them."""

from game.catalog.loader import CardDataError, load_catalog

__all__ = ["CardDataError", "load_catalog"]
