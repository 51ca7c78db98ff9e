// Label the Organs (Human Body): three rounds of putting organs on a body map.
import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { GameFrame } from '../../engine/game-frame';
import { GameHost } from '../../engine/game-host';
import { GameToasts, useGameToasts } from '../../engine/toasts';
import { useGame, type GameSetup } from '../../engine/use-game';
import type { GameProps } from '../types';
import { layouts } from './layout';
import * as logic from './logic';
import { board as boardPlay } from './board';
import { announce } from './copy';
import type { OrganId } from './organs';
import { DIRECTIONS, OrganFact, OrgansPanels, OrgansPlayArea, OrgansStatus } from './overlay';
import { OrgansScene } from './scene';
import { soundFor } from './sounds';
import { toastFor } from './toasts';
import { passportPlay } from './passport';

/** The events that take the toasts away: a round starting or ending. */
const ROUND_EDGES = ['roundStarted', 'roundComplete'] as const;

const setup: GameSetup<logic.OrgansState, logic.OrgansAction, logic.OrgansEvent> = {
  title: 'Label the Organs',
  logic: { step: logic.step, apply: logic.apply, announce },
  create: (options, seed) => logic.init(options, seed),
  relaxable: true,
  sound: { gameId: 'label-the-organs', onByDefault: true, soundFor },
  board: boardPlay,
  directions: () => DIRECTIONS,
  passport: { game: 'label-the-organs', play: passportPlay },
};

export default function LabelTheOrgans({ onClose, board }: GameProps) {
  const { session, calm, seed } = useGame(setup);
  const phase = useStore(session.store, (view) => view.state.phase);
  const toasts = useGameToasts(session, toastFor, ROUND_EDGES);
  // The organ in hand, for the Hint button (its spot is the one outlined) and the fact shown.
  const [held, setHeld] = useState<OrganId | null>(null);
  const heldRef = useRef<OrganId | null>(null);
  const onHeld = (organ: OrganId | null) => {
    heldRef.current = organ;
    setHeld(organ);
  };

  useEffect(
    () =>
      session.onEvents((events) => {
        if (events.some((event) => event.type === 'roundComplete')) onHeld(null);
      }),
    [session],
  );

  return (
    <GameFrame game={setup} session={session} pausable running={phase === 'playing'} onClose={onClose} board={board} seed={seed}>
      {(onContextLost) => (
        <div className="flex flex-col gap-3">
          <OrgansStatus session={session} onHint={() => session.dispatch({ type: 'hint', holding: heldRef.current ?? undefined })} />
          <div className="game-stage relative">
            <GameHost
              layouts={layouts}
              onFrame={session.frame}
              onContextLost={onContextLost}
              overlay={(layout) => <OrgansPlayArea session={session} layout={layout} onHeld={onHeld} />}
            >
              {(layout) => <OrgansScene session={session} layout={layout} calm={calm} />}
            </GameHost>
            <GameToasts queue={toasts} />
            <OrgansPanels session={session} />
          </div>
          <OrganFact session={session} held={held} />
        </div>
      )}
    </GameFrame>
  );
}
