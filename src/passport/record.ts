// My Health Passport's record and every rule about it, pure: what a finished quiz, a played game or
// a read article adds, the best of two records, the stamps and the complete passport
// (docs/decisions.md, "My Health Passport"). The record lives only on the child's device.

/** The record's shape as this site writes it; an older one is upgraded when read (record-file.ts). */
export const PASSPORT_VERSION = 1;

/** A quiz's best: right answers out of the questions, and the day it was first reached. */
export interface QuizBest {
  best: number;
  total: number;
  on: string;
}

/** A game's part of the record. */
export interface GameRecord {
  /** The best score, or null for a game without one (the Handwashing Timer). */
  best: number | null;
  /** The day the best was first reached, or the last play's day for a game without a score. */
  on: string;
  /** Games played to an end (a wash done, the wheel's first feeling of an opening). */
  plays: number;
  /** Handwashing's washes done; 0 for the other games. */
  washes: number;
  /** Badge ids, sorted. */
  badges: string[];
}

/** An article opened, and read to its end (its last paragraph seen), each on the day it first happened. */
export interface ArticleRecord {
  opened: string;
  read: string | null;
}

export interface PassportRecord {
  version: typeof PASSPORT_VERSION;
  /** By category slug. */
  quizzes: Record<string, QuizBest>;
  /** By game id. */
  games: Record<string, GameRecord>;
  /** By article id (one id for an article in every language). */
  articles: Record<string, ArticleRecord>;
}

/** What a page tells the passport. */
export type PassportEntry =
  | { kind: 'quiz'; category: string; correct: number; total: number }
  | { kind: 'game'; game: string; play: GamePlay }
  | { kind: 'article'; article: string; read: boolean };

/** What one of a game's events adds to its record: each game's passport.ts makes it from its own events. */
export interface GamePlay {
  /** The score this play reached, or null for a game without one. */
  score: number | null;
  /** The badge ids this play earned. */
  badges: readonly string[];
  /** Whether this event ends a play (counted once per play). */
  finished: boolean;
  /** The Handwashing Timer: one wash done. */
  washes?: number;
}

/** A badge earned from the record's totals rather than from one play (the Handwashing Timer's). */
export type TotalsBadges = (game: string, record: GameRecord) => readonly string[];

export function emptyRecord(): PassportRecord {
  return { version: PASSPORT_VERSION, quizzes: {}, games: {}, articles: {} };
}

/** Whether a record holds nothing yet: the passport page's first-visit state. */
export function isEmpty(record: PassportRecord): boolean {
  return Object.keys(record.quizzes).length === 0 && Object.keys(record.games).length === 0 && Object.keys(record.articles).length === 0;
}

const union = (a: readonly string[], b: readonly string[]): string[] => [...new Set([...a, ...b])].sort();

/** The earlier of two days, either possibly missing. */
function earlier(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return a <= b ? a : b;
}

function betterQuiz(a: QuizBest | undefined, b: QuizBest): QuizBest {
  if (!a) return b;
  if (b.best !== a.best) return b.best > a.best ? b : a;
  return a.on <= b.on ? a : b;
}

/** The better of two bests: the higher score, reached first on a tie; a game without a score keeps its last day. */
function betterBest(a: GameRecord, b: GameRecord): Pick<GameRecord, 'best' | 'on'> {
  if (a.best === null && b.best === null) return { best: null, on: a.on >= b.on ? a.on : b.on };
  if (a.best === null) return { best: b.best, on: b.on };
  if (b.best === null || a.best > b.best) return { best: a.best, on: a.on };
  if (b.best > a.best) return { best: b.best, on: b.on };
  return { best: a.best, on: a.on <= b.on ? a.on : b.on };
}

/** What `entry` adds to `record` on `day`. A new record; the old one is left as it was. */
export function addEntry(record: PassportRecord, entry: PassportEntry, day: string, totalsBadges: TotalsBadges): PassportRecord {
  switch (entry.kind) {
    case 'quiz': {
      const best = betterQuiz(record.quizzes[entry.category], { best: entry.correct, total: entry.total, on: day });
      return { ...record, quizzes: { ...record.quizzes, [entry.category]: best } };
    }
    case 'game': {
      const { play } = entry;
      const before = record.games[entry.game] ?? { best: null, on: day, plays: 0, washes: 0, badges: [] };
      const played: GameRecord = {
        ...betterBest(before, { ...before, best: play.score, on: day }),
        plays: before.plays + (play.finished ? 1 : 0),
        washes: before.washes + (play.washes ?? 0),
        badges: union(before.badges, play.badges),
      };
      const game = { ...played, badges: union(played.badges, totalsBadges(entry.game, played)) };
      return { ...record, games: { ...record.games, [entry.game]: game } };
    }
    case 'article': {
      const before = record.articles[entry.article];
      const article: ArticleRecord = { opened: before?.opened ?? day, read: before?.read ?? (entry.read ? day : null) };
      if (before && before.read === article.read) return record;
      return { ...record, articles: { ...record.articles, [entry.article]: article } };
    }
  }
}

function mergeKeyed<T>(a: Record<string, T>, b: Record<string, T>, both: (x: T, y: T) => T): Record<string, T> {
  const merged: Record<string, T> = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const mine = merged[key];
    merged[key] = mine === undefined ? value : both(mine, value);
  }
  return merged;
}

/**
 * The best of both records: the higher best, the larger count, every badge, the first day an
 * article was opened and read. Counts take the larger rather than the sum, so loading the same
 * copy twice (or a copy of this very device) never doubles them.
 */
export function mergeRecords(a: PassportRecord, b: PassportRecord): PassportRecord {
  return {
    version: PASSPORT_VERSION,
    quizzes: mergeKeyed(a.quizzes, b.quizzes, betterQuiz),
    games: mergeKeyed(a.games, b.games, (x, y) => ({
      ...betterBest(x, y),
      plays: Math.max(x.plays, y.plays),
      washes: Math.max(x.washes, y.washes),
      badges: union(x.badges, y.badges),
    })),
    articles: mergeKeyed(a.articles, b.articles, (x, y) => ({
      opened: earlier(x.opened, y.opened) ?? x.opened,
      read: earlier(x.read, y.read),
    })),
  };
}

/** What a category's stamp asks for: its three card articles read, its quiz finished, its game played. */
export interface StampRule {
  category: string;
  articles: readonly string[];
  game: string;
}

/** How far a category is towards its stamp. */
export interface StampProgress {
  category: string;
  articlesRead: number;
  articlesNeeded: number;
  quizDone: boolean;
  gamePlayed: boolean;
  stamped: boolean;
}

export function stampProgress(record: PassportRecord, rule: StampRule): StampProgress {
  const articlesRead = rule.articles.filter((id) => record.articles[id]?.read).length;
  const quizDone = record.quizzes[rule.category] !== undefined;
  const gamePlayed = (record.games[rule.game]?.plays ?? 0) > 0;
  return {
    category: rule.category,
    articlesRead,
    articlesNeeded: rule.articles.length,
    quizDone,
    gamePlayed,
    stamped: articlesRead === rule.articles.length && quizDone && gamePlayed,
  };
}

/** A complete passport: every category stamped. */
export function isComplete(record: PassportRecord, rules: readonly StampRule[]): boolean {
  return rules.length > 0 && rules.every((rule) => stampProgress(record, rule).stamped);
}

/**
 * The record a device had before the passport: the site kept only the Handwashing Timer's streaks
 * (docs/product.md §4's keys, which stay). A best streak of N means at least N washes were done, so the
 * passport starts with that many, on `day`, and its badges come from the same totals rule. The
 * washes already noted for the passport (`noted`) also raised the streaks, so they are taken off
 * here, or they would count twice when folded in.
 */
export function fromEarlierKeys(streaks: { currentStreak: number; bestStreak: number }, noted: number, day: string, totalsBadges: TotalsBadges): PassportRecord {
  const washes = Math.max(streaks.currentStreak, streaks.bestStreak, 0) - noted;
  if (washes <= 0) return emptyRecord();
  const game: GameRecord = { best: null, on: day, plays: washes, washes, badges: [] };
  return { ...emptyRecord(), games: { 'handwashing-timer': { ...game, badges: union([], totalsBadges('handwashing-timer', game)) } } };
}
