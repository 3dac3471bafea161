"""The generated text of the Advance vocabulary: the Aftermath trigger and the Thunderstone Bearer."""

from game.catalog.text import card_text, describe
from game.engine.cards import Ability, CardDef, Step


def test_an_aftermath_effect_reads_aftermath_then_what_it_does():
    ogre = CardDef(key="test_ogre", name="Test Ogre", kind="monster", group="test", set="test", count=1, health=4,
                   abilities=(Ability("aftermath", steps=(Step("destroy", {"filter": {"kind": "hero"}}),)),))
    assert card_text(ogre) == ["Aftermath: Destroy a Hero."]


def test_a_thunderstone_bearer_is_described_as_one_with_its_numbers(trait_catalog):
    bearer = trait_catalog.cards["test_bearer"]
    assert describe(bearer) == "Test Bearer (Thunderstone Bearer; Test; 1 copy). Health 6, 3 XP, 5 VP."
