// Trigger Dash (Diseases): tap what keeps you well, skip the allergy and asthma triggers, in 30 s.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { playSound } from '../../engine/audio';
import { GameFrame } from '../../engine/game-frame';
import { GameHost } from '../../engine/game-host';
import { preferences, reducedMotion } from '../../engine/preferences';
import { seedFromSearch } from '../../engine/rng';
import { createGameSession } from '../../engine/session';
import type { GameProps } from '../types';
import * as logic from './logic';
import { DashPanel, ItemButtons, Scoreboard } from './overlay';
import { DESIGN, TriggerDashScene } from './scene';
import { soundFor } from './sounds';

export default function TriggerDash({ onClose }: GameProps) {
  const relaxed = useStore(preferences.store, (prefs) => prefs.relaxed);
  // `?seed=N` replays the same icons (tests, demos); otherwise every visit differs.
  const [seed] = useState(() => seedFromSearch(window.location.search, Date.now()));
  const session = useMemo(() => createGameSession(logic, logic.init({ relaxed: preferences.store.getState().relaxed }, seed)), [seed]);
  const phase = useStore(session.store, (view) => view.state.phase);
  const calm = reducedMotion(useStore(preferences.store));
  const arenaRef = useRef<HTMLDivElement>(null);

  // Relaxed changes every time limit, so changing it starts a new game on the instructions.
  useEffect(() => {
    if (session.store.getState().state.options.relaxed !== relaxed) session.reset(logic.init({ relaxed }, seed));
  }, [session, relaxed, seed]);

  useEffect(
    () =>
      session.onEvents((events) => {
        for (const event of events) {
          const name = soundFor(event);
          if (name) playSound(name);
        }
      }),
    [session],
  );

  return (
    <GameFrame title="Trigger Dash" session={session} pausable running={phase === 'playing'} relaxable onClose={onClose}>
      {(onContextLost) => (
        <div className="flex flex-col gap-3">
          <Scoreboard session={session} />
          <div className="relative">
            <GameHost
              design={DESIGN}
              onFrame={session.frame}
              onContextLost={onContextLost}
              overlay={phase === 'playing' ? <ItemButtons session={session} arenaRef={arenaRef} /> : null}
            >
              <TriggerDashScene session={session} calm={calm} />
            </GameHost>
            <DashPanel session={session} />
          </div>
        </div>
      )}
    </GameFrame>
  );
}
