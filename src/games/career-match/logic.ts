// Career Match as a pure state machine (docs/product.md §4 "Career Match", §5, §9): two rounds of matching
// each healthcare role with its tool against the clock. No pixi, no React, no DOM: the overlay's
// pick-and-place machine (engine) sends `pick`, `place`, `blocked` and `cancel` (selecting the
// same tool again puts it down), and this alone decides right or wrong. Pause is the frame not
// calling `step`. The rounds and constants are in rounds.ts, the roles and tools in careers.ts,
// what the game says in copy.ts.
import type { GameOptions, Outcome } from '../../engine/outcome';
import { gameTime } from '../../engine/outcome';
import { secondsLeft } from '../../engine/phases';
import { seedRng, shuffle, type RngState } from '../../engine/rng';
import { tools, type RoleId, type ToolId } from './careers';
import { MISTAKE_PENALTY, PRECISION_PRO_MAX_MISTAKES, ROUNDS, SPEEDY_SCRUB_SECONDS, TIME_BONUS_SECONDS, type RoundRules } from './rounds';

// One place to import the game from: its rounds and words live beside it.
export * from './rounds';

export type CareersPhase = 'ready' | 'playing' | 'roundComplete' | 'ended';
export type RoundEnd = 'allMatched' | 'timeUp';
export type BadgeId = 'teamPlayer' | 'precisionPro' | 'speedyScrub';

/** How a round went, kept for the Round complete panel and the badges. */
export interface RoundResult {
  round: 1 | 2;
  end: RoundEnd;
  roundScore: number;
  timeBonus: number;
  /** Whole seconds left when every role was matched; 0 when time ran out. */
  secondsLeft: number;
  mistakes: number;
}

export interface CareersState {
  phase: CareersPhase;
  /** Index into ROUNDS. */
  roundIndex: 0 | 1;
  /** The tools this round, decoys included, shuffled. */
  tools: ToolId[];
  /** The role cards this round, shuffled. */
  roles: RoleId[];
  /** Roles matched this round. */
  matched: RoleId[];
  /** Points from finished rounds, time bonuses included. */
  score: number;
  /** Points this round; a mistake is taken from it even below 0, as long as `totalScore` stays at 0 or more. */
  roundScore: number;
  streak: number;
  bestStreak: number;
  /** Wrong matches and decoy tries, both rounds. */
  mistakes: number;
  roundMistakes: number;
  timeLeftMs: number;
  /** Game time into this round. */
  elapsedMs: number;
  results: RoundResult[];
  rng: RngState;
  options: GameOptions;
}

export type CareersAction =
  | { type: 'start' }
  /** A tool was selected (tap, click, Enter, or a drag begun): only said aloud. */
  | { type: 'pick'; tool: ToolId }
  /** The selected tool was put down (selected again, Escape, or dropped outside every card). */
  | { type: 'cancel'; tool: ToolId }
  | { type: 'place'; tool: ToolId; role: RoleId }
  /** A decoy was tried: it cannot be selected. */
  | { type: 'blocked'; tool: ToolId }
  /** Next Round, or See Results after the last. */
  | { type: 'next' }
  | { type: 'playAgain' };

export type CareersEvent =
  | { type: 'roundStarted'; round: 1 | 2; ms: number }
  | { type: 'picked'; tool: ToolId }
  | { type: 'cancelled'; tool: ToolId }
  | { type: 'matched'; tool: ToolId; role: RoleId; points: number; bonus: number; streak: number; total: number }
  | { type: 'wrong'; tool: ToolId; role: RoleId; lost: number; total: number }
  | { type: 'roleTaken'; tool: ToolId; role: RoleId }
  | { type: 'decoy'; tool: ToolId; lost: number; total: number }
  | ({ type: 'roundComplete'; total: number } & RoundResult)
  | { type: 'gameComplete'; total: number; bestStreak: number; mistakes: number; badges: BadgeId[] };

type CareersOutcome = Outcome<CareersState, CareersEvent>;

export function rulesOf(state: Pick<CareersState, 'roundIndex'>): RoundRules {
  return ROUNDS[state.roundIndex];
}

/** A round's time: doubled when Relaxed. */
export function roundMs(rules: RoundRules, options: GameOptions): number {
  return gameTime(rules.ms, options);
}

/** The score shown while playing: finished rounds and this one. */
export function totalScore(state: Pick<CareersState, 'score' | 'roundScore'>): number {
  return state.score + state.roundScore;
}

/** A point for every TIME_BONUS_SECONDS whole seconds left. */
export function timeBonus(seconds: number): number {
  return Math.floor(Math.max(0, seconds) / TIME_BONUS_SECONDS);
}

/** The tools a round lays out: one for each of its roles, and its decoys. */
export function roundTools(rules: RoundRules): ToolId[] {
  const matching = (Object.keys(tools) as ToolId[]).filter((id) => {
    const role = tools[id].matchRole;
    return !tools[id].isDecoy && role !== null && rules.roles.includes(role);
  });
  return [...matching, ...rules.decoys];
}

/** The tools still to match this round, in the tray's order (decoys stay too). */
export function toolsLeft(state: Pick<CareersState, 'tools' | 'matched'>): ToolId[] {
  return state.tools.filter((id) => {
    const role = tools[id].matchRole;
    return role === null || !state.matched.includes(role);
  });
}

export function isDecoy(state: Pick<CareersState, 'roundIndex'>, tool: ToolId): boolean {
  return rulesOf(state).decoys.includes(tool);
}

/** The badges a finished game earned (docs/product.md §9). */
export function badgesFor(results: readonly RoundResult[], mistakes: number): BadgeId[] {
  const badges: BadgeId[] = [];
  if (results.length === ROUNDS.length && results.every((result) => result.end === 'allMatched')) badges.push('teamPlayer');
  if (mistakes <= PRECISION_PRO_MAX_MISTAKES) badges.push('precisionPro');
  if (results.reduce((sum, result) => sum + result.secondsLeft, 0) >= SPEEDY_SCRUB_SECONDS) badges.push('speedyScrub');
  return badges;
}

/** Round `roundIndex` laid out fresh: full time, no matches, new orders of tools and role cards. */
function roundState(base: CareersState, roundIndex: 0 | 1): CareersState {
  const rules = ROUNDS[roundIndex];
  const [shuffledTools, afterTools] = shuffle(roundTools(rules), base.rng);
  const [shuffledRoles, rng] = shuffle(rules.roles, afterTools);
  return {
    ...base,
    roundIndex,
    tools: shuffledTools,
    roles: shuffledRoles,
    matched: [],
    roundScore: 0,
    streak: 0,
    roundMistakes: 0,
    timeLeftMs: roundMs(rules, base.options),
    elapsedMs: 0,
    rng,
  };
}

/** A new game on its instructions ("not started"): round 1 is laid out behind them. */
export function init(options: GameOptions, seed: number): CareersState {
  const blank: CareersState = {
    phase: 'ready', roundIndex: 0, tools: [], roles: [], matched: [], score: 0, roundScore: 0, streak: 0, bestStreak: 0, mistakes: 0, roundMistakes: 0,
    timeLeftMs: 0, elapsedMs: 0, results: [], rng: seedRng(seed), options: { ...options },
  };
  return roundState(blank, 0);
}

const unchanged = (state: CareersState): CareersOutcome => ({ state, events: [] });

function completeRound(state: CareersState, end: RoundEnd): CareersOutcome {
  const seconds = end === 'allMatched' ? secondsLeft(state.timeLeftMs) : 0;
  const result: RoundResult = { round: rulesOf(state).round, end, roundScore: state.roundScore, timeBonus: timeBonus(seconds), secondsLeft: seconds, mistakes: state.roundMistakes };
  const score = state.score + result.roundScore + result.timeBonus;
  return {
    state: { ...state, phase: 'roundComplete', score, roundScore: 0, results: [...state.results, result] },
    events: [{ type: 'roundComplete', total: score, ...result }],
  };
}

/** A mistake: a point off (never taking the game below 0), the streak reset, one more mistake. */
function mistake(state: CareersState): [CareersState, number] {
  const lost = Math.min(MISTAKE_PENALTY, totalScore(state));
  return [{ ...state, roundScore: state.roundScore - lost, streak: 0, mistakes: state.mistakes + 1, roundMistakes: state.roundMistakes + 1 }, lost];
}

function place(state: CareersState, tool: ToolId, role: RoleId): CareersOutcome {
  const rules = rulesOf(state);
  // Only this round's tools on this round's cards; a decoy never (the overlay cannot select one).
  if (!state.tools.includes(tool) || isDecoy(state, tool) || !rules.roles.includes(role) || !toolsLeft(state).includes(tool)) return unchanged(state);
  if (state.matched.includes(role)) return { state, events: [{ type: 'roleTaken', tool, role }] };
  if (tools[tool].matchRole !== role) {
    const [next, lost] = mistake(state);
    return { state: next, events: [{ type: 'wrong', tool, role, lost, total: totalScore(next) }] };
  }
  const streak = state.streak + 1;
  const bonus = streak === rules.streakAt ? rules.streakBonus : 0;
  const matched = [...state.matched, role];
  const next = { ...state, matched, streak, bestStreak: Math.max(state.bestStreak, streak), roundScore: state.roundScore + rules.points + bonus };
  const event: CareersEvent = { type: 'matched', tool, role, points: rules.points, bonus, streak, total: totalScore(next) };
  if (matched.length === rules.roles.length) {
    const completed = completeRound(next, 'allMatched');
    return { state: completed.state, events: [event, ...completed.events] };
  }
  return { state: next, events: [event] };
}

function tryDecoy(state: CareersState, tool: ToolId): CareersOutcome {
  if (!isDecoy(state, tool)) return unchanged(state);
  const [next, lost] = mistake(state);
  return { state: next, events: [{ type: 'decoy', tool, lost, total: totalScore(next) }] };
}

/** Advances this round's clock: at 0 the round completes. */
export function step(state: CareersState, dtMs: number): CareersOutcome {
  if (state.phase !== 'playing' || !(dtMs > 0)) return unchanged(state);
  const elapsedMs = state.elapsedMs + Math.min(dtMs, state.timeLeftMs);
  const timeLeftMs = Math.max(0, state.timeLeftMs - dtMs);
  const next = { ...state, elapsedMs, timeLeftMs };
  return timeLeftMs <= 0 ? completeRound(next, 'timeUp') : { state: next, events: [] };
}

function begin(state: CareersState): CareersOutcome {
  return { state: { ...state, phase: 'playing' }, events: [{ type: 'roundStarted', round: rulesOf(state).round, ms: state.timeLeftMs }] };
}

function next(state: CareersState): CareersOutcome {
  if (state.roundIndex === 0) return begin(roundState(state, 1));
  const badges = badgesFor(state.results, state.mistakes);
  return { state: { ...state, phase: 'ended' }, events: [{ type: 'gameComplete', total: state.score, bestStreak: state.bestStreak, mistakes: state.mistakes, badges }] };
}

/** What a player does. Anything that does not fit the phase changes nothing. */
export function apply(state: CareersState, action: CareersAction): CareersOutcome {
  switch (action.type) {
    case 'start':
      return state.phase === 'ready' ? begin(state) : unchanged(state);
    case 'next':
      return state.phase === 'roundComplete' ? next(state) : unchanged(state);
    case 'playAgain':
      return state.phase === 'ended' ? begin(roundState({ ...state, score: 0, bestStreak: 0, mistakes: 0, results: [] }, 0)) : unchanged(state);
    default:
      break;
  }
  if (state.phase !== 'playing') return unchanged(state);
  switch (action.type) {
    case 'pick':
      return toolsLeft(state).includes(action.tool) && !isDecoy(state, action.tool) ? { state, events: [{ type: 'picked', tool: action.tool }] } : unchanged(state);
    case 'cancel':
      return toolsLeft(state).includes(action.tool) ? { state, events: [{ type: 'cancelled', tool: action.tool }] } : unchanged(state);
    case 'place':
      return place(state, action.tool, action.role);
    case 'blocked':
      return tryDecoy(state, action.tool);
  }
}
