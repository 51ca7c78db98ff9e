// Label the Organs as a pure state machine (docs/product.md §4 "Label the Organs", §5, §9; docs/decisions.md for
// round 2's streak bonus): three rounds of putting organs on a body map against the clock. No
// pixi, no React, no DOM: the overlay's pick-and-place machine (engine) sends `pick`, `place`,
// `blocked` and `cancel`, and this alone decides right or wrong. Pause is the frame not calling
// `step`. The rounds and constants are in rounds.ts, the organs' words in organs.ts, what the game
// says in copy.ts.
import type { GameOptions, Outcome } from '../../engine/outcome';
import { gameTime } from '../../engine/outcome';
import { secondsLeft } from '../../engine/phases';
import { seedRng, shuffle, type RngState } from '../../engine/rng';
import type { OrganId } from './organs';
import { HINT_COST, HINT_MS, HINTS_PER_ROUND, MISTAKE_PENALTY, PRECISION_PRO_MAX_MISTAKES, ROUNDS, SPEED_STAR_SECONDS, TIME_BONUS_SECONDS, type RoundRules } from './rounds';

// One place to import the game from: its rounds and words live beside it.
export * from './rounds';

export type OrgansPhase = 'ready' | 'playing' | 'roundComplete' | 'ended';
export type RoundEnd = 'allPlaced' | 'timeUp' | 'outOfLives';

/** How a round went, kept for the Round complete panel and the badges. */
export interface RoundResult {
  round: 1 | 2 | 3;
  end: RoundEnd;
  roundScore: number;
  timeBonus: number;
  /** Whole seconds left when the board was finished; 0 when time or lives ran out. */
  secondsLeft: number;
  mistakes: number;
}

export interface OrgansState {
  phase: OrgansPhase;
  /** Index into ROUNDS. */
  roundIndex: 0 | 1 | 2;
  /** The tray this round, organs and decoys shuffled. */
  pieces: OrganId[];
  /** Organs on their spots (a spot's id is its organ's id). */
  placed: OrganId[];
  /** Points from finished rounds, time bonuses included. */
  score: number;
  /**
   * Points this round so far. A mistake or a hint is taken from it even below 0, as long as the
   * game's score (`totalScore`) stays at 0 or more.
   */
  roundScore: number;
  streak: number;
  /** Wrong placements and decoy tries, all rounds. */
  mistakes: number;
  roundMistakes: number;
  lives: number | null;
  hintsLeft: number;
  /** The spot a hint is outlining, until `untilMs` of this round's game time. */
  hint: { spot: OrganId; untilMs: number } | null;
  timeLeftMs: number;
  /** Game time into this round. */
  elapsedMs: number;
  results: RoundResult[];
  rng: RngState;
  options: GameOptions;
}

export type OrgansAction =
  | { type: 'start' }
  /** An organ was picked up (tap, click, Enter, or a drag begun): only said aloud. */
  | { type: 'pick'; organ: OrganId }
  | { type: 'cancel'; organ: OrganId }
  | { type: 'place'; organ: OrganId; spot: OrganId }
  /** A decoy was tried: it cannot be picked up. */
  | { type: 'blocked'; organ: OrganId }
  /** Outlines the held organ's spot when one is held and empty, else the first empty spot. */
  | { type: 'hint'; holding?: OrganId }
  /** Next Round, or See Results after the last. */
  | { type: 'next' }
  | { type: 'playAgain' };

export type OrgansEvent =
  | { type: 'roundStarted'; round: 1 | 2 | 3; ms: number }
  | { type: 'picked'; organ: OrganId }
  | { type: 'cancelled'; organ: OrganId }
  | { type: 'placed'; organ: OrganId; points: number; bonus: number; streak: number; total: number }
  | { type: 'wrong'; organ: OrganId; spot: OrganId; lost: number; livesLeft: number | null; total: number }
  | { type: 'spotTaken'; organ: OrganId; spot: OrganId }
  | { type: 'decoy'; organ: OrganId; lost: number; total: number }
  | { type: 'hinted'; spot: OrganId; cost: number; total: number }
  | { type: 'hintEnded'; spot: OrganId }
  | ({ type: 'roundComplete'; total: number } & RoundResult)
  | { type: 'gameComplete'; total: number; badges: BadgeId[] };

export type BadgeId = 'organExplorer' | 'precisionPro' | 'speedStar';

type OrgansOutcome = Outcome<OrgansState, OrgansEvent>;

export function rulesOf(state: Pick<OrgansState, 'roundIndex'>): RoundRules {
  return ROUNDS[state.roundIndex];
}

/** A round's time: doubled when Relaxed. */
export function roundMs(rules: RoundRules, options: GameOptions): number {
  return gameTime(rules.ms, options);
}

/** The score shown while playing: finished rounds and this one. */
export function totalScore(state: Pick<OrgansState, 'score' | 'roundScore'>): number {
  return state.score + state.roundScore;
}

/** A point for every TIME_BONUS_SECONDS whole seconds left. */
export function timeBonus(seconds: number): number {
  return Math.floor(Math.max(0, seconds) / TIME_BONUS_SECONDS);
}

/** The spots still empty this round, in the round's order. */
export function emptySpots(state: Pick<OrgansState, 'roundIndex' | 'placed'>): OrganId[] {
  return rulesOf(state).organs.filter((organ) => !state.placed.includes(organ));
}

export function isDecoy(state: Pick<OrgansState, 'roundIndex'>, organ: OrganId): boolean {
  return rulesOf(state).decoys.includes(organ);
}

/** The badges a finished game earned (docs/product.md §9). */
export function badgesFor(results: readonly RoundResult[], mistakes: number): BadgeId[] {
  const badges: BadgeId[] = [];
  if (results.some((result) => result.round === 3)) badges.push('organExplorer');
  if (mistakes <= PRECISION_PRO_MAX_MISTAKES) badges.push('precisionPro');
  if (results.reduce((sum, result) => sum + result.secondsLeft, 0) >= SPEED_STAR_SECONDS) badges.push('speedStar');
  return badges;
}

/** Round `roundIndex` laid out fresh: full time, lives and hints, an empty board, a new tray order. */
function roundState(base: OrgansState, roundIndex: 0 | 1 | 2): OrgansState {
  const rules = ROUNDS[roundIndex];
  const [pieces, rng] = shuffle([...rules.organs, ...rules.decoys], base.rng);
  return {
    ...base,
    roundIndex,
    pieces,
    placed: [],
    roundScore: 0,
    streak: 0,
    roundMistakes: 0,
    lives: rules.lives,
    hintsLeft: HINTS_PER_ROUND,
    hint: null,
    timeLeftMs: roundMs(rules, base.options),
    elapsedMs: 0,
    rng,
  };
}

/** A new game on its instructions: round 1's board is laid out behind them. */
export function init(options: GameOptions, seed: number): OrgansState {
  const blank: OrgansState = {
    phase: 'ready', roundIndex: 0, pieces: [], placed: [], score: 0, roundScore: 0, streak: 0, mistakes: 0, roundMistakes: 0,
    lives: null, hintsLeft: HINTS_PER_ROUND, hint: null, timeLeftMs: 0, elapsedMs: 0, results: [], rng: seedRng(seed),
    options: { ...options },
  };
  return roundState(blank, 0);
}

const unchanged = (state: OrgansState): OrgansOutcome => ({ state, events: [] });

function completeRound(state: OrgansState, end: RoundEnd): OrgansOutcome {
  const seconds = end === 'allPlaced' ? secondsLeft(state.timeLeftMs) : 0;
  const result: RoundResult = {
    round: rulesOf(state).round,
    end,
    roundScore: state.roundScore,
    timeBonus: timeBonus(seconds),
    secondsLeft: seconds,
    mistakes: state.roundMistakes,
  };
  const score = state.score + result.roundScore + result.timeBonus;
  return {
    state: { ...state, phase: 'roundComplete', score, roundScore: 0, hint: null, results: [...state.results, result] },
    events: [{ type: 'roundComplete', total: score, ...result }],
  };
}

function place(state: OrgansState, organ: OrganId, spot: OrganId): OrgansOutcome {
  const rules = rulesOf(state);
  // Only this round's organs go on this round's spots; a decoy never does (the overlay cannot pick one).
  if (!rules.organs.includes(organ) || !rules.organs.includes(spot) || state.placed.includes(organ)) return unchanged(state);
  if (state.placed.includes(spot)) return { state, events: [{ type: 'spotTaken', organ, spot }] };
  if (organ !== spot) {
    const lost = Math.min(MISTAKE_PENALTY, totalScore(state));
    const lives = state.lives === null ? null : Math.max(0, state.lives - 1);
    const next = { ...state, roundScore: state.roundScore - lost, streak: 0, mistakes: state.mistakes + 1, roundMistakes: state.roundMistakes + 1, lives };
    const wrong: OrgansEvent = { type: 'wrong', organ, spot, lost, livesLeft: lives, total: totalScore(next) };
    if (lives === 0) {
      const completed = completeRound(next, 'outOfLives');
      return { state: completed.state, events: [wrong, ...completed.events] };
    }
    return { state: next, events: [wrong] };
  }
  const streak = state.streak + 1;
  const bonus = streak === rules.streakAt ? rules.streakBonus : 0;
  const placed = [...state.placed, organ];
  // A hint on the spot just filled has done its job.
  const hint = state.hint?.spot === organ ? null : state.hint;
  const next = { ...state, placed, streak, roundScore: state.roundScore + rules.points + bonus, hint };
  const event: OrgansEvent = { type: 'placed', organ, points: rules.points, bonus, streak, total: totalScore(next) };
  if (placed.length === rules.organs.length) {
    const completed = completeRound(next, 'allPlaced');
    return { state: completed.state, events: [event, ...completed.events] };
  }
  return { state: next, events: [event] };
}

function tryDecoy(state: OrgansState, organ: OrganId): OrgansOutcome {
  if (!isDecoy(state, organ)) return unchanged(state);
  const lost = Math.min(MISTAKE_PENALTY, totalScore(state));
  const next = { ...state, roundScore: state.roundScore - lost, streak: 0, mistakes: state.mistakes + 1, roundMistakes: state.roundMistakes + 1 };
  return { state: next, events: [{ type: 'decoy', organ, lost, total: totalScore(next) }] };
}

function hint(state: OrgansState, holding: OrganId | undefined): OrgansOutcome {
  const empty = emptySpots(state);
  if (state.hintsLeft <= 0 || empty.length === 0) return unchanged(state);
  const spot = holding !== undefined && empty.includes(holding) ? holding : (empty[0] as OrganId);
  const cost = Math.min(HINT_COST, totalScore(state));
  const next = { ...state, hintsLeft: state.hintsLeft - 1, roundScore: state.roundScore - cost, hint: { spot, untilMs: state.elapsedMs + HINT_MS } };
  return { state: next, events: [{ type: 'hinted', spot, cost, total: totalScore(next) }] };
}

/** Advances this round's clock: a hint's outline ends after HINT_MS, and at 0 the round completes. */
export function step(state: OrgansState, dtMs: number): OrgansOutcome {
  if (state.phase !== 'playing' || !(dtMs > 0)) return unchanged(state);
  const elapsedMs = state.elapsedMs + Math.min(dtMs, state.timeLeftMs);
  const timeLeftMs = Math.max(0, state.timeLeftMs - dtMs);
  let next: OrgansState = { ...state, elapsedMs, timeLeftMs };
  const events: OrgansEvent[] = [];
  if (next.hint && elapsedMs >= next.hint.untilMs) {
    events.push({ type: 'hintEnded', spot: next.hint.spot });
    next = { ...next, hint: null };
  }
  if (timeLeftMs <= 0) {
    const completed = completeRound(next, 'timeUp');
    return { state: completed.state, events: [...events, ...completed.events] };
  }
  return { state: next, events };
}

function begin(state: OrgansState): OrgansOutcome {
  const rules = rulesOf(state);
  return { state: { ...state, phase: 'playing' }, events: [{ type: 'roundStarted', round: rules.round, ms: state.timeLeftMs }] };
}

function next(state: OrgansState): OrgansOutcome {
  if (state.roundIndex < 2) return begin(roundState(state, (state.roundIndex + 1) as 1 | 2));
  const badges = badgesFor(state.results, state.mistakes);
  return { state: { ...state, phase: 'ended' }, events: [{ type: 'gameComplete', total: state.score, badges }] };
}

/** What a player does. Anything that does not fit the phase changes nothing. */
export function apply(state: OrgansState, action: OrgansAction): OrgansOutcome {
  switch (action.type) {
    case 'start':
      return state.phase === 'ready' ? begin(state) : unchanged(state);
    case 'next':
      return state.phase === 'roundComplete' ? next(state) : unchanged(state);
    case 'playAgain':
      return state.phase === 'ended' ? begin(roundState({ ...state, score: 0, mistakes: 0, results: [] }, 0)) : unchanged(state);
    default:
      break;
  }
  if (state.phase !== 'playing') return unchanged(state);
  switch (action.type) {
    case 'pick':
      return rulesOf(state).organs.includes(action.organ) && !state.placed.includes(action.organ) ? { state, events: [{ type: 'picked', organ: action.organ }] } : unchanged(state);
    case 'cancel':
      return { state, events: [{ type: 'cancelled', organ: action.organ }] };
    case 'place':
      return place(state, action.organ, action.spot);
    case 'blocked':
      return tryDecoy(state, action.organ);
    case 'hint':
      return hint(state, action.holding);
  }
}
