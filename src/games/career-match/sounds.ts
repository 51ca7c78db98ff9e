import type { SoundName } from 'virtual:game-sounds';
import type { CareersEvent } from './logic';

/** The sound for each event of Career Match; put-downs and a taken card stay quiet. */
export function soundFor(event: CareersEvent): SoundName | null {
  switch (event.type) {
    case 'roundStarted':
      return 'start';
    case 'picked':
      return 'select';
    case 'matched':
      return 'good';
    case 'wrong':
    case 'decoy':
      return 'bad';
    case 'roundComplete':
      return event.end === 'allMatched' ? 'win' : 'end';
    case 'gameComplete':
      return 'win';
    case 'cancelled':
    case 'roleTaken':
      return null;
  }
}
