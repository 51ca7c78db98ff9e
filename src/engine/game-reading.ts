// What a game reads aloud with Read to me (issue 35): the game's Listen reads the panel over the
// game (how to play, a round's or the game's results) while one shows, else the game's last message
// (a wrong drop's reason, a round's end: what the screen reader's live region said last), else the
// game's directions; R reads the directions at any time, as PBS KIDS games do. Pure: the choice;
// the frame (game-frame.tsx) carries it out with Read to me's controls.

export type GameReading = 'panel' | 'message' | 'directions';

/** What the game's Listen reads now. */
export function gameReading(panelShown: boolean, lastMessage: string): GameReading {
  if (panelShown) return 'panel';
  return lastMessage.trim() ? 'message' : 'directions';
}

/** The directions as blocks to read; How to play draws its lines under the same keys, so they are marked there. */
export const directionKey = (line: number) => `game:directions-${line}`;

export function directionBlocks(directions: readonly string[]): { key: string; text: string }[] {
  return directions.map((text, line) => ({ key: directionKey(line), text }));
}

/** The key that reads the directions. */
export const DIRECTIONS_KEY = 'r';
