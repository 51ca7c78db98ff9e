import type { SoundName } from 'virtual:game-sounds';
import type { WheelEvent } from './logic';

/** The sound for each event of the wheel. */
export function soundFor(event: WheelEvent): SoundName | null {
  return event.type === 'selected' ? 'select' : null;
}
