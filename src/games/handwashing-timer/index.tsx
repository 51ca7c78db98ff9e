// The 20-second Handwashing Timer (Preventive Care): logic, scene, controls and sounds together.
import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { playSound } from '../../engine/audio';
import { GameFrame } from '../../engine/game-frame';
import { GameHost } from '../../engine/game-host';
import { usePauseTriggers } from '../../engine/pause-keys';
import { preferences, reducedMotion } from '../../engine/preferences';
import { readCount, storage } from '../../engine/safe-storage';
import { createGameSession } from '../../engine/session';
import type { GameProps } from '../types';
import * as logic from './logic';
import { HandwashingOverlay } from './overlay';
import { DESIGN, HandwashingScene } from './scene';
import { soundFor } from './sounds';

export default function HandwashingTimer({ onClose }: GameProps) {
  const session = useMemo(
    () =>
      createGameSession(
        logic,
        logic.init({ currentStreak: readCount(storage, logic.CURRENT_STREAK_KEY), bestStreak: readCount(storage, logic.BEST_STREAK_KEY) }),
      ),
    [],
  );
  const [sound, setSound] = useState(logic.SOUND_DEFAULT_ON);
  const phase = useStore(session.store, (view) => view.state.phase);
  const calm = reducedMotion(useStore(preferences.store));

  useEffect(
    () =>
      session.onEvents((events) => {
        for (const event of events) {
          if (event.type === 'done') {
            storage.set(logic.CURRENT_STREAK_KEY, String(event.currentStreak));
            storage.set(logic.BEST_STREAK_KEY, String(event.bestStreak));
          }
          const name = soundFor(event);
          if (sound && name) playSound(name);
        }
      }),
    [session, sound],
  );

  // The timer's own Pause is the one P and a hidden tab press.
  usePauseTriggers(
    phase === 'running' || phase === 'paused',
    () => session.dispatch({ type: phase === 'running' ? 'pause' : 'resume' }),
    () => session.dispatch({ type: 'pause' }),
  );

  return (
    <GameFrame title="20-second Handwashing Timer" session={session} pausable={false} running={phase === 'running'} relaxable={false} onClose={onClose}>
      {(onContextLost) => (
        <div className="grid items-start gap-4 lg:grid-cols-[3fr_2fr]">
          <GameHost design={DESIGN} onFrame={session.frame} onContextLost={onContextLost} overlay={null}>
            <HandwashingScene store={session.store} calm={calm} />
          </GameHost>
          <HandwashingOverlay session={session} sound={sound} onSoundChange={setSound} />
        </div>
      )}
    </GameFrame>
  );
}
