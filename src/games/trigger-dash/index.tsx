// Trigger Dash (Diseases): tap what keeps you well, skip the allergy and asthma triggers, in 30 s.
import { useStore } from 'zustand';
import { GameFrame } from '../../engine/game-frame';
import { GameHost } from '../../engine/game-host';
import { useGame, type GameSetup } from '../../engine/use-game';
import type { GameProps } from '../types';
import { layouts } from './layout';
import * as logic from './logic';
import { board as boardPlay } from './board';
import { announce } from './copy';
import { DashPanel, directions, ItemButtons, Scoreboard } from './overlay';
import { TriggerDashScene } from './scene';
import { soundFor } from './sounds';
import { passportPlay } from './passport';

const setup: GameSetup<logic.TriggerDashState, logic.TriggerDashAction, logic.TriggerDashEvent> = {
  title: 'Trigger Dash',
  logic: { step: logic.step, apply: logic.apply, announce },
  create: (options, seed) => logic.init(options, seed),
  relaxable: true,
  sound: { gameId: 'trigger-dash', onByDefault: true, soundFor },
  board: boardPlay,
  directions: (state) => directions(state.options),
  passport: { game: 'trigger-dash', play: passportPlay },
};

export default function TriggerDash({ onClose, board }: GameProps) {
  const { session, calm, seed } = useGame(setup);
  const phase = useStore(session.store, (view) => view.state.phase);

  return (
    <GameFrame game={setup} session={session} pausable running={phase === 'playing'} onClose={onClose} board={board} seed={seed}>
      {(onContextLost) => (
        <div className="flex flex-col gap-3">
          <Scoreboard session={session} />
          <div className="game-stage relative">
            <GameHost
              layouts={layouts}
              onFrame={session.frame}
              onContextLost={onContextLost}
              overlay={(layout) => (phase === 'playing' ? <ItemButtons session={session} layout={layout} /> : null)}
            >
              {(layout) => <TriggerDashScene session={session} layout={layout} calm={calm} />}
            </GameHost>
            <DashPanel session={session} />
          </div>
        </div>
      )}
    </GameFrame>
  );
}
