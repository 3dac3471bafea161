"""The table, in parts: `scene` (TableScene: composes the views, owns input and the rebuild
cycle), one module per view (`village`, `hall`, `hand`, `players`, `log`, `turn`: the top bar, the
action column and the status line), `animation` (what events look and sound like), `menu`, and
`parts` (the base view and the records views lay out)."""

from game.client.scenes.table.scene import TableScene

__all__ = ["TableScene"]
