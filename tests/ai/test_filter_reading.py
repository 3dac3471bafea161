"""The bots read what a card filter says of a card's definition as the engine reads it: one reading,
in game/engine/effects/filters.py (DEFINITION_KEYS). The bots had a copy of their own, which took
an Advance curse for no Disease and left a hero's level to chance."""

from game.ai.values import def_matches
from game.engine.effects.filters import DEFINITION_KEYS, matches


def catalog_filters(catalog):
    """Every filter of every card's abilities, bonuses and traits that reads the definition alone
    (a step's `filter`, a bonus's `to`, a count or condition's `revealed`)."""
    found = []

    def walk(node):
        if isinstance(node, dict):
            for key, value in node.items():
                if key in ("filter", "revealed", "to") and isinstance(value, dict) and value \
                        and set(value) <= DEFINITION_KEYS and value not in found:
                    found.append(value)
                walk(value)
        elif isinstance(node, list | tuple):
            for item in node:
                walk(item)

    for d in catalog.cards.values():
        for ab in d.abilities:
            for step in ab.steps:
                walk(step.args)
        for b in d.bonuses:
            walk({"to": b.to, "per": b.per, "when": b.when})
        for t in d.traits:
            walk(t.param)
    return found


def test_every_definition_filter_of_the_cards_reads_the_same_for_the_bots_and_the_engine(table, catalog):
    filters = catalog_filters(catalog)
    assert len(filters) > 20  # kinds, classes, levels, groups, VP...
    assert {"kind": "hero", "level": 1} in filters  # the Cultists' battle effects
    t = table(players=[{"hand": ["Militia", "Dagger", "Torch"], "deck": ["Disease", "Stoneguard Bruiser"]}, {}],
              hall=["Harpy", "Half-Ogre", "Orc Warlord"])
    cards = range(len(t.game.state.cards))
    assert len(cards) > 100  # the village's stacks, the dungeon, the decks
    for flt in filters:
        for card in cards:
            engine = matches(t.game, card, flt)
            assert def_matches(t.game.defn(card), flt) is engine, (flt, t.game.defn(card).name)


def test_a_curse_is_a_disease_and_a_level_is_known_to_the_bots(catalog):
    curse = next(d for d in catalog.cards.values() if d.kind == "curse")
    assert def_matches(curse, {"kind": "disease"}) is True  # (the bots' own copy said False)
    bruiser = next(d for d in catalog.cards.values() if d.name == "Stoneguard Bruiser")
    assert def_matches(bruiser, {"kind": "hero", "level": 2}) is True  # (it said: depends on the moment)
    assert def_matches(bruiser, {"kind": "hero", "level": 1}) is False
    assert def_matches(bruiser, {"any_of": [{"class": "Villager"}, {"kind": "hero"}]}) is True


def test_a_filter_on_the_moment_is_left_to_chance_unless_the_definition_already_refuses(catalog):
    bruiser = next(d for d in catalog.cards.values() if d.name == "Stoneguard Bruiser")
    assert def_matches(bruiser, {"kind": "hero", "equipped_with": "Edged"}) is None
    assert def_matches(bruiser, {"equipped_with": "Edged", "kind": "monster"}) is False  # whatever the order
