"""The rules of the game, one module per part of the turn:

    turn.py        choosing Village, Dungeon or Rest; ending the turn; drawing the new hand
    abilities.py   using a card's Village, Dungeon or Spoils ability
    village.py     gold, buying, levelling up
    dungeon.py     equipping weapons, attacking, resolving the battle, spoils
    hall.py        shifting and refilling the dungeon hall, breach
    features.py    traps and treasures turned over from the dungeon deck
    rest.py        resting
    scoring.py     the end of the game and victory points
    swarm.py       stand-in groups: the Swarm, the Horde
    diseases.py    the Special Disease deck
    legal.py       which actions are legal now, and why an action is not
    procedures.py  the named steps of the turn that the effect stack runs in order
"""
