"""The conformance suite's machinery (Engine 2, DESIGN.md): one seeded run per game and player count feeds every
check of test_conformance.py, so a newly registered game gets all of them for free.

`run_case(game, players, part)` plays its share of `GAMES_PER_GAME` games by the game's random player (`bots_for`), checks
after every action what is cheap (invariants, the JSON round trip, legal actions present exactly while the game goes
on, the end within the cap) and at a probe position every `PROBE_EVERY` actions what is dear (a copy's digest, every
legal action, wrong actions, views). Every `UNDO_EVERY`-th game goes through a `Session` and tries undo. Findings are
recorded per check (seed, action index, what) instead of raised, so each test reports its own.

What a seat may not see each game declares itself (its spec's `privacy_ref`, engine/privacy.py); the tables at the
end (`UNSEEN`, `MARKERS`, `VARIANTS`) are read from the specs.
"""

from __future__ import annotations

import copy
import dataclasses
import fcntl
import json
import math
import pickle
import random
import time
import types
import typing
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable

from pydantic import BaseModel, ValidationError

from bible_tabletop.engine.bots import RandomBot, bots_for
from bible_tabletop.engine.decision import deciding
from bible_tabletop.engine.digest import digest
from bible_tabletop.engine.game import Event, GameConfig, IllegalAction
from bible_tabletop.engine.playout import MAX_ACTIONS
from bible_tabletop.engine.privacy import MARK  # hidden text is replaced by this, so a leak is found by a plain search
from bible_tabletop.engine.session import Session
from bible_tabletop.games import registry

GAMES_PER_GAME = 300  # seeded random games to the end, per game, over all its player counts
CASE_GAMES = 100  # at most this many of a player count's games in one case (one run shared by its checks)
PROBE_EVERY = 500  # one probe position every this many actions (random offset per game)
UNDO_EVERY = 10  # every this many games go through a Session, to try undo in them
JUDGE_EVERY = 5  # a game's own fast judge is held to why_not at one position in this many (thousands a game)
UNDO_CHECKS = 4  # undo checks in such a game, each within a few actions after a random gap
UNDO_TRIES, UNDO_GAP = 6, 120
MUTATIONS = 12  # wrong actions tried at each probe position
KEEP = 5  # findings kept per check (all are counted)


# -- the games --------------------------------------------------------------------------------------------------------

def built_games() -> list[str]:
    """Every built game's id, as the registry lists them (the one place the suite learns the games from)."""
    return list(registry.BUILT)


def rules_of(game: str):
    return registry.rules_for(game)


def player_counts(game: str) -> list[int]:
    rules = rules_of(game)
    return list(range(rules.min_players, rules.max_players + 1))


def games_for(game: str) -> int:
    """Games per player count, so the game's total reaches GAMES_PER_GAME."""
    return math.ceil(GAMES_PER_GAME / len(player_counts(game)))


def cases(game: str) -> list[tuple[int, int]]:
    """The game's cases, (players, part): a player count's games cut into parts of at most `CASE_GAMES`, so a game
    with few player counts (Bashers has one) spreads over both xdist workers instead of keeping one busy alone."""
    parts = math.ceil(games_for(game) / CASE_GAMES)
    return [(n, part) for n in player_counts(game) for part in range(parts)]


# -- copies and comparisons -------------------------------------------------------------------------------------------

def catalogue(state: Any) -> Any:
    """The static card table a state carries (shared, never changed by play), or None."""
    return getattr(state, "cards", None)


def clone(state: Any) -> Any:
    """A deep copy that shares the static card table (copying it would only cost time)."""
    cards = catalogue(state)
    memo: dict[int, Any] = {} if cards is None else {id(cards): cards}
    for event in getattr(state, "log", ()):  # log lines are frozen: share them, copy only the list
        memo[id(event)] = event
    rng = getattr(state, "rng", None)
    if isinstance(rng, random.Random):  # deepcopy would walk its 625-number state one by one
        twin = random.Random()
        twin.setstate(rng.getstate())
        memo[id(rng)] = twin
    return copy.deepcopy(state, memo)


try:  # the engine's own fast copy (undo's snapshots), where this engine has one
    from bible_tabletop.engine.snapshot import snapshot as copy_state
except ImportError:  # pragma: no cover - an engine without snapshots
    copy_state = clone


@lru_cache(maxsize=None)
def _names(cls: type) -> tuple[str, ...]:
    return tuple(f.name for f in dataclasses.fields(cls))


def plain(obj: Any, skip: tuple = ()) -> Any:
    """Nested plain values of a view, every attribute included (a view may add some beyond its dataclass fields);
    the objects in `skip` (the card table, the log) are left out wherever they appear."""
    if isinstance(obj, (int, str, float, type(None), Event)):  # log lines are frozen and compare as they are
        return obj
    if any(obj is x for x in skip):
        return "<left out>"
    if isinstance(obj, BaseModel):
        return plain(obj.model_dump(), skip)
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        names = _names(type(obj))
        names += tuple(k for k in getattr(obj, "__dict__", {}) if k not in names)
        return tuple((n, plain(getattr(obj, n), skip)) for n in names)
    if isinstance(obj, random.Random):
        return ("rng", obj.getstate())
    if isinstance(obj, (list, tuple)):
        return tuple(plain(x, skip) for x in obj)
    if isinstance(obj, dict):
        return tuple(sorted((str(k), plain(v, skip)) for k, v in obj.items()))
    if isinstance(obj, (set, frozenset)):
        return tuple(sorted(repr(plain(x, skip)) for x in obj))
    return obj


def first_difference(a: Any, b: Any, path: str = "view") -> str:
    """Where two plain values first differ, for a readable finding."""
    if isinstance(a, tuple) and isinstance(b, tuple):
        named = all(isinstance(x, tuple) and len(x) == 2 and isinstance(x[0], str) for x in a + b)
        if named and len(a) == len(b):
            for (ka, va), (kb, vb) in zip(a, b):
                if ka != kb:
                    return f"{path}: field {ka} against {kb}"
                if va != vb:
                    return first_difference(va, vb, f"{path}.{ka}")
        elif len(a) == len(b):
            for i, (x, y) in enumerate(zip(a, b)):
                if x != y:
                    return first_difference(x, y, f"{path}[{i}]")
    return f"{path}: {_short(a)} against {_short(b)}"


def view_of(rules, state, seat: int, *skip) -> Any:
    """The plain form of `seat`'s view, leaving out the objects of `skip` wherever the view holds them."""
    return plain(rules.view(state, seat), skip)


def _short(x: Any) -> str:
    text = repr(x)
    return text if len(text) <= 120 else text[:117] + "..."


# -- wrong actions ----------------------------------------------------------------------------------------------------

def canonical_action(rules, state, action):
    """The action the rules take `action` for (copies of one card design are one card): the rules' `canonical`."""
    return rules.canonical(state, action)


def _candidates(annotation: Any) -> list[str]:
    """The kinds of value a field of an action takes: int, bool, none, or literal choices."""
    origin = typing.get_origin(annotation)
    if origin is typing.Annotated:
        return _candidates(typing.get_args(annotation)[0])
    if origin is typing.Literal:
        return [("literal", v) for v in typing.get_args(annotation)]
    if origin in (typing.Union, types.UnionType):
        return [c for arg in typing.get_args(annotation) for c in _candidates(arg)]
    if annotation is type(None):
        return [("none", None)]
    if annotation is bool:
        return [("bool", True), ("bool", False)]
    if annotation is int:
        return [("int", None)]
    return []  # free text: any text is an answer, so there is no wrong one to make


def _mutated_value(kind: str, literal: Any, rng: random.Random, players: int, cards: int) -> Any:
    if kind != "int":
        return literal
    pick = rng.randrange(5)
    if pick == 0:
        return rng.randrange(players)  # another seat
    if pick == 1:
        return rng.randrange(max(cards, 1))  # another card id
    if pick == 2:
        return rng.randrange(8)  # another index (area, path, slot...)
    return rng.choice([-1, players, max(cards, 1), 10**6])  # out of range


def mutations(rules, state, legal: list, elsewhere: dict, rng: random.Random, players: int, n: int) -> list:
    """Up to `n` wrong actions: a legal action with one field changed (another seat, index, card id, an
    out-of-range number) or an action legal elsewhere in the game; never one the rules take for a legal one."""
    cards = len(catalogue(state) or ())
    legal_set = set(legal)
    out: list = []
    for _ in range(n * 4):
        if len(out) >= n:
            break
        if elsewhere and (not legal or rng.random() < 0.3):
            action = rng.choice(list(elsewhere.values()))
            if legal and action.by != legal[0].by:  # the seat acting now: refused for what it is, not for who
                action = action.model_copy(update={"by": legal[0].by})
        else:
            base = rng.choice(legal)
            fields = {k: _candidates(f.annotation) for k, f in type(base).model_fields.items() if k != "kind"}
            fields = {k: c for k, c in fields.items() if c}
            if not fields:
                continue
            name = rng.choice(sorted(fields))
            kind, literal = rng.choice(fields[name])
            value = _mutated_value(kind, literal, rng, players, cards)
            if name == "by" and value is None:
                continue  # an action naming no seat is the deciding seat's: the same action, not a wrong one
            try:
                action = type(base).model_validate({**base.model_dump(), name: value})
            except ValidationError:
                continue  # the action type itself refuses it: it never reaches the rules
        if action in legal_set or action in out:
            continue
        try:
            if canonical_action(rules, state, action) in legal_set:
                continue
        except Exception:  # noqa: BLE001 - the rules' own check will be judged on it
            pass
        out.append(action)
    return out


# -- the run ----------------------------------------------------------------------------------------------------------

@dataclass
class Report:
    """What one game and player count gave: counts, and findings per check (seed, action index, what). The action
    index is 0-based: the action that failed, or for a position the next action (the position after that many)."""

    game: str
    players: int
    games: int = 0
    actions: int = 0
    counts: Counter = field(default_factory=Counter)
    findings: dict[str, list[str]] = field(default_factory=dict)
    found: Counter = field(default_factory=Counter)
    seconds: Counter = field(default_factory=Counter)  # CPU seconds: all, probes, undo

    def note(self, check: str, seed: int, step: int, what: str) -> None:
        self.found[check] += 1
        kept = self.findings.setdefault(check, [])
        if len(kept) < KEEP:
            kept.append(f"{self.game}, {self.players} players, seed {seed}, action index {step}: {what}")


def options_for(rules, seed: int) -> dict:
    """Options drawn at random from the seed (the game's spec draws them), so the checks cover every rule."""
    from bible_tabletop.engine.spec import spec_for

    return spec_for(rules.id).random_options(random.Random(seed))


SHARED_DIR: Path | None = None  # set by the test module under xdist: workers share each case's report there
_reports: dict[tuple[str, int, int], Report] = {}


def run_case(game: str, players: int, part: int = 0) -> Report:
    """The report of a case (game, player count, part), computed once per test run (once across xdist workers
    too)."""
    key = (game, players, part)
    if key not in _reports:
        _reports[key] = _shared(*key) if SHARED_DIR is not None else _run(*key)
    return _reports[key]


def _shared(game: str, players: int, part: int) -> Report:
    """Under xdist: play the case unless the other worker has; while it is playing it, play a case nobody has
    started (so both workers stay busy), then wait for it."""
    while True:
        found = _played(game, players, part, wait=False)
        if found is not None:
            return found
        spare = [(g, n, p) for g in built_games() for n, p in cases(g) if (g, n, p) != (game, players, part)]
        if not any(_played(*case, wait=False, only_new=True) for case in spare):
            found = _played(game, players, part, wait=True)
            if found is not None:
                return found


def _played(game: str, players: int, part: int, *, wait: bool, only_new: bool = False) -> Report | None:
    """The case's report, played here if nobody has; None while the other worker plays it (unless `wait`), and
    with `only_new` None too when it was played before (so only new work counts)."""
    path = SHARED_DIR / f"conformance-{game}-{players}-{part}.pickle"
    if path.exists():
        return None if only_new else pickle.loads(path.read_bytes())
    with open(SHARED_DIR / f"conformance-{game}-{players}-{part}.lock", "w") as lock:
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | (0 if wait else fcntl.LOCK_NB))
        except BlockingIOError:
            return None
        if path.exists():
            return None if only_new else pickle.loads(path.read_bytes())
        report = _run(game, players, part)
        partial = path.with_suffix(".part")
        partial.write_bytes(pickle.dumps(report))
        partial.replace(path)
        return report


def _run(game: str, players: int, part: int = 0) -> Report:
    rules = rules_of(game)
    report = Report(game, players)
    base = 1_000_003 * (players + 1) + sum(map(ord, game))
    start = time.process_time()
    for g in range(part * CASE_GAMES, min(games_for(game), (part + 1) * CASE_GAMES)):
        play_game(rules, report, base + g, check_undo=g % UNDO_EVERY == 0)
    report.seconds["all"] += time.process_time() - start
    return report


def play_game(rules, report: Report, seed: int, check_undo: bool) -> None:
    """One seeded game by the game's random player; the cheap checks after every action, the dear ones at probe
    positions. An undo game goes through a Session (which keeps a snapshot per action) and tries undo at a few
    points; the others apply actions directly."""
    n = report.players
    config = GameConfig(game=rules.id, players=n, options=options_for(rules, seed))
    session = Session(rules, config, seed) if check_undo else None
    state = session.state if session else rules.setup(config, seed)
    bots = [bots_for(rules)["random"](seed * 10 + s) for s in range(n)]
    rng = random.Random(seed)
    offset = rng.randrange(PROBE_EVERY)
    undo_at, undo_left = rng.randrange(UNDO_GAP), UNDO_CHECKS
    elsewhere: dict[str, Any] = {}  # one legal action of each kind met so far (wrong elsewhere)
    report.games += 1
    judges = writes_own_judge(rules)
    step = 0
    while True:
        legal = rules.legal_actions(state)
        over = rules.outcome(state) is not None
        if over == bool(legal):
            report.note("legal_iff_going_on", seed, step, f"game over: {over}, {len(legal)} legal actions")
            return
        check_decision(rules, report, seed, step, state, legal)
        if judges and step % JUDGE_EVERY == offset % JUDGE_EVERY:
            check_allows(rules, report, seed, step, state)
        if over:
            return
        if step >= MAX_ACTIONS:
            report.note("ends", seed, step, f"no result after {MAX_ACTIONS} actions")
            return
        seat = deciding(rules.decision(state))
        # RandomBot.choose picks among the legal actions: take them from here rather than enumerate twice
        action = bots[seat].rng.choice(legal) if type(bots[seat]) is RandomBot else bots[seat].choose(rules, state,
                                                                                                      seat)
        if step % 8 == 0:
            for a in legal:
                elsewhere.setdefault(a.kind, a)
        if step % PROBE_EVERY == offset and not probe_position(rules, report, seed, step, state, legal, action,
                                                                elsewhere, rng):
            return
        trying = session is not None and undo_left > 0 and undo_at <= step < undo_at + UNDO_TRIES
        before = copy_state(state) if trying else None  # its digest is taken only if the action is undoable
        try:
            if session:
                session.act(action)
                state = session.state
            else:
                rules.apply(state, action)
        except Exception as exc:  # noqa: BLE001 - a legal action must apply
            report.note("each_legal_applies", seed, step, f"{action!r} raised {exc.__class__.__name__}: {exc}")
            return
        report.actions += 1
        check_json(rules, report, seed, step, action)
        problems = rules.invariants(state)
        if problems:
            report.note("invariants", seed, step, "; ".join(problems))
            return
        if trying and session.can_undo():
            undo_left -= 1
            if not check_undo_restores(session, report, seed, step, action, digest(before)):
                return
            state = session.state
            undo_at = step + 1 + rng.randrange(UNDO_GAP)
        elif trying and step + 1 >= undo_at + UNDO_TRIES:
            undo_at = step + 1 + rng.randrange(UNDO_GAP)  # nothing undoable in this window: try later
        step += 1


_round_tripped: set = set()


def check_json(rules, report: Report, seed: int, step: int, action) -> None:
    """The action, dumped to JSON and validated back, is the same action (each distinct action once)."""
    key = (rules.id, action)
    if key in _round_tripped:
        return
    _round_tripped.add(key)
    report.counts["json"] += 1
    try:
        back = rules.action_type.validate_json(json.dumps(action.model_dump()))
    except Exception as exc:  # noqa: BLE001
        report.note("json", seed, step, f"{action!r} does not load back: {exc}")
        return
    if back != action:
        report.note("json", seed, step, f"{action!r} comes back as {back!r}")


def check_undo_restores(session: Session, report: Report, seed: int, step: int, action, before: str) -> bool:
    """Undo gives back the exact earlier position; doing the action again gives the same position again."""
    after = digest(session.state)
    report.counts["undo"] += 1
    try:
        session.undo()
    except Exception as exc:  # noqa: BLE001
        report.note("undo", seed, step, f"undo of {action!r} raised {exc.__class__.__name__}: {exc}")
        return False
    if digest(session.state) != before:
        report.note("undo", seed, step, f"undo of {action!r} does not give back the earlier position")
        return False
    session.act(action)
    if digest(session.state) != after:
        report.note("undo", seed, step, f"{action!r} done again after undo reaches another position")
        return False
    return True


def probe_position(rules, report: Report, seed: int, step: int, state, legal, action, elsewhere, rng) -> bool:
    """The dear checks at one position; False when the position can no longer be trusted."""
    start = time.process_time()
    try:
        return _probe(rules, report, seed, step, state, legal, action, elsewhere, rng)
    finally:
        report.seconds["probes"] += time.process_time() - start


def _probe(rules, report: Report, seed: int, step: int, state, legal, action, elsewhere, rng) -> bool:
    report.counts["probes"] += 1
    # a copy has the same digest, and the same action takes both to the same digest
    twin = clone(state)
    report.counts["copy_digest"] += 1
    if digest(twin) != digest(state):
        report.note("copy_digest", seed, step, "a deep copy has another digest")
    else:
        mine, theirs = copy_state(state), twin
        try:
            rules.apply(mine, action)
            rules.apply(theirs, action)
        except Exception as exc:  # noqa: BLE001
            report.note("each_legal_applies", seed, step, f"{action!r} raised {exc.__class__.__name__}: {exc}")
            return False
        if digest(mine) != digest(theirs):
            report.note("copy_digest", seed, step, f"{action!r} on a copy reaches another digest")
    # every legal action applies on a copy, and has a description
    for a in legal:
        report.counts["each_legal_applies"] += 1
        try:
            rules.apply(copy_state(state), a)
        except Exception as exc:  # noqa: BLE001
            report.note("each_legal_applies", seed, step, f"{a!r} raised {exc.__class__.__name__}: {exc}")
        try:
            text = rules.describe(state, a)
        except Exception as exc:  # noqa: BLE001
            text = f"<{exc.__class__.__name__}: {exc}>"
            report.note("describe", seed, step, f"describe({a!r}) raised {text}")
            continue
        if not isinstance(text, str) or not text.strip():
            report.note("describe", seed, step, f"describe({a!r}) gives {text!r}")
    check_predicate(rules, report, seed, step, state, legal)
    check_complete(rules, report, seed, step, state, legal, elsewhere)
    # wrong actions are refused with a reason and a rule, and change nothing
    if not check_refusals(rules, report, seed, step, state, legal, elsewhere, rng):
        return False
    # views leak nothing
    check_views(rules, report, seed, step, state, rng)
    return True


def check_decision(rules, report: Report, seed: int, step: int, state, legal) -> None:
    """A decision exactly while the game goes on, with a kind and a prompt; every legal
    action names a seat that may take it now."""
    decision = rules.decision(state)
    over = rules.outcome(state) is not None
    report.counts["decision"] += 1
    decide = getattr(rules, "decide", None)  # a game on engine/contract.py: what was kept is what holds now
    if decide is not None and decide(state) != decision:
        report.note("decision", seed, step, f"the kept decision {decision!r} is not the position's {decide(state)!r}")
    if (decision is None) != over:
        report.note("decision", seed, step, f"decision {decision!r} while over is {over}")
        return
    if decision is None:
        return
    if not (decision.kind and decision.prompt.strip()):
        report.note("decision", seed, step, f"{decision!r} has no kind or no prompt")
    for a in legal:
        if a.by is None or not decision.may_act(a.by):
            report.note("decision", seed, step, f"{a!r} names no seat that may act now ({decision!r})")
            return


def writes_own_judge(rules) -> bool:
    """Whether the game writes its own `allows` or `allowed` (a fast judge beside `why_not`, engine/contract.py)."""
    from bible_tabletop.engine.contract import GameRules

    return isinstance(rules, GameRules) and (type(rules).allows is not GameRules.allows
                                             or type(rules).allowed is not GameRules.allowed)


def check_allows(rules, report: Report, seed: int, step: int, state) -> None:
    """A game's own fast judge agrees with the predicate on every candidate a seat of the decision may take: one
    by one (`allows`) and the list of each acting seat at once (`allowed`)."""
    decision = rules.decision(state)
    if decision is None:
        return
    for seat in (s for s in decision.seats if decision.may_act(s)):
        mine = list(rules.candidates(state, seat, None))
        report.counts["allows"] += len(mine)
        by_predicate = [a for a in mine if rules.why_not(state, a) is None]
        let_in = {id(a) for a in by_predicate}  # by identity: comparing actions field by field is dear
        wrong = [a for a in mine if rules.allows(state, a) != (id(a) in let_in)]
        if wrong:
            report.note("allows", seed, step, f"allows({wrong[0]!r}) is {rules.allows(state, wrong[0])}, "
                                              f"but why_not says {rules.why_not(state, wrong[0])!r}")
            return
        if rules.allowed(state, mine) != by_predicate:
            report.note("allows", seed, step, f"allowed({mine!r}) is not what why_not lets in: {by_predicate!r}")
            return


def check_predicate(rules, report: Report, seed: int, step: int, state, legal) -> None:
    """The one predicate allows every enumerated action; the enumeration filtered by seat and by kind is the
    whole enumeration's part of that seat and that kind."""
    for a in legal:
        report.counts["predicate"] += 1
        refusal = rules.why_not(state, a)
        if refusal is not None:
            report.note("predicate", seed, step, f"{a!r} is enumerated but why_not says: {refusal.reason}")
    whole = set(legal)
    decision = rules.decision(state)
    for seat in (s for s in decision.seats if decision.may_act(s)) if hasattr(rules, "candidates") else ():
        report.counts["filtered"] += 1  # the engine lists one acting seat's candidates without checking their seat
        if any(a.by != seat for a in rules.candidates(state, seat, None)):
            report.note("filtered", seed, step, f"candidates(seat={seat}) hold another seat's action")
    for seat in range(report.players):
        mine = rules.legal_actions(state, seat=seat)
        report.counts["filtered"] += 1
        if set(mine) != {a for a in whole if a.by == seat}:
            report.note("filtered", seed, step, f"legal_actions(seat={seat}) is not seat {seat}'s part of the whole")
    for kind in {a.kind for a in legal}:
        report.counts["filtered"] += 1
        if set(rules.legal_actions(state, kind=kind)) != {a for a in whole if a.kind == kind}:
            report.note("filtered", seed, step, f"legal_actions(kind={kind!r}) is not that kind's part of the whole")


NEIGHBOURS_PER_KIND = 6  # legal actions of each kind whose every field is varied at a probe position


def neighbours(rules, state, legal: list, elsewhere: dict, players: int) -> list:
    """Every action one field away from a legal one (up to NEIGHBOURS_PER_KIND of each kind, every int field set to
    each seat, each small index, the card ids' ends and out of range; every bool, literal and None), and one action
    of each kind met elsewhere in the game, re-seated to each seat: the whole family around the position, not a
    sample."""
    cards = len(catalogue(state) or ())
    ints = sorted({*range(max(players, 10)), max(cards - 1, 0), cards, -1, 10**6})
    bases: dict[str, list] = {}
    for a in legal:
        if len(bases.setdefault(a.kind, [])) < NEIGHBOURS_PER_KIND:
            bases[a.kind].append(a)
    out: list = []
    for kind, a in elsewhere.items():
        out += [a.model_copy(update={"by": seat}) for seat in range(players)]
    for base in (a for group in bases.values() for a in group):
        data = base.model_dump()
        for name, field in type(base).model_fields.items():
            if name == "kind":
                continue
            for value_kind, literal in _candidates(field.annotation):
                for value in (ints if value_kind == "int" else [literal]):
                    if value == data[name] or (name == "by" and value is None):
                        continue
                    try:
                        out.append(type(base).model_validate({**data, name: value}))
                    except ValidationError:
                        continue  # the action type itself refuses it: it never reaches the rules
    return out


def check_complete(rules, report: Report, seed: int, step: int, state, legal, elsewhere) -> None:
    """The legal list misses nothing: no action around the position that the gate lets in (a seat that may act,
    the predicate allowing it) is absent from it, as the rules would name it."""
    decision = rules.decision(state)
    legal_set = set(legal)
    for action in neighbours(rules, state, legal, elsewhere, report.players):
        report.counts["complete"] += 1
        if action in legal_set or not decision.may_act(action.by):
            continue
        try:
            if rules.why_not(state, action) is not None or canonical_action(rules, state, action) in legal_set:
                continue
        except Exception as exc:  # noqa: BLE001
            report.note("refusals", seed, step, f"why_not({action!r}) raised {exc.__class__.__name__}: {exc}")
            continue
        report.note("complete", seed, step, f"{action!r} is allowed by why_not but missing from the legal actions")


def check_refusals(rules, report: Report, seed: int, step: int, state, legal, elsewhere, rng) -> bool:
    wrong = mutations(rules, state, legal, elsewhere, rng, report.players, MUTATIONS)
    if not wrong:
        return True
    before = digest(state)
    for bad in wrong:
        report.counts["refusals"] += 1
        try:
            rules.apply(state, bad)
        except IllegalAction as exc:
            if not (isinstance(exc.reason, str) and exc.reason.strip() and isinstance(exc.rule, str)
                    and exc.rule.strip()):
                report.note("refusals", seed, step, f"{bad!r} refused without reason or rule: {exc!r}")
        except Exception as exc:  # noqa: BLE001
            report.note("refusals", seed, step, f"{bad!r} raised {exc.__class__.__name__}: {exc} "
                                                 f"instead of IllegalAction")
            return False
        else:
            report.note("refusals", seed, step, f"{bad!r} is not among the legal actions but was applied")
            return False
        if bad.by is not None and rules.why_not(state, bad) is None and _seat_may_act(rules, state, bad.by):
            report.note("predicate", seed, step, f"{bad!r} is refused by apply but allowed by why_not")
    if digest(state) != before:
        report.note("refusals", seed, step, f"refusing one of {wrong!r} changed the position")
        return False
    return True


def _seat_may_act(rules, state, seat: int) -> bool:
    decision = rules.decision(state)
    return decision is not None and decision.may_act(seat)


def check_views(rules, report: Report, seed: int, step: int, state, rng) -> None:
    """For each seat: each re-arrangement of what it cannot see gives it the same view; marked hidden text
    never shows in its view nor in its legal actions."""
    privacy = registry.spec_for(report.game).privacy()
    if privacy is None:
        return  # the view tests fail on the missing hook by name
    hook, marker = privacy.unseen, privacy.marked
    to_act = deciding(rules.decision(state))
    for seat in range(report.players):
        mine = view_of(rules, state, seat, catalogue(state))
        for variant, other in hook(rules, state, seat, rng).items():
            report.counts[f"view_{variant}"] += 1
            theirs = view_of(rules, other, seat, catalogue(other))
            if theirs != mine:
                report.note(f"view_{variant}", seed, step, f"seat {seat}: {first_difference(mine, theirs)}")
        marked = marker(rules, state, seat)
        report.counts["hidden_text"] += 1
        public = (catalogue(marked),) if privacy.PUBLIC_CATALOGUE else ()
        shown = repr(view_of(rules, marked, seat, marked.log, *public))  # the log is the unmarked original
        if MARK in shown:
            at = shown.index(MARK)
            report.note("hidden_text", seed, step, f"seat {seat}'s view shows hidden text: "
                                                   f"...{shown[max(0, at - 80):at + 30]}...")
        if seat == to_act:
            legal = rules.legal_actions(marked, seat)  # its own (others may step into its decision: theirs are not)
            said = repr(legal) + " ".join(rules.describe(marked, a) for a in legal)
            if MARK in said:
                at = said.index(MARK)
                report.note("hidden_text", seed, step, f"seat {seat}'s legal actions show hidden text: "
                                                       f"...{said[max(0, at - 80):at + 30]}...")


# == Per-game hooks: what a seat cannot see ==========================================================================
# Each game declares them in its privacy module (its spec's `privacy_ref`, engine/privacy.py): the tables below are
# read from the specs. A hook returns, per variant name, a copy of the position that differs from it only in what
# `seat` may not see; a marker returns a copy whose hidden text all contains MARK.

def _privacy() -> dict[str, Any]:
    """Each built game's privacy module, where its spec names one."""
    found = {game: registry.spec_for(game).privacy() for game in built_games()}
    return {game: module for game, module in found.items() if module is not None}


_PRIVACY = _privacy()
UNSEEN: dict[str, Callable[..., dict[str, Any]]] = {game: m.unseen for game, m in _PRIVACY.items()}
MARKERS: dict[str, Callable[..., Any]] = {game: m.marked for game, m in _PRIVACY.items()}
VARIANTS: dict[str, tuple[str, ...]] = {game: tuple(m.VARIANTS) for game, m in _PRIVACY.items()}
