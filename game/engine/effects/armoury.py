"""Verbs that arm or shield the party for a battle: a Weapon taken from the Village for one battle
(Illusory Blade), and Heroes that are discarded instead of destroyed in the battle (Ambrosia)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.effects.filters import describe_filter, matches
from game.engine.effects.registry import Ask, verb
from game.engine.events import ModifierGained
from game.engine.state import Frame

if TYPE_CHECKING:
    from game.engine.game import Game

HEROES_SURVIVE = "heroes_survive_battle"  # modifier: the active player's Heroes are discarded, not destroyed, in battle


def _can_carry(game: Game, weapon: int, hero: int) -> bool:
    """Whether a hero in hand could take up a weapon that is not in the hand yet (strength and a free
    hand, as rules.dungeon.why_not_equip checks once it is)."""
    from game.engine.battle import hero_strengths
    from game.engine.rules.dungeon import weapon_slots
    from game.engine.turn_modifiers import weapon_weight

    t = game.state.turn
    if hero in t.doomed:
        return False
    carried = [w for w, h in t.equipment.items() if h == hero]
    own_slot = 1 if "extra_weapon_slot" in game.defn(weapon).passives else 0
    if len(carried) >= weapon_slots(game, hero) + own_slot:
        return False
    return weapon_weight(game, weapon) <= hero_strengths(game, list(game.hand()))[0].get(hero, 0)


def _wield_text(a: dict) -> str:
    what = describe_filter(a.get("filter") or {"class": "Weapon"})
    return (f"take {what} from the top of a Village stack into your hand and equip it to a Hero strong "
            "enough to carry it; it is destroyed once the battle is over")


@verb("wield_from_village", {"filter": dict}, text=_wield_text)
def _wield_from_village(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """The player takes the top card of a Village stack (a Weapon, or what the filter says) that one
    of their Heroes can carry, equips it to such a Hero, and it is destroyed when the battle is over
    (doomed, like a thrown Spear: it fights in this battle). No such weapon or hero: nothing."""
    from game.engine.rules import dungeon

    st = game.state
    flt = args.get("filter") or {"class": "Weapon"}
    heroes = [c for c in game.hand(frame.player) if game.defn(c).is_hero]
    weapon = frame.vars.get("wielded")
    if weapon is None:
        tops = [s[0] for s in st.stacks.values() if s and game.defn(s[0]).is_weapon and matches(game, s[0], flt)
                and any(_can_carry(game, s[0], h) for h in heroes)]
        if not tops:
            return None
        if answer is None and len(tops) > 1:
            return Ask(frame.player, "cards", "wield", f"Choose {describe_filter(flt)} to take from the Village.",
                       tops, 1, 1, frame.source)
        weapon = answer[0] if answer else tops[0]
        answer = None
        game.move(weapon, f"p{frame.player}.hand", "take", "bottom")
        frame.vars["wielded"] = weapon
    carriers = [h for h in heroes if dungeon.why_not_equip(game, weapon, h) is None]
    if carriers and answer is None and len(carriers) > 1:
        return Ask(frame.player, "cards", "wield_hero", f"Choose the Hero who takes up {game.name(weapon)}.",
                   carriers, 1, 1, frame.source)
    del frame.vars["wielded"]
    if carriers:
        dungeon.equip(game, weapon, answer[0] if answer else carriers[0])
    game.doom(weapon)
    return None


@verb("heroes_survive_battle", {},
      text=lambda a: "if one of your Heroes would be destroyed during the battle, discard it instead")
def _heroes_survive_battle(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    game.emit(ModifierGained(frame.source if frame.source is not None else -1, HEROES_SURVIVE, 1))
    return None


def spares_hero(game: Game, card: int, reason: str) -> bool:
    """Whether destroying this card now discards it instead: a Hero in the active player's hand,
    during the battle (a battle effect, or a loss of the battle destroyed with its cleanup), after
    the player gained the protection this turn (Ambrosia)."""
    st = game.state
    t = st.turn
    if not any(m.stat == HEROES_SURVIVE for m in t.modifiers):
        return False
    if not game.defn(card).is_hero or st.loc.get(card) != f"p{st.active}.hand":
        return False
    return reason == "battle" or t.step == "battle"
