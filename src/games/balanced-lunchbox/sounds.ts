import type { SoundName } from 'virtual:game-sounds';
import type { LunchboxEvent } from './logic';

/** The sound for each event of Balanced Lunchbox; put-backs stay quiet. */
export function soundFor(event: LunchboxEvent): SoundName | null {
  switch (event.type) {
    case 'started':
      return 'start';
    case 'picked':
      return 'select';
    case 'packed':
      return event.bonus ? 'win' : 'good';
    case 'wrong':
      return 'bad';
    case 'ended':
      return event.end === 'allPacked' ? null : 'end';
    case 'cancelled':
      return null;
  }
}
