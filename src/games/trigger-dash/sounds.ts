import type { SoundName } from 'virtual:game-sounds';
import { GREAT_SCORE } from './copy';
import type { TriggerDashEvent } from './logic';

/** The sound for each event of Trigger Dash; icons coming and going stay quiet. */
export function soundFor(event: TriggerDashEvent): SoundName | null {
  switch (event.type) {
    case 'started':
      return 'start';
    case 'tapped':
      return event.item.type === 'safe' ? 'good' : 'bad';
    case 'selected':
      return 'select';
    case 'ended':
      return event.score >= GREAT_SCORE ? 'win' : 'end';
    case 'spawned':
    case 'expired':
      return null;
  }
}
