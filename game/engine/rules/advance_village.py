"""Rules that Thunderstone Advance's village cards bring into the turn (Towers of Ruin rulebook: Der
Dungeon, Waffen; Glossar: Dorfkarten; docs/advance.md section 18, group D). The verbs these cards
use are in game.engine.effects.advance_village; the battle maths of their weapons (Dancing Sword,
Falcon Arbalest, Dwarven Bear Hammer) is in game.engine.battle.

- **A second purchase** (passive `second_purchase`, Filigree Amulet): buying such a card lets its
  buyer buy one more card, in the village or in the purchase of a Spoils or React effect; once a
  turn, so a second Amulet bought gives none (glossary: no 4 Amulets for 8 gold; it is a "second",
  not an "additional" purchase, and adds to the Innkeeper's).
- **Shielded from Battle effects** (passive `shields_hero_from_battle_effects`, Pike): the Hero
  carrying it is passed by every Battle effect of the monster (before the result); a Battle effect
  on several Heroes still reaches the others (glossary: Pike). Aftermath effects reach it.
- **No more abilities** (Mass Teleport): the curses' verb `no_more_abilities` (effects.advance_curses)
  with a place only: equipping and trophies still may (glossary: Massenteleportation).
- **XP lost at the end of the turn** (verb `lose_xp_at_end_of_turn`, Bandia's Wisdom): at the end of
  the turn the XP are lost, but never the last one (glossary: Bandias Weisheit).
- **A weapon is equipped once a turn** (Advance: Der Dungeon, Waffen; Michael's Flail example): a
  weapon whose Hero left the hand (destroyed, levelled up) cannot be equipped again that turn, and a
  Hero whose weapon left the hand cannot take another. Taking a weapon off while preparing (both
  still in the hand) is the player taking back the move, as in Classic."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.events import BuysGained, ModifierGained

if TYPE_CHECKING:
    from game.engine.game import Game

SECOND_PURCHASE = "second_purchase"  # passive of a card whose purchase allows one more
SECOND_PURCHASE_TAKEN = "second_purchase_taken"  # modifier: the Amulet bought, aimed at its buyer (a player)
SHIELD = "shields_hero_from_battle_effects"  # passive of a weapon: its Hero is passed by Battle effects
XP_LOSS = "xp_lost_at_end_of_turn"  # modifier: XP to lose as the turn ends (Bandia's Wisdom)
EQUIPPED = "weapon_equipped"  # modifier: a weapon (source) equipped to a hero (target) this turn (Advance)


# --- a second purchase (Filigree Amulet) --------------------------------------------------------------

def grants_second_purchase(game: Game, player: int, card: int) -> bool:
    """Whether buying `card` now lets the player buy one more card: it has the passive and no card
    bought before gave this player a second purchase this turn."""
    if SECOND_PURCHASE not in game.defn(card).passives:
        return False
    return not any(m.stat == SECOND_PURCHASE_TAKEN and m.target == player for m in game.state.turn.modifiers)


def take_second_purchase(game: Game, player: int, card: int) -> None:
    game.emit(ModifierGained(card, SECOND_PURCHASE_TAKEN, 1, player))


def bought_in_village(game: Game, card: int) -> None:
    """A purchase in the village: a card with a second purchase gives one more buy (rules.village)."""
    p = game.state.active
    if grants_second_purchase(game, p, card):
        take_second_purchase(game, p, card)
        game.emit(BuysGained(1))


# --- Pike ----------------------------------------------------------------------------------------

def shielded(game: Game, card: int, context: str) -> bool:
    """The card is a Hero carrying a weapon that keeps Battle effects from it, and a monster's Battle
    effect is resolving (context battle, before the result: Aftermath and a Classic monster's Battle
    effects, which act as Aftermath in Advance, come after it)."""
    t = game.state.turn
    if context != "battle" or t.step != "battle" or not t.equipment:
        return False
    return any(h == card and SHIELD in game.defn(w).passives for w, h in t.equipment.items())


# --- Bandia's Wisdom -----------------------------------------------------------------------------

def end_of_turn(game: Game) -> None:
    """XP to lose as the turn ends: each loss, in the order gained, takes at most all but 1 XP, so
    a player who still has XP keeps at least 1 (glossary: Bandias Weisheit)."""
    p = game.state.active
    for m in [m for m in game.state.turn.modifiers if m.stat == XP_LOSS]:
        lose = min(m.amount, max(game.mode.xp_available(game, p) - 1, 0))
        if lose:
            game.mode.spend_xp(game, p, lose, "effect")


# --- a weapon equipped once a turn ---------------------------------------------------------------

def note_equipped(game: Game, weapon: int, hero: int) -> None:
    """Marked once a pair: equipping the same pair again (taken off and put back) adds nothing, so a
    bot trying every arrangement does not grow the turn's modifiers without end."""
    if game.ruleset.EQUIP_ONCE and not any(m.stat == EQUIPPED and m.source == weapon and m.target == hero
                                           for m in game.state.turn.modifiers):
        game.emit(ModifierGained(weapon, EQUIPPED, 1, hero))


def why_not_equip_again(game: Game, weapon: int, hero: int) -> str | None:
    """Advance: a weapon or a Hero that lost its partner this turn (the other left the hand) is not
    equipped again; a weapon taken off while both stay in the hand may be (the player takes it back)."""
    if not game.ruleset.EQUIP_ONCE:
        return None
    hand = game.hand()
    for m in game.state.turn.modifiers:
        if m.stat != EQUIPPED:
            continue
        if m.source == weapon and m.target not in hand:
            return f"{game.name(weapon)} was equipped this turn to a Hero who has left the hand: " \
                   "a weapon is equipped once a turn"
        if m.target == hero and m.source not in hand:
            return f"{game.name(hero)} lost the Weapon it carried this turn and cannot carry another"
    return None
