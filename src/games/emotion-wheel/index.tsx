// The Emotion Wheel (Mental Health): five feelings on a wheel, each with a helpful tip.
import { useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import { playSound } from '../../engine/audio';
import { GameFrame } from '../../engine/game-frame';
import { GameHost } from '../../engine/game-host';
import { preferences, reducedMotion } from '../../engine/preferences';
import { createGameSession } from '../../engine/session';
import type { GameProps } from '../types';
import * as logic from './logic';
import { TipPanel, WheelButtons } from './overlay';
import { DESIGN, EmotionWheelScene } from './scene';

export default function EmotionWheel({ onClose }: GameProps) {
  const session = useMemo(() => createGameSession(logic, logic.init()), []);
  const calm = reducedMotion(useStore(preferences.store));

  useEffect(() => session.onEvents((events) => events.some((event) => event.type === 'selected') && playSound('select')), [session]);

  return (
    <GameFrame title="Emotion Wheel" session={session} pausable={false} running={false} relaxable={false} onClose={onClose}>
      {(onContextLost) => (
        <div className="grid items-center gap-4 lg:grid-cols-[3fr_2fr]">
          <GameHost design={DESIGN} onFrame={session.frame} onContextLost={onContextLost} overlay={<WheelButtons session={session} />}>
            <EmotionWheelScene store={session.store} calm={calm} />
          </GameHost>
          <TipPanel session={session} />
        </div>
      )}
    </GameFrame>
  );
}
