// The Emotion Wheel (Mental Health): eight feelings on a wheel, each with a helpful tip.
import { GameFrame } from '../../engine/game-frame';
import { GameHost } from '../../engine/game-host';
import { useGame, type GameSetup } from '../../engine/use-game';
import type { GameProps } from '../types';
import * as logic from './logic';
import { board as boardPlay } from './board';
import { DIRECTIONS, TipPanel, WheelButtons } from './overlay';
import { EmotionWheelScene } from './scene';
import { layouts } from './layout';
import { soundFor } from './sounds';
import { passportPlay } from './passport';

const setup: GameSetup<logic.WheelState, logic.WheelAction, logic.WheelEvent> = {
  title: 'Emotion Wheel',
  logic,
  create: () => logic.init(),
  relaxable: false,
  sound: { gameId: 'emotion-wheel', onByDefault: true, soundFor },
  board: boardPlay,
  directions: () => DIRECTIONS,
  passport: { game: 'emotion-wheel', play: passportPlay },
};

export default function EmotionWheel({ onClose, board }: GameProps) {
  const { session, calm, seed } = useGame(setup);
  return (
    <GameFrame game={setup} session={session} pausable={false} running={false} onClose={onClose} board={board} seed={seed}>
      {(onContextLost) => (
        <div className="grid items-center gap-4 lg:grid-cols-[3fr_2fr]">
          <GameHost layouts={layouts} onFrame={session.frame} onContextLost={onContextLost} overlay={(layout) => <WheelButtons session={session} layout={layout} />}>
            {(layout) => <EmotionWheelScene store={session.store} layout={layout} calm={calm} />}
          </GameHost>
          <TipPanel session={session} />
        </div>
      )}
    </GameFrame>
  );
}
