"""Saving and loading games."""
