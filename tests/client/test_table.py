"""The table driven headless: clicks, drags and keys go in as pygame events; time is stepped by
hand; every test checks what the engine's state became."""

from __future__ import annotations

import pygame
import pytest

from game.client.scenes.dialog import Dialog
from game.client.scenes.overlays import AttackPreview, PromptScene
from game.client.scenes.passdevice import PassDeviceScene
from game.client.scenes.table import TableScene
from game.client.session import GameSession, Seat
from game.engine.setup import first_game
from game.scenario import build
from tests.client.conftest import button, click, drag, key


def table_for(app, catalog, seats=("human", "bot"), **spec) -> TableScene:
    """A table on an exact position (a scenario), seat 0 active."""
    spec.setdefault("players", [{"name": "Ann"}, {"name": "Bot"}])
    spec.setdefault("village", "first_game")
    game = build(catalog, spec)
    names = [p.name for p in game.state.players]
    session = GameSession(game, [Seat(n, k) for n, k in zip(names, seats, strict=True)])
    scene = app.replace(TableScene(app, session))
    app.step(0.016)
    return scene


def view(scene: TableScene, name: str, nth: int = 1):
    found = [v for v in scene.hand_views if scene.game.name(v.card) == name]
    assert len(found) >= nth, f"no {name} #{nth} in hand: {[scene.game.name(v.card) for v in scene.hand_views]}"
    return found[nth - 1]


def monster_view(scene: TableScene, name: str):
    return next(m for m in scene.hall_views if scene.game.name(m.card) == name)


DUNGEON = dict(
    players=[{"name": "Ann", "hand": ["Militia", "Militia", "Militia", "Militia", "Dagger", "Torch"]}, {"name": "Bot"}],
    hall=["Shadow Killer", "Half-Ogre", "Walking Scourge"],
    choice="dungeon",
)


def test_dragging_a_dagger_onto_a_militia_equips_it(app, catalog):
    t = table_for(app, catalog, **DUNGEON)
    dagger, militia = view(t, "Dagger"), view(t, "Militia", 2)
    drag(app, dagger.rect.center, militia.rect.center)
    assert t.state.turn.equipment == {dagger.card: militia.card}
    # the weapon now sits on its hero, peeking out above it
    worn = next(v for v in t.hand_views if v.card == dagger.card)
    assert worn.zone == "equipped" and worn.hero == militia.card and worn.rect.y < militia.rect.y


def test_dragging_an_equipped_weapon_off_its_hero_takes_it_off(app, catalog):
    t = table_for(app, catalog, **DUNGEON)
    dagger, militia = view(t, "Dagger"), view(t, "Militia")
    t.act(pygame_free_equip(dagger.card, militia.card))
    worn = next(v for v in t.hand_views if v.card == dagger.card)
    drag(app, worn.hit.center, t.regions["hall"].center)
    assert t.state.turn.equipment == {}


def pygame_free_equip(weapon, hero):
    from game.engine.actions import Equip

    return Equip(weapon, hero)


def test_a_refused_drop_says_why_and_changes_nothing(app, catalog):
    spec = dict(DUNGEON, players=[{"name": "Ann", "hand": ["Militia", "Skullbreaker", "Torch"]}, {"name": "Bot"}])
    t = table_for(app, catalog, **spec)
    weapon, militia = view(t, "Skullbreaker"), view(t, "Militia")
    drag(app, weapon.rect.center, militia.rect.center)
    assert t.state.turn.equipment == {}
    assert any("weighs" in toast.message for toast in app.toasts)


def test_only_heroes_strong_enough_light_up_while_dragging(app, catalog):
    spec = dict(DUNGEON, players=[{"name": "Ann", "hand": ["Militia", "Dagger", "Skullbreaker"]}, {"name": "Bot"}])
    t = table_for(app, catalog, **spec)
    militia = view(t, "Militia")
    dagger, heavy = view(t, "Dagger"), view(t, "Skullbreaker")
    lit = t.drop_targets(dagger.card)
    dark = t.drop_targets(heavy.card)
    assert lit == [militia.card] and dark == []


def test_clicking_a_weapon_then_a_hero_equips_it(app, catalog):
    t = table_for(app, catalog, **DUNGEON)
    dagger, militia = view(t, "Dagger"), view(t, "Militia", 3)
    click(app, dagger.rect.center)
    assert t.selected == dagger.card
    click(app, militia.rect.center)
    assert t.state.turn.equipment == {dagger.card: militia.card}


def test_the_keyboard_equips_too_number_of_the_weapon_then_of_the_hero(app, catalog):
    t = table_for(app, catalog, **DUNGEON)
    hand = [v.card for v in t.hand_views if v.zone == "hand"]
    names = [t.game.name(c) for c in hand]
    key(app, pygame.K_1 + names.index("Dagger"))
    key(app, pygame.K_1 + names.index("Militia"))
    assert t.state.turn.equipment == {hand[names.index("Dagger")]: hand[names.index("Militia")]}


def test_clicking_a_monster_shows_the_breakdown_and_attacking_defeats_it(app, catalog):
    t = table_for(app, catalog, **DUNGEON)
    dagger, militia = view(t, "Dagger"), view(t, "Militia")
    drag(app, dagger.rect.center, militia.rect.center)
    target = monster_view(t, "Shadow Killer")
    assert target.breakdown.total == 5 and target.breakdown.wins  # 4 Militia + Dagger, the Torch lights rank 1
    click(app, target.rect.center)
    preview = app.stack.top
    assert isinstance(preview, AttackPreview) and preview.bd.wins
    click(app, button(preview, "attack").rect.center)
    st = t.state
    assert target.card in st.players[0].discard  # defeated monsters join the victor's discard pile
    assert st.players[0].xp == catalog.cards["shadow_killer"].xp
    assert st.turn.battle_won is True


def test_a_monster_that_cannot_be_attacked_now_says_why(app, catalog):
    spec = dict(DUNGEON, choice=None)
    t = table_for(app, catalog, **spec)
    click(app, monster_view(t, "Shadow Killer").rect.center)
    assert not isinstance(app.stack.top, AttackPreview)
    assert app.toasts and "dungeon" in app.toasts[-1].message.lower()
    assert t.state.hall[0]  # still there


def test_a_village_turn_buys_a_card_into_the_discard_pile(app, catalog):
    spec = dict(players=[{"name": "Ann", "hand": ["Militia", "Dagger", "Iron Rations", "Torch", "Militia"]},
                         {"name": "Bot"}], hall=["Shadow Killer", "Half-Ogre", "Walking Scourge"])
    t = table_for(app, catalog, **spec)
    click(app, button(t, "village").rect.center)
    assert t.state.turn.choice == "village"
    tile = next(x for x in t.tiles if x.group == "torch")
    assert tile.buyable  # 1 + 2 + 1 gold against a cost of 3
    bought = tile.top
    click(app, tile.rect.center)
    assert t.state.players[0].discard[0] == bought
    assert not next(x for x in t.tiles if x.group == "torch").buyable  # one buy a turn
    assert any("buys Torch" in line for line in t.session.log)


def test_ending_the_turn_lets_the_bot_play_and_comes_back(app, catalog):
    spec = dict(players=[{"name": "Ann", "hand": ["Militia", "Dagger"]}, {"name": "Bot"}],
                hall=["Shadow Killer", "Half-Ogre", "Walking Scourge"], choice="rest")
    t = table_for(app, catalog, **spec)
    key(app, pygame.K_e)
    assert t.state.active == 1
    for _ in range(300):
        app.step(0.05)
        if t.state.active == 0 or t.state.over:
            break
    assert t.state.active == 0 and t.state.turn_number == 3


def test_an_effect_question_is_a_modal_choice_on_the_table(app, catalog):
    spec = dict(players=[{"name": "Ann", "hand": ["Militia", "Militia", "Iron Rations"]}, {"name": "Bot"}],
                hall=["Shadow Killer", "Half-Ogre", "Walking Scourge"], choice="dungeon")
    t = table_for(app, catalog, **spec)
    rations = view(t, "Iron Rations")
    use = next(b for b in t.buttons.items if b.key.startswith(f"card{rations.card}:"))
    click(app, use.rect.center)
    prompt = app.stack.top
    assert isinstance(prompt, PromptScene)
    rect, chosen = prompt.option_rects[1]
    click(app, rect.center)
    click(app, button(prompt, "confirm").rect.center)
    assert t.state.prompt is None
    assert any(m.stat == "strength" and m.target == chosen for m in t.state.turn.modifiers)


def test_ability_buttons_are_greyed_with_the_reason(app, catalog):
    spec = dict(players=[{"name": "Ann", "hand": ["Belzur Curate", "Militia"]}, {"name": "Bot"}],
                hall=["Shadow Killer", "Half-Ogre", "Walking Scourge"], choice="village")
    t = table_for(app, catalog, **spec)
    curate = view(t, "Belzur Curate")
    b = next(b for b in t.buttons.items if b.key.startswith(f"card{curate.card}:") and "gold" in b.label)
    assert not b.enabled and "Disease" in b.reason


def test_hot_seat_hides_the_hand_until_the_next_player_clicks(app, catalog):
    spec = dict(players=[{"name": "Ann", "hand": ["Militia"]}, {"name": "Bea", "hand": ["Dagger"]}],
                hall=["Shadow Killer", "Half-Ogre", "Walking Scourge"], choice="rest")
    t = table_for(app, catalog, seats=("human", "human"))
    assert isinstance(app.stack.top, PassDeviceScene)  # nobody has claimed the screen yet
    click(app, button(app.stack.top, "ready").rect.center)
    assert t.viewer == t.state.active and t.hand_visible()
    t2 = table_for(app, catalog, seats=("human", "human"), **spec)
    click(app, button(app.stack.top, "ready").rect.center)
    key(app, pygame.K_e)
    assert t2.state.active == 1
    cover = app.stack.top
    assert isinstance(cover, PassDeviceScene) and cover.player_name == "Bea"
    assert not t2.hand_visible()  # Bea's cards stay face down until she clicks
    click(app, button(cover, "ready").rect.center)
    assert t2.hand_visible() and t2.viewer == 1


def test_a_militia_levels_up_through_a_choice_of_hero(app, catalog):
    spec = dict(players=[{"name": "Ann", "hand": ["Militia"], "xp": 3}, {"name": "Bot"}],
                hall=["Shadow Killer", "Half-Ogre", "Walking Scourge"], choice="village")
    t = table_for(app, catalog, **spec)
    militia = view(t, "Militia")
    click(app, button(t, f"card{militia.card}:Level up…").rect.center)
    dialog = app.stack.top
    assert isinstance(dialog, Dialog)
    click(app, button(dialog, "Become a Stoneguard").rect.center)
    assert t.state.players[0].xp == 0
    assert [t.game.name(c) for c in t.state.players[0].discard] == ["Stoneguard Brute"]


def test_animations_fly_the_bought_card_and_never_hold_up_the_player(app, catalog):
    app.settings.animation = "normal"
    spec = dict(players=[{"name": "Ann", "hand": ["Militia", "Dagger", "Iron Rations"]}, {"name": "Bot"}],
                hall=["Shadow Killer", "Half-Ogre", "Walking Scourge"], choice="village")
    t = table_for(app, catalog, **spec)
    tile = next(x for x in t.tiles if x.group == "dagger")
    click(app, tile.rect.center)
    assert [f.card for f in t.flights] == [tile.top] and t.anim.busy
    start = (t.flights[0].x, t.flights[0].y)
    app.step(0.15)
    assert (t.flights[0].x, t.flights[0].y) != start
    key(app, pygame.K_e)  # the player acts mid-flight: the flight ends at once, the turn ends
    assert t.state.active == 1


@pytest.mark.parametrize("speed", ["off", "fast"])
def test_a_whole_bot_game_reaches_the_results(app, catalog, speed):
    from game.client.scenes.results import ResultsScene
    from game.engine.setup import first_game

    app.settings.animation = speed
    session = GameSession.new(catalog, first_game(["A", "B"]), 3, [Seat("A", "bot"), Seat("B", "bot")], save=False)
    app.replace(TableScene(app, session))
    for _ in range(20000):
        app.update(0.2)
        if isinstance(app.stack.top, ResultsScene):
            break
    results = app.stack.top
    assert isinstance(results, ResultsScene) and session.game.state.over
    app.draw()
    assert results.winners == session.game.state.result["winners"]
    assert sum(sum(by.values()) for _, by in results.rows) == sum(session.game.state.result["scores"].values())


def test_the_pass_screen_says_what_happened_since_that_players_last_turn(app, catalog):
    spec = dict(players=[{"name": "Ann", "hand": ["Militia", "Militia", "Torch", "Dagger"]},
                         {"name": "Bea", "hand": ["Dagger"]}],
                hall=["Shadow Killer", "Half-Ogre", "Walking Scourge"], choice="village")
    t = table_for(app, catalog, seats=("human", "human"), **spec)
    click(app, button(app.stack.top, "ready").rect.center)  # Ann takes the screen
    t.act(next(a for a in t.game.legal_actions() if a.text() == "buy dagger"))
    key(app, pygame.K_e)
    cover = app.stack.top
    assert isinstance(cover, PassDeviceScene) and cover.player_name == "Bea"
    assert any("Ann buys Dagger for 3 gold." == line for line in cover.since)
    assert not any("draws" in line or "discards" in line for line in cover.since)  # only what matters


def test_the_pass_screen_waits_until_the_turns_animations_are_over(app, catalog):
    app.settings.animation = "normal"
    spec = dict(players=[{"name": "Ann", "hand": ["Militia"]}, {"name": "Bea", "hand": ["Dagger"]}],
                hall=["Shadow Killer", "Half-Ogre", "Walking Scourge"], choice="rest")
    t = table_for(app, catalog, seats=("human", "human"), **spec)
    click(app, button(app.stack.top, "ready").rect.center)
    key(app, pygame.K_e)  # Ann's cards fly to the discard pile, new ones come
    assert t.anim.busy and app.stack.top is t  # Bea's screen is not yet up: the table is seen settling
    for _ in range(600):
        if isinstance(app.stack.top, PassDeviceScene):
            break
        app.step(1 / 60)
    assert isinstance(app.stack.top, PassDeviceScene) and not t.anim.busy


def test_the_summary_keeps_the_lines_that_matter_and_drops_empty_turns():
    from game.client.logtext import headlines

    lines = ["— Turn 3: Ann —", "Ann rests.", "Ann discards 6 cards.", "— Turn 4: Bea —", "Bea draws 6 cards.",
             "— Turn 5: Cid —", "Cid enters the Dungeon.", "Cid attacks Harpy in rank 1.",
             "Harpy is defeated!", "Ogre enters the hall at rank 3.", "Militia takes up Dagger."]
    assert headlines(lines) == ["— Turn 3: Ann —", "Ann rests.", "— Turn 5: Cid —", "Cid enters the Dungeon.",
                                "Cid attacks Harpy in rank 1.", "Harpy is defeated!", "Ogre enters the hall at rank 3."]
    assert len(headlines(lines, most=2)) == 2


def test_the_hover_zoom_waits_while_the_battle_and_hall_shift_play(app, catalog, monkeypatch):
    app.settings.animation = "normal"
    spec = dict(players=[{"name": "Ann", "hand": ["Militia", "Torch", "Dagger"]}, {"name": "Bot"}],
                hall=["Shadow Killer", "Half-Ogre", "Walking Scourge"], choice="dungeon")
    t = table_for(app, catalog, **spec)
    zoomed = []
    monkeypatch.setattr(t, "_draw_zoom", lambda *a: zoomed.append(a[2]))
    militia = view(t, "Militia")
    app.feed(pygame.event.Event(pygame.MOUSEMOTION, pos=militia.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(40):
        app.step(1 / 60)
    assert zoomed  # resting on a card shows it large
    t.act(next(a for a in t.game.legal_actions() if a.text().startswith("attack")))
    zoomed.clear()
    app.step(1 / 60)
    assert t.anim.busy and not zoomed  # not over the battle while it plays


def test_against_bots_the_human_turn_starts_with_what_the_bots_did(app, catalog):
    app.settings.bot_delay = 0.0
    session = GameSession.new(catalog, first_game(["Ann", "Bot"]), 5, [Seat("Ann"), Seat("Bot", "bot", "random")],
                              save=False)
    t = app.replace(TableScene(app, session))
    for _ in range(400):  # until Ann is to move after the bot's turn
        app.step(1 / 60)
        if session.to_act == 0 and session.state.turn_number > 1:
            break
    if session.state.turn_number == 1:  # Ann moved first: end her turn and wait for the bot's
        t.act(next(a for a in session.game.legal_actions() if a.text() == "rest"))
        t.act(next(a for a in session.game.legal_actions() if a.text() == "end"))
        for _ in range(400):
            app.step(1 / 60)
            if session.to_act == 0:
                break
    app.step(1 / 60)
    assert t.since and any(line.startswith("Bot ") for line in t.since)
    assert not any(line.startswith("Ann ") for line in t.since)  # not her own turn again
    click(app, t._since_rect().center)
    assert t.since == []  # a click puts it away


def test_treasures_set_aside_are_shown_in_front_of_the_player_and_can_be_used(app, catalog):
    scene = table_for(app, catalog, players=[
        {"name": "Ann", "hand": ["Militia", "Torch"], "aside": ["Ulbrick's Helmet", "Greed Amulet"],
         "deck": ["Dagger", "Dagger", "Iron Rations", "Militia"]}, {"name": "Bot"}],
        hall=["Griffon", "Nixie", "Pegasus"], choice="dungeon")
    aside = [v for v in scene.hand_views if v.zone == "aside"]
    assert sorted(scene.game.name(v.card) for v in aside) == ["Greed Amulet", "Ulbrick's Helmet"]
    helmet = next(v.card for v in aside if scene.game.name(v.card) == "Ulbrick's Helmet")
    use = next(b for b in scene.buttons.items if b.key.startswith(f"card{helmet}:"))
    assert use.enabled
    click(app, use.rect.center)
    st = scene.game.state
    assert sorted(scene.game.name(c) for c in st.players[0].hand) == ["Dagger", "Dagger", "Iron Rations", "Militia",
                                                                       "Torch"]
    assert scene.game.name(st.destroyed[-1]) == "Ulbrick's Helmet"
    amulet = next(v.card for v in aside if scene.game.name(v.card) == "Greed Amulet")
    assert not any(b.key.startswith(f"card{amulet}:") and b.enabled for b in scene.buttons.items)  # a Village one


def test_guardians_sharing_rank0_are_all_shown_and_each_can_be_attacked(app, catalog):
    scene = table_for(app, catalog, players=[{"name": "Ann", "hand": ["Militia"] * 4}, {"name": "Bot"}],
                      hall=["Griffon", "Nixie", "Pegasus"], rank0=["Unholy Guardian", "Dark Champion"],
                      choice="dungeon")
    views = [m for m in scene.hall_views if m.rank == 0]
    assert [scene.game.name(m.card) for m in views] == ["Unholy Guardian", "Dark Champion"]
    back, front = views
    assert back.target.h < front.rect.h and not back.target.colliderect(front.rect)  # its title shows
    assert scene.hover_target(back.target.center) == ("card", back.card)
    assert scene.hover_target(front.rect.center) == ("card", front.card)
