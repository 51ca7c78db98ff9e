// The keys a teacher presses at the board: a keyboard, or a presenter remote (which sends PageDown
// and PageUp for its arrows, and B or . for its blank-screen button). Pure: a key in, an action out.

export type BoardAction =
  | { type: 'togglePause' }
  /** Pause and cover the board (the remote's blank-screen button). */
  | { type: 'blank' }
  /** The next step: Start Game, Next Round, See Results, Next question. */
  | { type: 'next' }
  /** Reveal the class quiz's answer. */
  | { type: 'reveal' }
  /** Mark (or unmark) a team right in the class quiz: 0 for the first team. */
  | { type: 'markTeam'; team: number }
  /** Leave board mode (a running game pauses and asks first). */
  | { type: 'exit' };

export interface KeyContext {
  /** Teams playing (0 when off): keys 1 to 4 mark only teams that exist. */
  teams: number;
  /** Whether the board shows the class quiz (Enter reveals there; elsewhere Enter is the focused button's). */
  quiz: boolean;
}

/** The action for a key (KeyboardEvent.key), or null for a key the board leaves alone. */
export function boardActionForKey(key: string, context: KeyContext): BoardAction | null {
  switch (key) {
    case ' ':
    case 'p':
    case 'P':
      return { type: 'togglePause' };
    case 'b':
    case 'B':
    case '.':
      return { type: 'blank' };
    case 'PageDown':
    case 'ArrowRight':
      return { type: 'next' };
    case 'Escape':
      return { type: 'exit' };
    case 'Enter':
      return context.quiz ? { type: 'reveal' } : null;
    default: {
      const team = Number(key) - 1;
      return context.quiz && Number.isInteger(team) && team >= 0 && team < context.teams ? { type: 'markTeam', team } : null;
    }
  }
}
