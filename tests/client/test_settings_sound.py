"""Settings (window size, fullscreen, animation speed, volume and mute, confirm before attacking),
kept between runs; sound effects made by the program, silent and safe without an audio device."""

from __future__ import annotations

import json
from array import array

import pygame

from game.client import sound
from game.client.scenes.settings import SettingsScene
from game.client.settings import Settings
from game.client.sound import Sounds, effect_bytes, encode
from tests.client.conftest import button, click


def test_every_effect_is_a_short_nonsilent_waveform_in_the_mixers_format():
    for name in sound.EFFECTS:
        raw = effect_bytes(name, 44100, -16, 2)
        samples = array("h")
        samples.frombytes(raw)
        seconds = len(samples) / 2 / 44100
        assert 0.05 < seconds < 2.0, name
        assert max(abs(v) for v in samples) > 8000, name  # audible
        assert samples[0::2] == samples[1::2]  # the same on both channels
    assert len(encode([0.0, 1.0], 8, 1)) == 2 and encode([0.0, 1.0], 8, 1)[1] == 255
    assert len(encode([0.5], 32, 2)) == 8  # 32-bit float, stereo


def test_sounds_play_at_the_volume_and_not_when_muted():
    s = Settings(volume=0.4)
    sounds = Sounds(s)
    assert sounds.available  # the dummy audio driver takes sounds like a real one
    assert sounds.play("buy") is True and abs(sounds.cache["buy"].get_volume() - 0.4) < 0.01
    s.mute = True
    assert sounds.play("buy") is False and sounds.played[-2:] == ["buy", "buy"]
    assert sounds.play("no such sound") is False


def test_without_an_audio_device_the_game_stays_silent_and_does_not_crash(monkeypatch):
    pygame.mixer.quit()

    def no_device(*a, **k):
        raise pygame.error("no available audio device")

    monkeypatch.setattr(pygame.mixer, "init", no_device)
    sounds = Sounds(Settings())
    assert not sounds.available
    assert sounds.play("victory") is False
    sounds.prepare(background=False)  # nothing to make, nothing raised


def test_the_table_plays_the_buy_sound_when_a_card_is_bought(app, catalog):
    from tests.client.test_table import table_for

    spec = dict(players=[{"name": "Ann", "hand": ["Militia", "Dagger", "Iron Rations", "Torch"]}, {"name": "Bot"}],
                hall=["Shadow Killer", "Half-Ogre", "Walking Scourge"], choice="village")
    t = table_for(app, catalog, **spec)
    tile = next(x for x in t.tiles if x.group == "torch")
    click(app, tile.rect.center)
    assert app.sound.played[-1] == "buy"


def test_settings_change_and_are_kept_in_the_settings_file(app, tmp_path):
    app.settings_path = tmp_path / "settings.json"
    app.screen_size = lambda: (2560, 1440)  # the dummy driver's desktop is 1024x768
    scene = app.push(SettingsScene(app))
    app.step(0.016)
    click(app, button(scene, "Animations").rect.center)  # off -> slow
    click(app, button(scene, "Confirm before attacking").rect.center)
    click(app, button(scene, "quieter").rect.center)
    click(app, button(scene, "Sound").rect.center)  # mute
    click(app, button(scene, "Window size").rect.center)
    assert app.size == (1600, 900)
    saved = json.loads(app.settings_path.read_text())
    assert saved["animation"] == "slow" and saved["confirm_attack"] is False
    assert saved["volume"] == 0.6 and saved["mute"] is True and saved["window"] == [1600, 900]
    again = Settings.load(app.settings_path)
    assert (again.animation, again.volume, again.mute, again.window) == ("slow", 0.6, True, (1600, 900))


def test_dragging_the_volume_bar_sets_the_volume(app):
    scene = app.push(SettingsScene(app))
    app.step(0.016)
    bar = scene.volume_bar
    app.feed(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(bar.x + bar.w // 4, bar.centery), button=1))
    app.feed(pygame.event.Event(pygame.MOUSEMOTION, pos=(bar.right, bar.centery), rel=(0, 0), buttons=(1, 0, 0)))
    app.feed(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(bar.right, bar.centery), button=1))
    assert app.settings.volume == 1.0


def test_a_damaged_settings_file_gives_working_defaults(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"animation": "warp", "volume": "loud", "window": [5, 5], "mute": "yes"}))
    s = Settings.load(path)
    assert (s.animation, s.volume, s.window, s.mute) == ("normal", 0.7, (1280, 720), False)


def test_fullscreen_is_toggled_and_remembered(app):
    scene = app.push(SettingsScene(app))
    app.step(0.016)
    click(app, button(scene, "Fullscreen (F11)").rect.center)
    assert app.settings.fullscreen is True
    click(app, button(app.stack.top, "Fullscreen (F11)").rect.center)
    assert app.settings.fullscreen is False and app.size == tuple(app.settings.window)


def test_window_sizes_offered_are_only_those_that_fit_the_screen():
    from game.client.settings import Settings

    s = Settings(window=(1280, 720))
    offered = [s.next_window((1920, 1080)) for _ in range(3)]
    assert offered == [(1600, 900), (1280, 720), (1600, 900)]  # 1920x1080 would hide under the task bar
    big = Settings(window=(1280, 720))
    assert [big.next_window((2560, 1600)) for _ in range(4)] == [(1600, 900), (1920, 1080), (2560, 1440), (1280, 720)]
    assert Settings(window=(1280, 720)).next_window((1024, 768)) == (1280, 720)  # the smallest always stays


def test_the_settings_show_the_size_the_window_was_opened_at(catalog, tmp_path):
    from game.client.app import App
    from game.client.settings import Settings

    app = App((1600, 900), catalog=catalog, settings=Settings(window=(1280, 720)), saves_dir=tmp_path,
              fsync=False, bot_threads=False)
    try:
        assert app.settings.window == (1600, 900)
    finally:
        pygame.quit()
