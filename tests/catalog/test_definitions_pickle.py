"""The catalog goes to the bots' worker process pickled (game/client/botproc.py); card definitions
rebuild from their constructor's fields (game.engine.cards.Definition), which the compiled engine
needs: a compiled frozen class refuses to be restored by setting attributes."""

from __future__ import annotations

import pickle


def test_a_pickled_catalog_comes_back_whole_with_every_classification_worked_out(catalog):
    back = pickle.loads(pickle.dumps(catalog, pickle.HIGHEST_PROTOCOL))

    assert back.digest == catalog.digest and back.disease_key == catalog.disease_key
    assert back.cards == catalog.cards and back.groups == catalog.groups
    for key, d in catalog.cards.items():
        b = back.cards[key]
        assert (b.is_hero, b.is_weapon, b.is_disease, b.is_monster, b.is_guardian, b.triggers) == \
            (d.is_hero, d.is_weapon, d.is_disease, d.is_monster, d.is_guardian, d.triggers), key
        assert [b.trait(t.name) for t in d.traits] == [d.trait(t.name) for t in d.traits], key
    # names two sets print are told apart on the copy too (its cache of them starts empty)
    shared = next(iter(catalog.shared_names))
    key = next(k for k, d in catalog.cards.items() if d.name == shared)
    assert back.label(key) == catalog.label(key) != shared


def test_a_definition_is_classified_when_it_is_made():
    from game.engine.cards import Ability, CardDef, Trait

    curse = CardDef("c", "C", "curse", "g", "advance", 1, abilities=(Ability("use", ("village",)),),
                    traits=(Trait("light", 1), Trait("light", 2)))
    assert curse.is_disease and not curse.is_hero and not curse.is_monster
    assert curse.triggers == frozenset({"use"}) and curse.abilities_for("battle") == []
    assert curse.trait("light") == Trait("light", 1)  # a trait name's first trait
    bearer = CardDef("b", "B", "thunderstone_bearer", "g", "advance", 1)
    assert bearer.is_monster and bearer.is_guardian
