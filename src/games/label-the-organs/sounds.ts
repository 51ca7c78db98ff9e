import type { SoundName } from 'virtual:game-sounds';
import type { OrgansEvent } from './logic';

/** The sound for each event of Label the Organs; put-backs, full spots and a hint's end stay quiet. */
export function soundFor(event: OrgansEvent): SoundName | null {
  switch (event.type) {
    case 'roundStarted':
      return 'start';
    case 'picked':
      return 'select';
    case 'placed':
      return 'good';
    case 'wrong':
    case 'decoy':
      return 'bad';
    case 'hinted':
      return 'tap';
    case 'roundComplete':
      return event.end === 'allPlaced' ? 'win' : 'end';
    case 'gameComplete':
      return 'win';
    case 'cancelled':
    case 'spotTaken':
    case 'hintEnded':
      return null;
  }
}
