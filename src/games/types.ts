/** What every game's component receives from its activity card. */
export interface GameProps {
  onClose: () => void;
}
