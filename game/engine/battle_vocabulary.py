"""The words card files may use for battle (checked by the card loader, worded by catalog.text):
monster traits, the counters and conditions of bonuses, bonus stats and passive rules, each with the
type of its value. The rules that give them meaning are in game.engine.battle and the modules it
names; this module holds only the names, so the loader can read them without the rules."""

from __future__ import annotations

from typing import Any

TRAITS: dict[str, Any] = {  # name -> the type of its value (None: takes no value)
    "strength_at_least": int,  # heroes with less strength cannot attack
    "unequipped_heroes_cannot_attack": None,
    "immune_edged": None,
    "immune_spells": None,
    "immune_unequipped_heroes": None,
    "magic_immunity": None,
    "magic_attack_only": None,
    "magic_attack_required": None,
    "half_magic_attack": None,
    "half_attack_without": str,  # 'magic', 'weapon' or a card class
    "light": int,  # the printed light modifier: Light -1 makes the penalty 1 worse
    "light_penalty_unreducible": None,
    "must_be_defeated": None,
    "cannot_attack_if_used": (str, list),  # a card class, or a list of them
    "heroes_required": int,  # cannot be defeated unless this many heroes are revealed
    "requires_used": (str, list),  # cannot be defeated unless a card of this class (or one of these) is used
    "double_health_unless_gold": int,  # health doubled unless the revealed cards hold this much gold
    "light_is_global": None,  # its printed light lights every battle while it is in the hall, not a hand
    "global_rank_penalty_multiplier": int,  # global: the base light penalty of every rank times this
    "global_battle_effect_repeats": int,  # global: every monster's battle effects resolve this many more times
    "global_only_in_rank0": None,  # its global effects work only while it is in rank 0
    "cannot_attack_with_light_penalty": None,  # no attack at all while any light penalty remains
    "health_bonus": dict,  # battle: health + amount (per COUNTER, when CONDITIONS), see health_bonus
    "global_protects": str,  # global: other monsters of this class cannot be attacked while it is in the hall
    "global_health_bonus": int,  # global: every other monster in play has this much more Health
    "global_must_be_defeated": None,  # global: no monster leaves the hall unless defeated (Steam Torment)
    # Thunderstone Advance (battle_advance, rules.advance_hall, effects.advance_monsters_fire)
    "immune_to": list,  # card classes whose attack counts 0 against it (Ghul: [Fighter, Edged])
    "global_after_draw_discard": None,  # global: an ability that drew cards costs its user a discard (Caldera)
    "moves_forward_after_village_visit": None,  # after a village visit it swaps with the monster in front (Magma Wyrm)
    "global_other_battle_effects_repeat": int,  # global: other monsters' Battle effects this many more times (Belac)
    "borrows_battle_effects": None,  # it has the Battle effects of the other monsters in the hall (Orseg)
    "holds_rank_while_deck_has_cards": None,  # global: refills never move it forward while the deck holds cards (Stramst)
}
# Thunderstone Advance's monsters (game.engine.advance_monsters; docs/advance.md section 18, group E)
TRAITS.update({
    "fight_only_if": dict,  # cannot be fought (chosen) unless: {heroes_at_least: N} or {hero_level_at_least: N}
    "defeat_all_of_class_in_hall": str,  # defeated, it takes the other monsters of the class in the hall along
})
COUNTERS: dict[str, type | None] = {
    "hero_level": None, "highest_hero_level": None, "revealed": dict, "other_revealed": dict,
    "gold_revealed": int,
    "played": dict, "light_above_penalty": None,
    "player_xp": None, "other_in_hall": dict,
    "players": None,  # the players in the game, the active one included (Tax Collector)
}
COUNTERS["other_in_hall_health"] = dict  # the Health of the other matching cards in the hall (Drakeclan Laird)
CONDITIONS: dict[str, type | tuple[type, ...]] = {
    "rank_at_least": int, "rank_is": int, "equipped": bool, "monster_class": (str, list),
    "all_heroes_level_at_least": int, "place": str,
    "revealed": dict,
    "equipped_to": dict, "used_ability_of": dict, "this_used": bool, "all_heroes_strength_below": int,
    "defeated_monster": bool,
    "has_cards_under": bool, "defeated_vp_at_least": int,
    "used_of": dict,  # another revealed card used: an ability, or its own battle bonus (Bluefire Staff)
    "equipped_with": str, "defeated_in_rank": int,
    "hero_strength_at_least": int,
    "defeated_vp_below": int,  # a monster worth less than this many VP was defeated in battle (Gauntlets, Tempest)
    "other_in_hall": dict,  # another card in the dungeon hall matches the filter
    "any_of": list,  # a list of condition mappings: at least one holds
    "revealed_same_class_monster": bool,  # a revealed Monster shares a class with the one attacked (Slynn)
    "none_revealed": dict,  # no revealed card matches (Blind Grandmaster)
    "gold_revealed_at_least": int,  # the revealed cards' printed gold adds up to this (Gangland Crook)
    "dark": bool,  # a light penalty remains in this battle (Advance: Caliginite)
    "monster_vp_above_strength": bool,  # the monster's VP exceed this hero's Strength now (Advance: Sternnkin)
    "first_ability": bool,  # no other ability used this turn, trophies and React aside (Advance: Curse of Decay)
    "xp_at_least": int,  # the active player holds this much XP, not spent (Advance: familiars)
    "battle_won": bool,  # this turn's battle was won (Advance Aftermath: Hellhound)
}
# how far the battle's total beat the monster's health (Advance: Treefolk, Dwarven Ancestor)
CONDITIONS.update({"margin_below": int, "margin_at_least": int})
BONUS_STATS = ("attack", "magic", "light", "strength", "gold", "attack_or_magic", "cannot_attack",
               "magic_multiplier")
PASSIVES: tuple[str, ...] = ("protects_equipped_hero", "extra_weapon_slot", "redirects_opponent_effects",
            "effect_gains_count_when_idle", "avoids_traps", "prevents_battle_effect", "returns_to_deck_at_game_end",
            "monsters_have_no_gold",  # a setting's global rule (game.engine.setup: the setting pile)
            "saves_hero_from_battle",  # may be destroyed to keep a Hero the battle destroys (Border Guard)
            "gold_only_in_campaigns",  # its gold is never spent here (Stone of Avarice)
            "passes_diseases_on",  # Diseases its owner gains on their turn go to another player (Sidhe)
            "ignores_light_penalties", "any_number_of_weapons", "returns_when_opponent_discards")
# the Swarm, the Horde (game.engine.rules.swarm); a card whose group calls for the Special Disease deck
PASSIVES += ("stand_in", "uses_special_diseases")
# Advance: while it is in the hand, the turn cannot be a Rest or a Prepare (Curse of War)
PASSIVES += ("no_rest_or_prepare",)


# --- Thunderstone Advance's village weapons (docs/advance.md section 18, group D) ------------------

UNEQUIPPED_GIVES = "gives_magic_and_light_unequipped"  # Dancing Sword
ZEROES_WIELDER = "zeroes_wielder_attack"  # Falcon Arbalest
ANY_STRENGTH_DWARF = "dwarf_carries_at_any_strength"  # Dwarven Bear Hammer
# rules.advance_village: the Pike's shield and the Filigree Amulet's second purchase
PASSIVES += (UNEQUIPPED_GIVES, ZEROES_WIELDER, ANY_STRENGTH_DWARF, "shields_hero_from_battle_effects",
             "second_purchase")
# Advance: when defeated, the victor may put it into any player's discard pile (Drakeclan kobolds)
PASSIVES += ("defeated_to_any_player",)
