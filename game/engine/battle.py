"""Battle maths: the attack breakdown against one monster at one rank.

Everything here is a pure function of the state (the revealed hand, equipment and the modifiers
gained this turn), so the client can show it live, bots can evaluate it and tests can assert it.

Order (rulebook: Battles, Light and Darkness, Traits, Disease, Zero):
1. which heroes take part (traits may stop weak or unequipped heroes), which weapons hold
2. each card's attack, magic attack and light, with card-level traits (immunities) applied
3. Disease penalties (each -1 on attack or magic attack, chosen to hurt least), taken from what
   counts against this monster after step 2: no trait lifts a Disease (rulebook: Disease Cards)
4. halving (after all modifiers except light)
5. light penalty = rank + monster modifiers - light (never below 0), times the attack each point
   costs on the board (2; 1 on Advance's Wilderness side: game.engine.rulesets), taken off the
   total, which light never takes below 0
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any

from game.engine import advance_monsters, battle_advance
from game.engine.battle_advance import carried_at_any_strength, zeroed_by_weapon
from game.engine.battle_vocabulary import UNEQUIPPED_GIVES
from game.engine.cards import Bonus, CardDef
from game.engine.hall_globals import hall_cards, protected_reason
from game.engine.turn_modifiers import copied_heroes, magic_attackers, weapon_weight

if TYPE_CHECKING:
    from game.engine.game import Game


@dataclass
class CardLine:
    card: int
    name: str
    attack: int = 0
    magic: int = 0
    light: int = 0
    notes: list[str] = field(default_factory=list)


@dataclass
class Breakdown:
    monster: int
    monster_name: str
    rank: int
    health: int
    lines: list[CardLine]
    attack: int  # physical attack after card traits, before disease
    magic: int
    diseases: list[tuple[int, str | None]]  # (disease card, 'attack' | 'magic' | None)
    light: int
    darkness: int  # rank plus the monster's and global light modifiers
    light_penalty: int  # darkness left after light, never below 0
    total: int
    wins: bool
    attackable: bool = True
    not_attackable_reason: str | None = None
    failed_requirement: str | None = None
    notes: list[str] = field(default_factory=list)
    idle_heroes: list[int] = field(default_factory=list)  # heroes that do not attack this monster
    attack_per_darkness: int = 2  # what each point of light penalty costs on this board (game.engine.rulesets)

    @property
    def darkness_loss(self) -> int:
        """The attack the light penalty takes (before the floor of 0)."""
        return self.attack_per_darkness * self.light_penalty

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def line(self, card: int | str, nth: int = 1) -> CardLine:
        """The line of one card, by instance id or by name (the nth card of that name)."""
        if isinstance(card, int):
            return next(x for x in self.lines if x.card == card)
        return [x for x in self.lines if x.name == card][nth - 1]

    def summary(self) -> str:
        verdict = "wins" if self.wins else "loses"
        return (
            f"{self.monster_name} (rank {self.rank}, health {self.health}): attack {self.attack}, "
            f"magic {self.magic}, light {self.light} vs darkness {self.darkness} "
            f"(penalty {self.light_penalty} = -{self.darkness_loss}), total {self.total}: {verdict}"
        )


class BattleContext:
    """What conditions and counters look at: the revealed hand, the target and the rank."""

    def __init__(self, game: Game, hand: list[int], monster: CardDef | None, rank: int | None):
        self.game = game
        self.hand = hand
        self.monster = monster
        self.rank = rank
        self.defs = {c: game.defn(c) for c in hand}
        self.extra_light = 0  # light beyond what cancels the light penalty (compute's first pass)
        self.no_light_penalty = False  # a revealed card taking part ignores light penalties (compute)
        self.dark = False  # a light penalty remains in this battle (compute's first pass; Advance: Caliginite)

    def heroes(self) -> list[int]:
        return [c for c in self.hand if self.defs[c].is_hero]

    def revealed_gold(self) -> int:
        return sum(self.game.card_gold(c) for c in self.hand)


def hero_of(game: Game, card: int) -> int | None:
    return game.state.turn.equipment.get(card)


def gives_battle_bonus(d: CardDef) -> bool:
    """The card gives attack, magic attack or light of its own in a battle (printed or a bonus):
    revealed for a battle, it is used there (rulebook glossary: Flare, Bluefire Staff)."""
    return bool(d.attack or d.magic or d.light) or any(b.stat in ("attack", "magic", "light") for b in d.bonuses)


def times_used_again(game: Game, card: int) -> int:
    """How many more times the card's own attack, magic attack and light count this turn (a Spell
    used again with Bluefire Staff: the modifier 'again' aimed at it)."""
    return sum(m.amount for m in game.state.turn.modifiers if m.stat == "again" and m.target == card)


def count(ctx: BattleContext, card: int, per: dict[str, Any]) -> int:
    """The multiplier of a bonus with `per` (see catalog docs for the counters)."""
    (name, arg), = per.items()
    g = ctx.game
    if name == "hero_level":  # this hero's level, or the level of the hero wielding this weapon
        d = ctx.defs.get(card) or g.defn(card)
        hero = card if d.is_hero else hero_of(g, card)
        return g.defn(hero).hero_level if hero is not None else 0
    if name == "highest_hero_level":
        return max((ctx.defs[h].hero_level for h in ctx.heroes()), default=0)
    if name == "revealed":
        return sum(1 for c in ctx.hand if g.matches(c, arg))
    if name == "other_revealed":
        return sum(1 for c in ctx.hand if c != card and g.matches(c, arg))
    if name == "gold_revealed":  # one per `arg` gold revealed, rounded down
        return ctx.revealed_gold() // int(arg)
    if name == "played":  # revealed and used this turn (rulebook glossary: Cabal, Flare)
        return sum(1 for c in ctx.hand if g.matches(c, arg) and played(ctx, c))
    if name == "light_above_penalty":  # rulebook glossary: Flame
        return ctx.extra_light
    if name == "player_xp":  # the active player's XP, not all players' (rulebook glossary: Gaia's Curse)
        return g.mode.effect_xp(g, g.state.active)
    if name == "other_in_hall":  # other cards in the dungeon hall, Rank 0 included (Mammoth)
        return sum(1 for c in hall_cards(g) if c != card and g.matches(c, arg))
    if name == "players":
        return len(g.state.players)
    if name == "other_in_hall_health":  # the Health of the other matching cards in the hall (Drakeclan Laird)
        return sum(g.monster_health(c) for c in hall_cards(g) if c != card and g.matches(c, arg))
    raise KeyError(f"unknown counter {name}")


def played(ctx: BattleContext, card: int) -> bool:
    """A card is played this turn when one of its abilities was used, or, in a battle, when it
    gives attack, magic attack or light there (after the monster's immunities)."""
    g = ctx.game
    t = g.state.turn
    if any(c == card for c, _ in t.used):
        return True
    if ctx.monster is None:
        return False
    d = ctx.defs.get(card) or g.defn(card)
    traits = {tr.name: tr.param for tr in ctx.monster.traits}
    if any(c in d.classes for c in forgone_classes(ctx.monster)):
        return False
    if d.is_weapon and card not in t.equipment:
        return False
    vals = {"attack": d.attack, "magic": d.magic, "light": d.light}
    for b in d.bonuses:
        if b.stat in vals and b.to is None:  # a bonus counting played cards is taken as given (no recursion)
            vals[b.stat] += b.amount if b.per and "played" in b.per else bonus_value(ctx, card, b)
    for m in t.modifiers:
        if m.source == card and m.target is None and m.stat in vals:
            vals[m.stat] += m.amount
    if ("immune_spells" in traits and "Spell" in d.classes) or (
            "immune_edged" in traits and d.is_weapon and "Edged" in d.classes):
        vals["attack"] = vals["magic"] = 0
    if "magic_immunity" in traits:
        vals["magic"] = 0
    return any(vals.values())


def condition_holds(ctx: BattleContext, card: int, when: dict[str, Any] | None) -> bool:
    if not when:
        return True
    g = ctx.game
    for name, arg in when.items():
        if name == "rank_at_least":
            if ctx.rank is None or ctx.rank < arg:
                return False
        elif name == "rank_is":
            if ctx.rank != arg:
                return False
        elif name == "equipped":  # this hero has (had) a weapon this battle
            if (card in g.state.turn.ever_equipped) != bool(arg):
                return False
        elif name == "monster_class":  # one class, or any of a list (Warhammer: Doomknight or Undead)
            wanted = [arg] if isinstance(arg, str) else arg
            if ctx.monster is None or not any(c in ctx.monster.classes for c in wanted):
                return False
        elif name == "all_heroes_level_at_least":
            if any(ctx.defs[h].hero_level < arg for h in ctx.heroes()):
                return False
        elif name == "place":
            if arg == "dungeon" and ctx.monster is None:
                return False
        elif name == "revealed":  # at least one revealed card matches the filter
            if not any(g.matches(c, arg) for c in ctx.hand):
                return False
        elif name == "equipped_to":  # this weapon is equipped to a hero matching the filter
            hero = g.state.turn.equipment.get(card)
            if hero is None or not g.matches(hero, arg):
                return False
        elif name == "used_ability_of":  # another card still revealed whose ability was used
            t = g.state.turn
            if not any(c != card and c in ctx.hand and c not in t.doomed and g.matches(c, arg) for c, _ in t.used):
                return False
        elif name == "used_of":  # another card still revealed, used: an ability, or its own battle bonus
            t = g.state.turn
            used = {c for c, _ in t.used}
            if not any(c != card and c not in t.doomed and g.matches(c, arg)
                       and (c in used or gives_battle_bonus(ctx.defs.get(c) or g.defn(c))) for c in ctx.hand):
                return False
        elif name == "this_used":  # one of this card's abilities was used this turn
            if any(c == card for c, _ in g.state.turn.used) != bool(arg):
                return False
        elif name == "all_heroes_strength_below":  # no revealed hero is this strong (now)
            if any(s >= arg for s in hero_strengths(g, ctx.hand)[0].values()):
                return False
        elif name == "defeated_monster":  # a monster was defeated this turn
            if bool(g.state.turn.defeated) != bool(arg):
                return False
        elif name == "has_cards_under":  # cards are set aside under this card (a treasure)
            if bool(g.state.under.get(card)) != bool(arg):
                return False
        elif name == "defeated_vp_at_least":  # the monster just defeated is worth this many VP
            t = g.state.turn
            last = g.defn(t.defeated[-1]) if t.defeated else None  # the Swarm has no printed VP
            if last is None or not last.has_printed_vp or last.vp < arg:
                return False
        elif name == "equipped_with":  # this hero carries a weapon of this class (Dwarf)
            if not any(h == card and arg in g.defn(w).classes for w, h in g.state.turn.equipment.items()):
                return False
        elif name == "defeated_in_rank":
            if not defeated_in_rank(g, card, arg):
                return False
        elif name == "hero_strength_at_least":  # this hero, or the hero carrying this weapon (Polearm)
            if hero_strength(ctx, card) < arg:
                return False
        elif name == "defeated_vp_below":  # Ulbrick's Gauntlets, Tempest Reaver
            if not defeated_vp_below(g, arg):
                return False
        elif name == "other_in_hall":  # another card in the dungeon hall matches (Monarch Druid)
            if not any(c != card and g.matches(c, arg) for c in hall_cards(g)):
                return False
        elif name == "any_of":  # at least one of these sets of conditions holds
            if not any(condition_holds(ctx, card, sub) for sub in arg):
                return False
        elif name == "revealed_same_class_monster":  # Slynn Bowman
            if revealed_same_class_monster(ctx) != bool(arg):
                return False
        elif name == "none_revealed":  # no revealed card matches the filter (Blind Grandmaster)
            if any(g.matches(c, arg) for c in ctx.hand):
                return False
        elif name == "gold_revealed_at_least":  # the revealed cards' gold values add up to this (Gangland Crook)
            if ctx.revealed_gold() < arg:
                return False
        elif name == "dark":  # a light penalty remains: the rank's darkness alone is not enough (Caliginite)
            if ctx.dark != bool(arg):
                return False
        elif name == "first_ability":  # no other ability used this turn (Advance: Curse of Decay)
            from game.engine.effects.advance_curses import first_ability

            if first_ability(g) != bool(arg):
                return False
        elif name == "xp_at_least":  # the player holds this much XP, not spent (Advance: familiars)
            if g.state.players[g.state.active].xp < arg:
                return False
        elif name == "battle_won":  # the battle's result (Advance Aftermath: Hellhound); none yet is not won
            if bool(g.state.turn.battle_won) != bool(arg):
                return False
        elif name == "monster_vp_above_strength":  # the monster is worth more VP than this hero's Strength
            if (ctx.monster is not None and ctx.monster.has_printed_vp
                    and ctx.monster.vp > hero_strength(ctx, card)) != bool(arg):
                return False
        elif name in ("margin_below", "margin_at_least"):  # how far the total beat the health (Advance: Scabbark)
            if not advance_monsters.margin_holds(g, name, arg):
                return False
        else:
            raise KeyError(f"unknown condition {name}")
    return True


VS_GROUP = "attack_vs_group"  # modifier aimed at a hero: Attack +amount against monsters of a group looked at
LOOKED_AT = "dungeon_card_looked_at"  # modifier aimed at a dungeon card looked at (Advance: Deepstrider)


def group_bonus(game: Game, monster: int, hero: int) -> int:
    """Attack the hero gains against this monster from dungeon cards looked at this turn
    (effects.advance_dungeon: reveal_dungeon_top): each looking card's bonus counts once if the
    monster shares the group of a card it looked at (rulebook dungeon example: +1 to each ranger)."""
    t = game.state.turn
    group = game.defn(monster).group
    looked = {m.source for m in t.modifiers if m.stat == LOOKED_AT and m.target is not None
              and game.defn(m.target).group == group}
    return sum(m.amount for m in t.modifiers if m.stat == VS_GROUP and m.target == hero and m.source in looked)


def revealed_same_class_monster(ctx: BattleContext) -> bool:
    """A Monster revealed from the hand shares a class with the monster attacked (Doomgate glossary:
    Slynn Bowman/Bowmaster: the classes must match; one class in common is a match)."""
    if ctx.monster is None:
        return False
    wanted = set(ctx.monster.classes)
    return any(ctx.defs[c].is_monster and wanted & set(ctx.defs[c].classes) for c in ctx.hand)


def defeated_vp_below(game: Game, vp: int) -> bool:
    """A monster defeated in this turn's battle is worth less than `vp` VP. A Swarm or Horde card has
    no printed VP to compare and never counts (Doomgate rulebook: the Swarm; glossary: Tempest Reaver)."""
    return any(game.defn(m).has_printed_vp and game.defn(m).vp < vp for m in game.state.turn.defeated)


def defeated_in_rank(game: Game, card: int, rank: int) -> bool:
    """The monster of this turn's battle was in that rank and was defeated, and this card, if it is
    a Hero, attacked it (a Hero that does not attack brings none of its abilities: rulebook, Battles)."""
    t = game.state.turn
    if t.target is None or t.target not in t.defeated or t.target_rank != rank:
        return False
    return not game.defn(card).is_hero or card not in compute(game, t.target, t.target_rank).idle_heroes


def bonus_value(ctx: BattleContext, card: int, b: Bonus) -> int:
    if not condition_holds(ctx, card, b.when):
        return 0
    if b.per:
        return b.amount * count(ctx, card, b.per)
    return b.amount


def hero_strengths(game: Game, hand: list[int], floor: int | None = 0) -> tuple[dict[int, int], dict[int, bool]]:
    """Strength of each hero in hand, and whether each equipped weapon holds (weight <= strength).

    A weapon that adds strength (Toryn Gauntlet) is checked against the hero's strength without
    it; other weapons against the strength including it. Strength never goes below 0 (`floor`;
    None: how far below 0 effects have taken it, for the Diseases that destroy such a hero)."""
    t = game.state.turn
    strength: dict[int, int] = {}
    holds: dict[int, bool] = {}
    ctx = BattleContext(game, hand, None, None)
    for h in hand:
        d = game.defn(h)
        if not d.is_hero:
            continue
        base = (d.strength or 0) + sum(m.amount for m in t.modifiers if m.stat == "strength" and m.target == h)
        base += sum(bonus_value(ctx, h, b) for b in d.bonuses if b.stat == "strength")  # the hero's own
        weapons = [w for w, hh in t.equipment.items() if hh == h]
        boosters = [w for w in weapons if any(b.stat == "strength" for b in game.defn(w).bonuses)]
        total = base
        for w in boosters:
            ok = weapon_weight(game, w) <= max(base, 0) or carried_at_any_strength(game, w, h)
            holds[w] = ok
            if ok:
                total += sum(b.amount for b in game.defn(w).bonuses if b.stat == "strength")
        for w in weapons:
            if w not in boosters:
                holds[w] = weapon_weight(game, w) <= max(total, 0) or carried_at_any_strength(game, w, h)
        strength[h] = total if floor is None else max(total, floor)
    return strength, holds


def _present(game: Game, ctx: BattleContext, what: str, magic_total: int) -> bool:
    """For 'half attack without X': magic, weapon, or a card class revealed."""
    if what == "magic":
        return magic_total > 0
    if what == "weapon":
        return any(game.defn(w).is_weapon and w in ctx.hand for w in game.state.turn.equipment)
    return any(what in ctx.defs[c].classes for c in ctx.hand)


def compute(game: Game, monster: int, rank: int | None = None, hand: list[int] | None = None,
            player: int | None = None, extra_light: int | None = None) -> Breakdown:
    st = game.state
    t = st.turn
    p = st.active if player is None else player
    hand = list(st.players[p].hand) if hand is None else list(hand)
    mdef = game.defn(monster)
    if rank is None:
        rank = st.rank_of(monster)
        if rank is None:
            rank = 1
    ctx = BattleContext(game, hand, mdef, rank)
    traits = {tr.name: tr.param for tr in mdef.traits}
    notes: list[str] = []
    if extra_light is None and any((b.per and "light_above_penalty" in b.per) or (b.when and "dark" in b.when)
                                   for c in hand for b in ctx.defs[c].bonuses):
        # a bonus per point of light beyond the penalty, or while a penalty remains: find the light
        # first (light never depends on such a bonus), then count again with it
        first = compute(game, monster, rank, hand, p, extra_light=0)
        cancelled = "light_penalty_unreducible" not in traits or first.darkness <= 0
        extra_light = max(first.light - first.darkness, 0) if cancelled else 0
        ctx.dark = first.light_penalty > 0
    ctx.extra_light = extra_light or 0

    strength, holds = hero_strengths(game, hand)
    magic_heroes = magic_attackers(game, hand)

    # --- 1. who takes part ---
    out: dict[int, str] = {}  # hero -> why it does not attack
    for h in ctx.heroes():
        if "strength_at_least" in traits and strength[h] < traits["strength_at_least"]:
            out[h] = f"strength {strength[h]} is below {traits['strength_at_least']}"
        elif "unequipped_heroes_cannot_attack" in traits and h not in t.ever_equipped:
            out[h] = "unequipped heroes cannot attack it"
        elif (why := _kept_out_by_effect(game, h)) is not None:
            out[h] = why
        else:
            for b in ctx.defs[h].bonuses:
                if b.stat == "cannot_attack" and condition_holds(ctx, h, b.when):
                    out[h] = "cannot attack here"
    forgone = forgone_classes(mdef)
    ctx.no_light_penalty = ignores_light_penalties(ctx, out)
    grants = _grants(game, ctx, out, forgone)
    magic_times = 1  # Selurin: the total Magic Attack multiplied, after every other bonus

    # --- 2. each card ---
    lines: list[CardLine] = []
    sources = list(hand) + [m.source for m in t.modifiers if m.source not in hand]
    seen: set[int] = set()
    for c in sources:
        if c in seen:
            continue
        seen.add(c)
        d = ctx.defs.get(c) or game.defn(c)
        line = CardLine(c, d.name)
        lines.append(line)
        if d.is_disease:
            continue
        if (set_aside := next((f for f in forgone if f in d.classes), None)) is not None:
            line.notes.append(f"{set_aside} cards are set aside against this monster")
            continue
        loose = False  # a weapon without a hero that gives its magic attack and light all the same
        if c in hand and d.is_weapon:
            holder = t.equipment.get(c)
            why = ("not equipped" if holder is None or holder not in hand else "its hero does not attack" if holder in out
                   else "too heavy for its hero now" if not holds.get(c, True) else None)
            if why is not None:
                line.notes.append(why)
                if UNEQUIPPED_GIVES not in d.passives:
                    continue
                loose = True  # Advance: Dancing Sword
        idle = d.is_hero and c in out
        if idle:
            line.notes.append(out[c])
            if "effect_gains_count_when_idle" not in d.passives:
                continue
        printed = c in hand and not idle  # an idle hero adds only what its effects gained
        line.attack = d.attack if printed and not loose else 0  # a monster in the hall adds only its modifiers
        line.magic = d.magic if printed else 0
        line.light = d.light if printed and d.trait("light_is_global") is None else 0
        for b in d.bonuses if printed and not loose else ():
            if b.to is not None:  # given to other cards (see _grants)
                continue
            v = bonus_value(ctx, c, b)
            if b.stat == "attack":
                line.attack += v
            elif b.stat == "magic":
                line.magic += v
            elif b.stat == "light":
                line.light += v
            elif b.stat == "magic_multiplier" and v:
                magic_times *= v
                notes.append(f"total Magic Attack x{v} from {d.name}, after every other bonus")
        if printed and t.modifiers:
            _add_copied(game, ctx, c, line)
        again = times_used_again(game, c) if printed else 0
        if again:  # used again (Bluefire Staff): its own bonuses count once more each time
            line.attack, line.magic, line.light = (v * (1 + again) for v in (line.attack, line.magic, line.light))
            line.notes.append("used twice: its own bonuses count twice" if again == 1 else
                              f"used {1 + again} times: its own bonuses count {1 + again} times")
        for g, b in grants if printed else ():
            if g != c and game.matches(c, b.to):
                v = bonus_value(ctx, g, b)
                if b.stat == "attack":
                    line.attack += v
                elif b.stat == "magic":
                    line.magic += v
                if v:
                    line.notes.append(f"{'Attack' if b.stat == 'attack' else 'Magic Attack'} {v:+d} "
                                      f"from {game.name(g)}")
        for m in t.modifiers:
            if m.source == c and m.target is None:
                if m.stat == "attack":
                    line.attack += m.amount
                elif m.stat == "magic":
                    line.magic += m.amount
                elif m.stat == "light":
                    line.light += m.amount
            elif m.target == c and m.stat in ("attack", "magic"):  # aimed at this hero (Lich Lord)
                if m.stat == "attack":
                    line.attack += m.amount
                else:
                    line.magic += m.amount
        if d.is_hero and printed and any(m.stat == VS_GROUP and m.target == c for m in t.modifiers):
            line.attack += group_bonus(game, monster, c)  # Advance: Deepstrider (effects.advance_dungeon)
        if d.is_hero and printed and t.equipment:
            zeroed_by_weapon(game, c, line, holds)  # Advance: Falcon Arbalest
        _turn_attack_into_magic(line, magic_heroes.get(c if d.is_hero else t.equipment.get(c, -1)))
        # card-level traits
        if "immune_edged" in traits and d.is_weapon and "Edged" in d.classes and (line.attack or line.magic):
            line.attack = line.magic = 0
            line.notes.append("edged weapons do nothing to it")
        if "immune_spells" in traits and "Spell" in d.classes and (line.attack or line.magic):
            line.attack = line.magic = 0
            line.notes.append("spells do nothing to it")
        if "immune_unequipped_heroes" in traits and d.is_hero and c not in t.ever_equipped and (line.attack or line.magic):
            line.attack = line.magic = 0
            line.notes.append("unequipped heroes do nothing to it")
        if "magic_immunity" in traits and line.magic:
            line.magic = 0
            line.notes.append("magic attack does nothing to it")
        if "immune_to" in traits:  # Advance: immune to a class of card (Ghul: Fighters and Edged Weapons)
            battle_advance.apply_immunity(game, traits, c, d, line)
        if "magic_attack_only" in traits and line.attack:
            # like an immunity: what does not count is left out, so a Disease cannot fall on it
            # (rulebook: Disease Cards, no Monster Trait affects a Disease)
            line.attack = 0
            line.notes.append("only magic attack counts: its attack is left out")

    attack = sum(x.attack for x in lines)
    magic = sum(x.magic for x in lines)
    if game.ruleset.ATTACK_FLOOR:  # Advance: neither kind of attack goes below 0 (Null und Kein Wert)
        attack, magic = max(attack, 0), max(magic, 0)

    global_light = game.global_light()
    if t.modifiers and battle_advance.light_from_heroes_only(game):  # Advance: Iblis
        battle_advance.cancel_light_not_from_heroes(game, lines)
        if global_light:
            notes.append("global light cancelled: only Heroes give light here")
        global_light = 0
    light = sum(x.light for x in lines) + global_light
    if global_light:
        notes.append(f"global light {global_light:+d} from monsters in the dungeon hall")
    if any(m.stat == "light_to_zero" for m in t.modifiers):  # Advance: a curse (effects.advance_curses)
        light = min(light, 0)
        notes.append("light reduced to 0 this turn")

    # --- 3. disease: each -1 on attack or magic attack that is at least 1; choose the least harm ---
    diseases = [c for c in hand if ctx.defs[c].is_disease]
    disease_choices: list[tuple[int, str | None]] = []
    att, mag = attack, magic
    for c in diseases:
        pen = sum(-b.amount for b in ctx.defs[c].bonuses if b.stat == "attack_or_magic")
        options = [o for o, v in (("attack", att), ("magic", mag)) if v >= 1]
        if not options or pen <= 0:
            disease_choices.append((c, None))
            continue

        def after(o: str, pen: int = pen, att: int = att, mag: int = mag) -> tuple:
            aa, mm = (att - pen, mag) if o == "attack" else (att, mag - pen)
            total, _, _, failed, _ = _finish(traits, ctx, game, aa, mm, rank, light, magic_times)
            return (failed is None, total, aa + mm, o == "attack")

        best = max(options, key=after)
        if best == "attack":
            att -= pen
        else:
            mag -= pen
        disease_choices.append((c, best))

    # --- 4 and 5 ---
    total, darkness, penalty, failed, extra = _finish(traits, ctx, game, att, mag, rank, light, magic_times)
    notes += extra
    lowered = sum(x.amount for x in t.modifiers if x.stat == "total_attack")  # Advance: a curse
    if lowered:
        total = max(total + lowered, 0)
        notes.append(f"total attack {lowered:+d} this turn")
    health = game.monster_health(monster)
    grown = health_bonus(ctx, monster)
    if grown:
        health += grown
        notes.append(f"health {grown:+d} from its battle effect")
    if st.diseases_under.get(monster) and st.rank_of(monster) is not None:  # Sidhe Spirit
        notes.append(f"health +{st.diseases_under[monster]}: Diseases under it")
    if "double_health_unless_gold" in traits and ctx.revealed_gold() < traits["double_health_unless_gold"]:
        health *= 2
        notes.append(f"health doubled: less than {traits['double_health_unless_gold']} gold revealed")
    if failed is None:
        failed = _unmet_requirement(game, ctx, traits, lines)
    wins = total >= health and failed is None

    reason = _forgone_reason(game, forgone, hand) or protected_reason(game, monster)
    reason = reason or advance_monsters.fight_refused(ctx, mdef)  # Advance: "cannot be fought unless"
    if reason is None and "cannot_attack_with_light_penalty" in traits:
        reason = _light_penalty_reason(penalty)
        if reason is not None:
            notes.append(f"it cannot be attacked: {reason}")
    attackable = reason is None
    return Breakdown(monster, mdef.name, rank, health, lines, attack, magic, disease_choices, light,
                     darkness, penalty, total, wins and attackable, attackable, reason, failed, notes,
                     sorted(out), game.ruleset.attack_per_darkness)


def _grants(game: Game, ctx: BattleContext, idle: dict[int, str],
            forgone: tuple[str, ...]) -> list[tuple[int, Bonus]]:
    """Bonuses revealed cards give to other cards (`to`: Thyrian Knight, Selurin Magician), from the
    cards that take part: not an idle Hero, which brings none of its abilities (rulebook: Battles),
    nor a card set aside against the monster, nor a Weapon its Hero does not carry."""
    t = game.state.turn
    out = []
    for g in ctx.hand:
        d = ctx.defs[g]
        if g in idle or any(f in d.classes for f in forgone):
            continue
        if d.is_weapon and t.equipment.get(g) not in ctx.hand:
            continue
        out += [(g, b) for b in d.bonuses if b.to is not None]
    return out


def why_not_attackable(game: Game, monster: int, hand: list[int] | None = None) -> str | None:
    """Why a monster cannot be attacked at all now, or None: what forbids an attack (rather than
    deciding the battle) is a used card of the class the monster forbids (trait
    cannot_attack_if_used), or a light penalty left against a monster that shuns the dark (trait
    cannot_attack_with_light_penalty). Breakdown.attackable says the same; this asks it without
    the battle maths unless the light must be counted."""
    forgone = forgone_classes(game.defn(monster))
    reason = _forgone_reason(game, forgone, game.hand() if hand is None else hand)
    reason = reason or protected_reason(game, monster)
    if reason is None and game.defn(monster).trait("fight_only_if") is not None:  # Advance: Ossuous
        ctx = BattleContext(game, list(game.hand() if hand is None else hand), game.defn(monster), None)
        reason = advance_monsters.fight_refused(ctx, game.defn(monster))
    if reason is None and game.defn(monster).trait("cannot_attack_with_light_penalty") is not None:
        # the only trait that needs the light maths to say whether it may be attacked (Blink Dog)
        return compute(game, monster, hand=hand).not_attackable_reason
    return reason


def _light_penalty_reason(penalty: int) -> str | None:
    """Why a monster that refuses battle in the dark cannot be attacked (rulebook glossary: Blink
    Dog): any light penalty left, counted before the battle, forbids the attack."""
    return f"a light penalty of {penalty} remains" if penalty > 0 else None


def ignores_light_penalties(ctx: BattleContext, idle: dict[int, str]) -> bool:
    """A revealed card taking part in the battle (not an idle Hero, which brings none of its
    abilities) ignores every light penalty (Blind Grandmaster)."""
    return any("ignores_light_penalties" in ctx.defs[c].passives and c not in idle for c in ctx.hand)


def _kept_out_by_effect(game: Game, hero: int) -> str | None:
    """A hero a battle effect keeps from attacking (Haunt): with its weapon, it adds no attack,
    magic attack or light, yet battle effects still reach it."""
    for m in game.state.turn.modifiers:
        if m.stat == "cannot_attack" and m.target == hero:
            return f"cannot attack: {game.name(m.source)}" if m.source >= 0 else "cannot attack"
    return None


def forgone_classes(mdef: CardDef) -> tuple[str, ...]:
    """The card classes whose use forbids attacking the monster (trait cannot_attack_if_used: one
    class, or a list: Thunder Wrath forbids both a used Spell and an equipped Weapon)."""
    out: list[str] = []
    for tr in mdef.traits:
        if tr.name == "cannot_attack_if_used":
            out += [tr.param] if isinstance(tr.param, str) else list(tr.param)
    return tuple(out)


def _forgone_reason(game: Game, forgone: tuple[str, ...], hand: list[int]) -> str | None:
    if not forgone:
        return None
    t = game.state.turn
    for c in hand:
        cls = next((f for f in forgone if f in game.defn(c).classes), None)
        if cls is None:
            continue
        if c in t.equipment:  # a Weapon is used once it is equipped
            return f"a {cls} card was used this turn" if cls != "Weapon" else "a Weapon is equipped"
        if any(u[0] == c for u in t.used):
            return f"a {cls} card was used this turn"
    return None


def _finish(traits: dict, ctx: BattleContext, game: Game, attack: int, magic: int, rank: int,
            light: int, magic_times: int = 1) -> tuple[int, int, int, str | None, list[str]]:
    """Multiplying the Magic Attack (after Disease: rulebook, Battles), halving, then the light
    penalty. Returns (total, darkness, penalty, failed, notes)."""
    notes: list[str] = []
    if game.ruleset.ATTACK_FLOOR:  # a penalty (a Disease, a curse) takes neither kind below 0 either
        attack, magic = max(attack, 0), max(magic, 0)
    if magic > 0:
        magic *= magic_times
    if "half_magic_attack" in traits and magic > 0:
        magic //= 2
        notes.append("magic attack halved")
    total = magic if "magic_attack_only" in traits else attack + magic
    if "half_attack_without" in traits:
        need = traits["half_attack_without"]
        if not _present(game, ctx, need, magic):
            total = total // 2 if total > 0 else total
            notes.append(f"attack halved: no {need}")
    darkness = 0 if rank == 0 else game.base_darkness(rank) - int(traits.get("light", 0) or 0)
    if rank == 0:  # rank 0 has no light penalty at all (rulebook: Guardian Cards)
        penalty = 0
    elif ctx.no_light_penalty:  # a card that ignores every light penalty wins over the monster's traits
        penalty = 0
        if darkness > light:
            notes.append("light penalties ignored")
    elif "light_penalty_unreducible" in traits:
        # light cannot lower it, but a global darkness (negative global light) still deepens it
        penalty = max(darkness - min(game.global_light(), 0), 0)
        notes.append("light does not lower its penalty")
    else:
        penalty = max(darkness - light, 0)
    total -= min(game.ruleset.attack_per_darkness * penalty, max(total, 0))  # never below 0 (Zero)
    failed = "needs at least 1 magic attack" if "magic_attack_required" in traits and magic < 1 else None
    return total, darkness, penalty, failed, notes


def _unmet_requirement(game: Game, ctx: BattleContext, traits: dict, lines: list[CardLine]) -> str | None:
    """Conditions without which the monster cannot be defeated (it may still be attacked)."""
    if ctx.monster is not None and ctx.monster.kind == "thunderstone_bearer":
        # Advance: not while another Guardian is in the hall (Wächter)
        other = next((c for c in hall_cards(game) if game.defn(c).kind == "guardian"), None)
        if other is not None:
            return f"{game.name(other)}, a Guardian, is in the dungeon hall"
    need = traits.get("heroes_required")
    if need is not None and len(ctx.heroes()) < need:
        return f"needs at least {need} heroes present, there are {len(ctx.heroes())}"
    wanted = traits.get("requires_used")
    if wanted is not None:  # used: played this turn (rulebook glossary: Flare)
        classes = [wanted] if isinstance(wanted, str) else list(wanted)
        if not any(game.matches(c, {"class": classes}) and played(ctx, c) for c in ctx.hand):
            return f"needs a {' or '.join(classes)} used this turn"
    return None


def health_bonus(ctx: BattleContext, monster: int) -> int:
    """What a monster's health grows by in this battle (trait health_bonus: `amount`, times a
    counter `per`, only while the conditions `when` hold). It is one of its Battle effects, so a
    global effect that repeats them (Guardian of Torment) repeats it too."""
    if ctx.monster is None or (tr := ctx.monster.trait("health_bonus")) is None:
        return 0
    b = tr.param
    if not condition_holds(ctx, monster, b.get("when")):
        return 0
    n = b["amount"] * (count(ctx, monster, b["per"]) if b.get("per") else 1)
    return n * ctx.game.battle_effect_times()


# --- the turn's modifiers in the battle: copied heroes, attack turned into magic attack -----------

def _add_copied(game: Game, ctx: BattleContext, card: int, line: CardLine) -> None:
    """A card duplicating a Hero adds that Hero's printed Attack, Magic Attack and Light and its own
    attack, magic and light bonuses (counted for this card) to its line."""
    for h in copied_heroes(game, card):
        hd = game.defn(h)
        line.attack += hd.attack
        line.magic += hd.magic
        line.light += hd.light
        for b in hd.bonuses:
            if b.to is None and b.stat in ("attack", "magic", "light"):
                setattr(line, b.stat, getattr(line, b.stat) + bonus_value(ctx, card, b))
        line.notes.append(f"duplicates {hd.name}")


def hero_strength(ctx: BattleContext, card: int) -> int:
    """The strength now of this hero, or of the hero carrying this weapon (0 without one)."""
    g = ctx.game
    d = ctx.defs.get(card) or g.defn(card)
    hero = card if d.is_hero else hero_of(g, card)
    if hero is None:
        return 0
    return hero_strengths(g, ctx.hand)[0].get(hero, 0)


def _turn_attack_into_magic(line: CardLine, by: str | None) -> None:
    """Once the line's attack is final, it becomes magic attack (before the monster's traits)."""
    if by is None or not line.attack:
        return
    line.magic += line.attack
    line.attack = 0
    line.notes.append(f"its Attack counts as Magic Attack ({by})")
