// Trigger Dash (Diseases): tap what keeps you well, skip the allergy and asthma triggers, in 30 s.
import { useRef } from 'react';
import { useStore } from 'zustand';
import { GameFrame } from '../../engine/game-frame';
import { GameHost } from '../../engine/game-host';
import { useGame, type GameSetup } from '../../engine/use-game';
import type { GameProps } from '../types';
import * as logic from './logic';
import { DashPanel, ItemButtons, Scoreboard } from './overlay';
import { DESIGN, TriggerDashScene } from './scene';
import { soundFor } from './sounds';

const setup: GameSetup<logic.TriggerDashState, logic.TriggerDashAction, logic.TriggerDashEvent> = {
  title: 'Trigger Dash',
  logic,
  create: (options, seed) => logic.init(options, seed),
  relaxable: true,
  sound: { gameId: 'trigger-dash', onByDefault: true, soundFor },
};

export default function TriggerDash({ onClose }: GameProps) {
  const { session, calm } = useGame(setup);
  const phase = useStore(session.store, (view) => view.state.phase);
  const arenaRef = useRef<HTMLDivElement>(null);

  return (
    <GameFrame game={setup} session={session} pausable running={phase === 'playing'} onClose={onClose}>
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
