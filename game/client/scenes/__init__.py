"""The client's scenes: title, new game, pass-the-device, table, results, load, overlays."""
