"""Card definitions: the facts and structured behaviour of each kind of card.

These are loaded from cards/**/*.yaml by game.catalog and never change during a game. A physical card
in a game is an *instance* (an integer id) whose definition is looked up here by key.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

KINDS: tuple[str, ...] = ("hero", "monster", "village", "thunderstone", "disease", "trap", "treasure", "guardian", "setting")
# Thunderstone Advance's own kinds (docs/advance.md section 18): curses (its Disease deck), familiars,
# and special cards such as the Thunderstone Shard
KINDS += ("curse", "familiar", "special")
# the village board slot of an Advance village or basic card (rulebook: Das Dorf vorbereiten)
CATEGORIES = ("weapon", "item", "spell", "villager")
STATS = ("attack", "magic", "light", "strength", "gold")
PLACES = ("village", "dungeon")
# Advance: the Thunderstone Bearer, a Guardian monster whose defeat or flight ends the game (docs/advance.md, 13)
KINDS += ("thunderstone_bearer",)
MONSTER_KINDS = ("monster", "guardian", "thunderstone_bearer")


class Definition:
    """What the definitions below share: each is pickled by the fields its constructor takes (the
    catalog goes to the bots' worker process) and made anew from them, as the compiled engine's
    classes are not restored by setting attributes (a frozen one refuses; the catalog's names
    worked out later were lost)."""

    def __reduce__(self) -> tuple[Any, ...]:
        return type(self), tuple(getattr(self, f.name) for f in fields(self) if f.init)  # type: ignore[arg-type]


@dataclass(frozen=True)
class Step(Definition):
    """One effect primitive: a verb from game.engine.effects.VERBS and its arguments."""

    verb: str
    args: dict[str, Any] = field(default_factory=dict)

    def __hash__(self) -> int:  # args holds only hashable-by-identity data; steps are shared
        return id(self)

    def __deepcopy__(self, memo: dict) -> Step:  # definitions are immutable: share them
        return self


@dataclass(frozen=True)
class Bonus(Definition):
    """A continuous bonus that counts while the card is revealed in a battle (or in the village,
    for gold). `per` multiplies it by a counter, `when` restricts it by a condition. With `to` (a
    card filter) the card gives the bonus to each other revealed card matching the filter instead of
    taking it itself (Thyrian Knight: every Militia gains Attack +1)."""

    stat: str
    amount: int
    per: dict[str, Any] | None = None
    when: dict[str, Any] | None = None
    to: dict[str, Any] | None = None


@dataclass(frozen=True)
class Ability(Definition):
    """Something a player chooses to use (village, dungeon, spoils) or that the game triggers
    (battle, breach, on a monster defeat). `cost` steps must be possible for the ability to be
    usable; `steps` then resolve in order."""

    trigger: str  # 'use' (player activates), 'spoils', 'battle', 'breach', 'monster_defeated'
    places: tuple[str, ...] = ()  # for 'use': where it may be used
    repeat: bool = False
    cost: tuple[Step, ...] = ()
    steps: tuple[Step, ...] = ()
    # conditions (engine.battle_vocabulary.CONDITIONS) that must hold: to use it, or for a trigger to fire
    condition: dict[str, Any] | None = None
    # a React ability's moment (in another player's turn): 'lost_battle' (game.engine.rules.react)
    moment: str | None = None


@dataclass(frozen=True)
class Trait(Definition):
    """A monster's constant power, by name with an optional parameter (see engine.battle)."""

    name: str
    param: Any = None


@dataclass(frozen=True)
class ScoreBonus(Definition):
    """Extra victory points at the end of the game (Thunderstones)."""

    amount: int
    per_other: str | None = None  # count the owner's other cards of this kind
    if_others_have_more: str | None = None  # every other player owns more cards of this kind
    # the Swarm, the Horde: `amount` for each card of its own group the owner holds, this one
    # included, up to `max_each` (None: no limit); the printed VP is then not a VP value at all
    per_group: bool = False
    max_each: int | None = None


@dataclass(frozen=True)
class CardDef(Definition):
    key: str
    name: str
    kind: str
    group: str
    set: str
    count: int
    classes: tuple[str, ...] = ()
    level: int | None = None
    cost: int | None = None
    gold: int = 0
    light: int = 0
    vp: int = 0
    strength: int | None = None
    weight: int | None = None
    health: int | None = None
    xp: int = 0
    level_up_xp: int | None = None
    attack: int = 0
    magic: int = 0
    bonuses: tuple[Bonus, ...] = ()
    abilities: tuple[Ability, ...] = ()
    traits: tuple[Trait, ...] = ()
    passives: tuple[str, ...] = ()  # named special rules, see engine.passives
    score: tuple[ScoreBonus, ...] = ()
    # Advance: the village board slot (CATEGORIES), and whether the card prints a gold value at all:
    # "no value" is not 0 (rulebook: Null und Kein Wert); `gold` stays 0 for sums either way
    category: str | None = None
    gold_printed: bool = False
    source: str = ""  # file the definition came from, for error messages
    picture: str = ""  # the face's picture (author/name of a game-icons.net icon); the engine ignores it

    # --- classification, asked all over the rules: worked out once, when the card is defined ---
    is_hero: bool = field(init=False, repr=False, compare=False)
    is_weapon: bool = field(init=False, repr=False, compare=False)
    # a Disease, or an Advance curse, which still counts as one (Towers of Ruin rulebook: Was ist
    # neu, Neue Kartentypen): cards that act on Diseases act on curses
    is_disease: bool = field(init=False, repr=False, compare=False)
    is_monster: bool = field(init=False, repr=False, compare=False)
    # a Guardian, or Advance's Thunderstone Bearer, which is one (Towers of Ruin rulebook: Wächter)
    is_guardian: bool = field(init=False, repr=False, compare=False)
    # the triggers of its abilities: the rules ask this on every action, most often to learn that a
    # card has no ability of a kind
    triggers: frozenset[str] = field(init=False, repr=False, compare=False)
    # each trait name's first trait (trait() is asked on every battle and legality check)
    _traits_by_name: dict[str, Trait] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # (a frozen class's own fields are set the way dataclasses set them)
        object.__setattr__(self, "is_hero", self.kind == "hero")
        object.__setattr__(self, "is_weapon", "Weapon" in self.classes)
        object.__setattr__(self, "is_disease", self.kind in ("disease", "curse"))
        object.__setattr__(self, "is_monster", self.kind in MONSTER_KINDS)
        object.__setattr__(self, "is_guardian", self.kind in ("guardian", "thunderstone_bearer"))
        object.__setattr__(self, "triggers", frozenset(a.trigger for a in self.abilities))
        by_name: dict[str, Trait] = {}
        for t in self.traits:
            by_name.setdefault(t.name, t)
        object.__setattr__(self, "_traits_by_name", by_name)

    def has_class(self, name: str) -> bool:
        return name in self.classes

    @property
    def hero_level(self) -> int:
        """Militia count as level 0 Heroes."""
        return self.level or 0

    @property
    def has_printed_vp(self) -> bool:
        """False for a card worth VP only by how many of its group its owner holds at the end
        (the Swarm, the Horde): an effect testing a monster's printed VP passes it by (Doomgate
        rulebook: The Swarm)."""
        return not any(s.per_group for s in self.score)

    @property
    def is_stand_in(self) -> bool:
        """A stand-in (the Swarm's, the Horde's): replaced, when it enters the hall, by the top
        card of its group's face-up stack (game.engine.rules.swarm)."""
        return "stand_in" in self.passives

    def trait(self, name: str) -> Trait | None:
        return self._traits_by_name.get(name)

    def abilities_for(self, trigger: str) -> list[tuple[int, Ability]]:
        if trigger not in self.triggers:
            return []
        return [(i, a) for i, a in enumerate(self.abilities) if a.trigger == trigger]


@dataclass(frozen=True)
class Group(Definition):
    """A randomizer group: one hero type, one monster group, one village stack."""

    key: str
    name: str
    kind: str  # 'hero' | 'monster' | 'village' | 'basic' | 'thunderstone' | 'disease' | ...
    set: str
    cards: tuple[str, ...]  # definition keys, in file order
    level: int | None = None  # an Advance monster group's level (1-3), drawn one group per level
    category: str | None = None  # an Advance village stack's board slot (its cards' category)
    solo_not_recommended: bool = False  # Advance: the rulebook's solo rules advise leaving it out


@dataclass
class Catalog(Definition):
    """Every card definition the game knows, by key, and their groups."""

    cards: dict[str, CardDef]
    groups: dict[str, Group]
    digest: str = ""
    disease_key: str = ""

    def __getitem__(self, key: str) -> CardDef:
        return self.cards[key]

    def group_of(self, key: str) -> Group:
        return self.groups[self.cards[key].group]

    _shared_names: frozenset[str] | None = field(default=None, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        self._shared_names = None  # (compiled, a field the constructor does not take starts unset)

    @property
    def shared_names(self) -> frozenset[str]:
        """Names printed by cards of more than one set of one edition: Classic's boxes, or
        Advance's. A name both editions print (Torch) is not shared: their cards never meet in a
        game, as each ruleset plays its own Basic cards (game.engine.rulesets). Worked out once."""
        if self._shared_names is None:
            from game.engine.sets import edition

            seen: dict[tuple[str, str], set[str]] = {}
            for d in self.cards.values():
                seen.setdefault((d.name, edition(d.set)), set()).add(d.set)
            self._shared_names = frozenset(n for (n, _), s in seen.items() if len(s) > 1)
        return self._shared_names

    def label(self, key: str) -> str:
        """The card's name for people, with its set's name where another set prints the same
        name (a card's identity includes its set: Dragonspire's Water Wrath is not Wrath's)."""
        d = self.cards[key]
        if d.name in self.shared_names:
            from game.engine.sets import set_name

            return f"{d.name} ({set_name(d.set)})"
        return d.name
