import { Profiler, useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PickPlaceAction } from '../../../src/engine/pick-place';
import { PickPlaceOverlay, type PickPlaceOverlayProps, type PieceSpec, type ZoneSpec } from '../../../src/engine/pick-place-overlay';
import type { DragView } from '../../../src/engine/use-pick-place';

// Label the Organs in small: two organs, a decoy spleen, and a spot for each organ.
const organs: PieceSpec[] = [
  { id: 'heart', name: 'Heart', rect: { x: 40, y: 40, width: 80, height: 80 }, movable: true, children: '❤️' },
  { id: 'lungs', name: 'Lungs', rect: { x: 40, y: 160, width: 80, height: 80 }, movable: true, children: '🫁' },
  { id: 'spleen', name: 'Spleen', rect: { x: 40, y: 280, width: 80, height: 80 }, movable: false },
];
const heartSpot: ZoneSpec = { id: 'heart-spot', name: 'Heart spot', rect: { x: 400, y: 100, width: 100, height: 100 } };
const lungsSpot: ZoneSpec = { id: 'lungs-spot', name: 'Lungs spot', rect: { x: 400, y: 300, width: 100, height: 100 } };
const spots = [heartSpot, lungsSpot];

// The overlay is 800 design units wide, shown at half size 100 px right and 50 px down the page.
const DESIGN_WIDTH = 800;
const SCALE = 0.5;
const at = (x: number, y: number) => ({ pointerId: 1, clientX: 100 + x * SCALE, clientY: 50 + y * SCALE, bubbles: true });

const capture = vi.fn();
const { setPointerCapture, releasePointerCapture, hasPointerCapture } = Element.prototype;
beforeAll(() => {
  // jsdom has PointerEvent (clientX and pointerId work) but no pointer capture and no layout.
  expect(typeof window.PointerEvent).toBe('function');
  Element.prototype.setPointerCapture = capture;
  Element.prototype.releasePointerCapture = vi.fn();
  Element.prototype.hasPointerCapture = vi.fn(() => false);
});
afterAll(() => {
  Object.assign(Element.prototype, { setPointerCapture, releasePointerCapture, hasPointerCapture });
});

type Props = Partial<PickPlaceOverlayProps>;

const bodyMap = { label: 'Body map', piecesLabel: 'Organs', zonesLabel: 'Body spots', pieces: organs, zones: spots };

/** The game around the board: it takes a placed organ off the list, as Label the Organs does. */
function Game({ onAction, ...props }: Props) {
  const [pieces, setPieces] = useState(organs);
  const act = (action: PickPlaceAction) => {
    onAction?.(action);
    if (action.type === 'place') setPieces((list) => list.filter((piece) => piece.id !== action.itemId));
  };
  return <PickPlaceOverlay {...bodyMap} pieces={pieces} onAction={act} {...props} />;
}

/** jsdom has no layout: the board is where the page would put it, at half size. */
function placeBoard() {
  const board = screen.getByRole('group', { name: 'Body map' });
  vi.spyOn(board, 'getBoundingClientRect').mockReturnValue(new DOMRect(100, 50, DESIGN_WIDTH * SCALE, 600 * SCALE));
  Object.defineProperty(board, 'offsetWidth', { value: DESIGN_WIDTH });
  capture.mockClear();
  return board;
}

function renderBoard(props: Props = {}) {
  const actions: PickPlaceAction[] = [];
  const renders = vi.fn();
  render(
    <Profiler id="board" onRender={renders}>
      <Game onAction={(action) => actions.push(action)} {...props} />
    </Profiler>,
  );
  const board = placeBoard();
  return { actions, renders, board, button: (name: string) => screen.getByRole('button', { name }) };
}

describe('PickPlaceOverlay', () => {
  it('names every piece and zone as a button, the pictures hidden from screen readers', () => {
    const { button } = renderBoard();
    expect(screen.getAllByRole('button')).toHaveLength(5);
    for (const name of ['Heart', 'Lungs', 'Spleen', 'Heart spot', 'Lungs spot']) expect(button(name)).toHaveAttribute('type', 'button');
    expect(screen.getByRole('group', { name: 'Organs' })).toContainElement(button('Heart'));
    expect(screen.getByRole('group', { name: 'Body spots' })).toContainElement(button('Heart spot'));
    expect(button('Heart')).toHaveStyle({ left: '40px', top: '40px', width: '80px', height: '80px' });
  });

  it('leaves the focus where it is when the player is elsewhere as the board appears', () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    renderBoard();
    expect(outside).toHaveFocus();
    outside.remove();
  });

  it("reads a piece's description after its name, not in it", () => {
    renderBoard({ pieces: [{ id: 'heart', name: 'Heart', rect: { x: 0, y: 0, width: 80, height: 80 }, movable: true, description: 'A strong muscle.' }] });
    const heart = screen.getByRole('button', { name: 'Heart' });
    expect(heart).toHaveAccessibleName('Heart');
    expect(heart).toHaveAccessibleDescription('A strong muscle.');
  });

  it('picks and places with the keyboard alone, moving focus to a free spot and back to an organ', async () => {
    const user = userEvent.setup();
    const { actions, button } = renderBoard({ zones: [{ ...heartSpot, filled: true }, lungsSpot] });
    // The board appeared with the focus nowhere (its Start button gone): its first organ took it.
    expect(button('Heart')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(actions).toEqual([{ type: 'pick', itemId: 'heart' }]);
    expect(button('Heart')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Lungs spot')).toHaveFocus();
    await user.keyboard(' ');
    expect(actions[1]).toEqual({ type: 'place', itemId: 'heart', zoneId: 'lungs-spot' });
    expect(screen.queryByRole('button', { name: 'Heart' })).not.toBeInTheDocument();
    expect(button('Lungs')).toHaveFocus();
    expect(button('Lungs')).toHaveAttribute('tabindex', '0');
  });

  it('goes from the organs to the spots with Tab, one stop each', async () => {
    const user = userEvent.setup();
    const { button } = renderBoard();
    await user.tab();
    expect(button('Heart spot')).toHaveFocus();
    expect(screen.getAllByRole('button').filter((b) => b.tabIndex === 0)).toHaveLength(2);
  });

  it('moves among the organs with the arrow keys, wrapping round', async () => {
    const user = userEvent.setup();
    const { button } = renderBoard();
    await user.keyboard('{ArrowRight}');
    expect(button('Lungs')).toHaveFocus();
    expect(button('Lungs')).toHaveAttribute('tabindex', '0');
    expect(button('Heart')).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(button('Heart')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(button('Spleen')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(button('Heart')).toHaveFocus();
  });

  it('puts the organ back on Escape and returns focus to it', async () => {
    const user = userEvent.setup();
    const { actions, button } = renderBoard();
    await user.keyboard('{Enter}{Escape}');
    expect(actions).toEqual([{ type: 'pick', itemId: 'heart' }, { type: 'cancel', itemId: 'heart', reason: 'escape' }]);
    expect(button('Heart')).toHaveAttribute('aria-pressed', 'false');
    expect(button('Heart')).toHaveFocus();
  });

  it('will not pick up a decoy, by keyboard or by touch', async () => {
    const user = userEvent.setup();
    const { actions, button } = renderBoard();
    button('Spleen').focus();
    await user.keyboard('{Enter}');
    fireEvent.pointerDown(button('Spleen'), at(80, 320));
    expect(actions).toEqual([{ type: 'blocked', itemId: 'spleen' }, { type: 'blocked', itemId: 'spleen' }]);
    expect(button('Spleen')).toHaveAttribute('aria-pressed', 'false');
  });

  it('places with a tap on the organ then a tap on the spot, ignoring the clicks that follow the taps', () => {
    const { actions, button, board } = renderBoard();
    fireEvent.pointerDown(button('Heart'), at(80, 80));
    expect(capture).toHaveBeenCalledWith(1);
    fireEvent.pointerUp(board, at(80, 80));
    fireEvent.click(button('Heart'), { detail: 1 });
    expect(button('Heart')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Lungs spot')).toHaveAttribute('data-open');
    fireEvent.pointerDown(button('Lungs spot'), at(450, 350));
    fireEvent.pointerUp(board, at(452, 351));
    fireEvent.click(button('Lungs spot'), { detail: 1 });
    expect(actions).toEqual([{ type: 'pick', itemId: 'heart' }, { type: 'place', itemId: 'heart', zoneId: 'lungs-spot' }]);
  });

  it('drags an organ onto a spot, the button and the scene following the finger', () => {
    const dragSink: { current: DragView | null } = { current: null };
    const { actions, button, board } = renderBoard({ dragSink });
    const heart = button('Heart');
    fireEvent.pointerDown(heart, at(80, 80));
    fireEvent.pointerMove(board, at(85, 80));
    expect(actions).toEqual([{ type: 'pick', itemId: 'heart' }]);
    fireEvent.pointerMove(board, at(100, 80));
    expect(actions[1]).toEqual({ type: 'dragStart', itemId: 'heart' });
    expect(dragSink.current).toEqual({ itemId: 'heart', origin: { x: 80, y: 80 }, point: { x: 100, y: 80 }, zoneId: null });
    expect(heart.style.transform).toBe('translate(20px, 0px)');
    // Just beside the spot still counts (12 units of slop).
    fireEvent.pointerMove(board, at(395, 150));
    expect(dragSink.current?.zoneId).toBe('heart-spot');
    expect(button('Heart spot')).toHaveAttribute('data-drop-over');
    fireEvent.pointerUp(board, at(395, 150));
    expect(actions.slice(2)).toEqual([{ type: 'place', itemId: 'heart', zoneId: 'heart-spot' }]);
    expect(dragSink.current).toBeNull();
    expect(button('Heart spot')).not.toHaveAttribute('data-drop-over');
  });

  it('puts a dragged organ back when it is let go outside every spot', () => {
    const dragSink: { current: DragView | null } = { current: null };
    const { actions, button, board } = renderBoard({ dragSink });
    fireEvent.pointerDown(button('Lungs'), at(80, 200));
    fireEvent.pointerMove(board, at(250, 500));
    fireEvent.pointerUp(board, at(250, 500));
    expect(actions.at(-1)).toEqual({ type: 'cancel', itemId: 'lungs', reason: 'outside' });
    expect(dragSink.current).toBeNull();
    expect(button('Lungs').style.transform).toBe('');
    expect(button('Lungs')).toHaveAttribute('aria-pressed', 'false');
  });

  it('does not re-render while the finger moves', () => {
    const { renders, button, board } = renderBoard();
    fireEvent.pointerDown(button('Heart'), at(80, 80));
    const afterPick = renders.mock.calls.length;
    for (let x = 90; x < 400; x += 10) fireEvent.pointerMove(board, at(x, 120));
    expect(renders.mock.calls.length).toBe(afterPick);
  });

  it('lets go of the held organ when the game lists the organs anew without it', () => {
    const onAction = vi.fn();
    const { rerender } = render(<PickPlaceOverlay {...bodyMap} onAction={onAction} />);
    placeBoard();
    fireEvent.click(screen.getByRole('button', { name: 'Heart' }), { detail: 0 });
    expect(screen.getByRole('button', { name: 'Heart spot' })).toHaveAttribute('data-open');
    rerender(<PickPlaceOverlay {...bodyMap} pieces={organs.slice(1)} onAction={onAction} />);
    expect(screen.getByRole('button', { name: 'Heart spot' })).not.toHaveAttribute('data-open');
    fireEvent.click(screen.getByRole('button', { name: 'Heart spot' }), { detail: 0 });
    expect(onAction).toHaveBeenLastCalledWith({ type: 'noItem', zoneId: 'heart-spot' });
  });

  it('ignores every input while paused, and says so on each button', async () => {
    const user = userEvent.setup();
    const { actions, button, board } = renderBoard({ disabled: true });
    for (const element of screen.getAllByRole('button')) expect(element).toHaveAttribute('aria-disabled', 'true');
    fireEvent.pointerDown(button('Heart'), at(80, 80));
    fireEvent.pointerUp(board, at(80, 80));
    button('Lungs').focus();
    await user.keyboard('{Enter}{Escape}');
    expect(actions).toEqual([]);
    expect(capture).not.toHaveBeenCalled();
  });

  it('puts a dragged organ back when the game pauses mid-drag', () => {
    const dragSink: { current: DragView | null } = { current: null };
    const onAction = vi.fn();
    const props = { ...bodyMap, onAction, dragSink };
    const { rerender } = render(<PickPlaceOverlay {...props} />);
    const board = placeBoard();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Heart' }), at(80, 80));
    fireEvent.pointerMove(board, at(200, 80));
    rerender(<PickPlaceOverlay {...props} disabled />);
    expect(onAction).toHaveBeenLastCalledWith({ type: 'cancel', itemId: 'heart', reason: 'interrupted' });
    expect(dragSink.current).toBeNull();
  });
});
