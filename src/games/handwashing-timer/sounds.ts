import type { SoundName } from 'virtual:game-sounds';
import type { WashEvent } from './logic';

/** The sound for each event of the timer, when the step sounds are on. */
export function soundFor(event: WashEvent): SoundName | null {
  switch (event.type) {
    case 'started':
      return 'start';
    case 'stepChanged':
      return 'step';
    case 'done':
      return 'win';
    default:
      return null;
  }
}
