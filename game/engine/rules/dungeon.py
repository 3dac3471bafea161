"""Entering the dungeon (rulebook: Enter the Dungeon, Battles, Resolving Battles, Traits).

Preparation: dungeon effects and equipping weapons (one per hero, weight <= strength; a hero with
Toryn Gauntlet may carry one more). Then the player attacks one monster in the hall; its battle
effects resolve whether or not it is defeated; the result decides where the monster goes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine import battle
from game.engine.battle_advance import spoils_cancelled
from game.engine.cards import Step
from game.engine.effects import advance_monsters
from game.engine.events import (
    BattleResolved,
    Equipped,
    MonsterAttacked,
    MonsterDefeated,
    Unequipped,
    XPChanged,
)
from game.engine.rules import advance_triggers, advance_village, features
from game.engine.turn_modifiers import weapon_weight

if TYPE_CHECKING:
    from game.engine.game import Game


def weapon_slots(game: Game, hero: int) -> int:
    t = game.state.turn
    if "any_number_of_weapons" in game.defn(hero).passives:  # Toryn: a slot for every weapon in the hand
        return len(game.state.zone(game.state.loc.get(hero, f"p{game.state.active}.hand")))
    extra = sum(1 for w, h in t.equipment.items() if h == hero and "extra_weapon_slot" in game.defn(w).passives)
    return 1 + extra


def why_not_equip(game: Game, weapon: int, hero: int, strength: dict[int, int] | None = None) -> str | None:
    """Why the weapon cannot be equipped to the hero now (None: it can). `strength`: the heroes'
    strengths in the hand, when the caller has worked them out for several pairs at once."""
    st = game.state
    t = st.turn
    if t.choice != "dungeon" or t.step != "prepare":
        return "weapons are equipped while preparing for a battle in the dungeon"
    hand = f"p{st.active}.hand"
    if st.loc.get(weapon) != hand or st.loc.get(hero) != hand:
        return "both cards must be in your hand"
    wd, hd = game.defn(weapon), game.defn(hero)
    if not wd.is_weapon:
        return f"{wd.name} is not a Weapon"
    if not hd.is_hero:
        return f"{hd.name} is not a Hero"
    if weapon in t.equipment:
        return f"{wd.name} is already equipped"
    if t.modifiers:  # Advance: a curse forbade equipping more this turn (Curse of Horror, Sloth)
        from game.engine.effects.advance_curses import why_not_equip as cursed

        if (reason := cursed(game)) is not None:
            return reason
    if hero in t.doomed:
        return "that card has been destroyed"
    # a weapon destroyed by its own effect while preparing (a thrown Spear) still fights in this
    # battle, so it may still be equipped
    carried = [w for w, h in t.equipment.items() if h == hero]
    # a weapon giving an extra slot (Toryn Gauntlet) may also join a hero who already carries one
    own_slot = 1 if "extra_weapon_slot" in wd.passives else 0
    if len(carried) >= weapon_slots(game, hero) + own_slot:
        return f"{hd.name} already carries a weapon"
    if strength is None:
        strength, _ = battle.hero_strengths(game, list(game.hand()))
    s = strength.get(hero, 0)
    weight = weapon_weight(game, weapon)  # 0 after Magical Aura
    if weight > s and not battle.carried_at_any_strength(game, weapon, hero):  # Advance: Dwarven Bear Hammer
        return f"{wd.name} weighs {weight} and {hd.name} has strength {s}"
    return advance_village.why_not_equip_again(game, weapon, hero)  # Advance: once a turn


def equip(game: Game, weapon: int, hero: int) -> None:
    game.emit(Equipped(weapon, hero))
    advance_village.note_equipped(game, weapon, hero)
    # what a weapon does each time it is equipped (Cursed Mace: a Disease)
    for _, ab in reversed(game.defn(weapon).abilities_for("equipped")):
        game.push(ab.steps, game.state.active, weapon, "dungeon")


def why_not_unequip(game: Game, weapon: int) -> str | None:
    t = game.state.turn
    if t.choice != "dungeon" or t.step != "prepare":
        return "weapons can be taken off only while preparing for a battle"
    if weapon not in t.equipment:
        return f"{game.name(weapon)} is not equipped"
    return None


def unequip(game: Game, weapon: int) -> None:
    t = game.state.turn
    hero = t.equipment[weapon]
    game.emit(Unequipped(weapon, hero))
    # without the extra slot, a second weapon falls off too
    if "extra_weapon_slot" in game.defn(weapon).passives:
        rest = [w for w, h in t.equipment.items() if h == hero]
        for w in rest[1:]:
            game.emit(Unequipped(w, hero))


def attackable_monsters(game: Game) -> list[int]:
    st = game.state
    out = [c for slot in st.hall for c in slot if game.defn(c).is_monster]
    out += [c for c in st.rank0 if game.defn(c).is_monster]
    return out


def why_not_attack(game: Game, monster: int) -> str | None:
    st = game.state
    t = st.turn
    if t.choice != "dungeon" or t.step != "prepare":
        return "you attack after preparing in the dungeon"
    if monster not in attackable_monsters(game):
        return "that card is not a monster in the dungeon hall"
    reason = advance_triggers.why_trophies_first(game)  # Advance: mandatory trophies come first
    if reason is not None:
        return reason
    reason = battle.why_not_attackable(game, monster)  # what Breakdown.attackable says, without the maths
    if reason is not None:
        return f"{game.name(monster)} cannot be attacked: {reason}"
    return None


def attack(game: Game, monster: int) -> None:
    st = game.state
    rank = st.rank_of(monster)
    assert rank is not None
    game.emit(MonsterAttacked(st.active, monster, rank))
    # the ruleset orders the battle (Advance: Battle, result, Aftermath, Spoils: rules.aftermath)
    game.push(game.ruleset.battle_steps(game, monster), st.active, monster, "battle")


def classic_battle_steps(game: Game, monster: int) -> list[Step]:
    """Classic: the monster's battle effects, then the result (resolve_battle)."""
    steps: list[Step] = []
    for _ in range(game.battle_effect_times()):  # global effects may repeat them (Guardian of Torment)
        for i, ab in game.defn(monster).abilities_for("battle"):
            # one battle effect, which a ward (Ruby Dragon) may keep from a player (rules.features);
            # its index lets a card cancel it (Advance: Veilminder)
            steps.append(Step("_battle_effect", {"steps": ab.steps, "index": i}))
    steps += game.mode.extra_battle_steps(game, monster)
    steps.append(Step("_call", {"name": "resolve_battle"}))
    steps.append(Step("_call", {"name": "diseases_under_target"}))  # Sidhe Spirit: they go to the attacker
    steps.append(Step("_call", {"name": "end_of_battle_triggers"}))
    steps.append(Step("_call", {"name": "return_borrowed"}))  # Heroes lent for the battle (Selurin Theurge)
    return steps


def resolve_battle(game: Game) -> None:
    """After the battle effects: compare the total to the health; move the monster; XP."""
    t = game.state.turn
    won = compare(game)
    # a hero whose strength fell to 0 during the battle is destroyed at the end of the turn
    strength, _ = battle.hero_strengths(game, list(game.hand()))
    for h, s in strength.items():
        if s <= 0 and h not in t.doomed:
            game.doom(h)
    settle(game, won)


def compare(game: Game) -> bool:
    """The battle's result: the total against the health (BattleResolved keeps both)."""
    st = game.state
    monster, rank = st.turn.target, st.turn.target_rank
    assert monster is not None and rank is not None
    bd = game.breakdown(monster, rank)
    game.emit(BattleResolved(st.active, monster, rank, bd.wins, bd.total, bd.health))
    return bd.wins


def settle(game: Game, won: bool) -> None:
    """Where the monster goes after the battle: defeated, to the victor with its XP, the defeat's
    triggers and its own Spoils; else back under the dungeon deck, unless it must stay."""
    st = game.state
    monster, rank = st.turn.target, st.turn.target_rank
    assert monster is not None and rank is not None
    if won:
        game.emit(MonsterDefeated(st.active, monster, rank))
        game.mode.monster_defeated(game, monster)
        xp = game.defn(monster).xp
        if xp:
            game.mode.gain_xp(game, st.active, xp)
        # treasures that react to the defeat (Emerald and Sapphire Dragon) come last
        features.fire_defeat_triggers(game, monster)
        # other monsters' triggers (e.g. Plaguebearer: each player gains a Disease)
        for other in [c for slot in st.hall for c in slot] + list(st.rank0):
            for _, ab in game.defn(other).abilities_for("monster_defeated"):
                game.push(ab.steps, st.active, other, "global")
        # the defeated monster's own Spoils go to the victor first (Inferno), unless a Battle effect
        # cancelled every Spoils ability of the turn (Advance: Marid; README reading)
        for _, ab in game.defn(monster).abilities_for("spoils"):
            if not spoils_cancelled(game):
                game.push(ab.steps, st.active, monster, "monster_spoils")
        advance_monsters.after_defeat(game, monster)  # Advance: Drakeclan kobolds and their Laird
    else:
        game.mode.monster_undefeated(game, monster)
        advance_triggers.offer(game, "lost_battle")  # React cards (Advance: Smuggler)


def gain_xp(game: Game, player: int, xp: int, reason: str = "defeat") -> None:
    game.emit(XPChanged(player, xp, reason))
