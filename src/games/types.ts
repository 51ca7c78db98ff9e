/** What every game's component receives from its activity card. */
export interface GameProps {
  onClose: () => void;
  /** Opened with Play on the board: the game starts in board mode. */
  board?: boolean;
}
