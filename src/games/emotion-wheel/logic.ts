// The Emotion Wheel as a pure state machine (docs/product.md §4 "Emotion Wheel"): eight feelings on a wheel,
// pleasant and hard ones mixed round it; choosing one shows its tip. No DOM: the overlay maps keys
// and clicks to these actions.
import type { Outcome } from '../../engine/outcome';

export type EmotionId = 'happy' | 'sad' | 'excited' | 'worried' | 'calm' | 'angry' | 'scared' | 'loved';

export interface Emotion {
  id: EmotionId;
  name: string;
  icon: string;
  /** The wheel slice's fill for Pixi; light enough for #1f2937 text at 4.5:1 or more. */
  colour: number;
  /** The same colour as a CSS string, for the DOM. */
  colourHex: string;
  tip: string;
}

/** The colour of the names written on the slices (gray-800). */
export const SLICE_TEXT_COLOUR = 0x1f2937;

function toHex(colour: number): string {
  return `#${colour.toString(16).padStart(6, '0')}`;
}

function emotion(id: EmotionId, name: string, icon: string, colour: number, tip: string): Emotion {
  return { id, name, icon, colour, colourHex: toHex(colour), tip };
}

/**
 * The eight feelings, in the order the wheel shows them clockwise from the top. Every feeling is
 * okay (understanding-your-feelings.md), so the hard ones get a kind, practical tip too. Names stay
 * at 7 letters or fewer, so each one fits its slice on a phone (layout.ts). The tips are our own
 * words; what they suggest is checked in docs/content-review-2026-11-25/mental-nutrition-games.md.
 */
export const emotions: readonly Emotion[] = [
  emotion(
    'happy',
    'Happy',
    '😊',
    0xfacc15,
    'Notice what made you happy so you can do more of it. Sharing a smile or good news can spread the feeling!',
  ),
  emotion(
    'sad',
    'Sad',
    '😢',
    0x60a5fa,
    "It's okay to feel sad; everyone does sometimes. Talking to someone you trust can help, and if sadness lasts for weeks, tell a trusted adult.",
  ),
  emotion(
    'excited',
    'Excited',
    '🤩',
    0xfb923c,
    'Excitement gives you lots of energy! If it feels like too much, take a few slow, deep breaths before you jump in.',
  ),
  emotion(
    'worried',
    'Worried',
    '😟',
    0xa78bfa,
    'Worries often shrink when you share them, so tell someone you trust. Writing a worry down or taking slow breaths can help too.',
  ),
  emotion(
    'calm',
    'Calm',
    '😌',
    0x4ade80,
    'Calm is a great time to think clearly or try something new. Slow breathing can help you find this feeling again later.',
  ),
  emotion(
    'angry',
    'Angry',
    '😠',
    0xf87171,
    'Anger can mean something feels unfair. Step away, breathe out slowly or move your body, then say what is wrong without hurting anyone.',
  ),
  emotion(
    'scared',
    'Scared',
    '😨',
    0x2dd4bf,
    "Fear is your body's alarm, and slow breaths can help it settle. If you feel unsafe, go to a trusted adult right away and tell them.",
  ),
  emotion(
    'loved',
    'Loved',
    '🥰',
    0xf472b6,
    'Feeling loved helps you feel safe and strong. Pass it on by saying thank you or doing something kind for someone.',
  ),
];

/** Ready until the first feeling is chosen, then playing: a wheel has no end, no time and no score. */
export type WheelPhase = 'ready' | 'playing';

export interface WheelState {
  phase: WheelPhase;
  /** The emotion the arrow keys are on (an index into `emotions`). */
  focusIndex: number;
  selectedId: EmotionId | null;
  /** The feelings picked in this game so far, each once, in the order first picked. */
  explored: readonly EmotionId[];
}

export type WheelAction =
  | { type: 'focusNext' }
  | { type: 'focusPrevious' }
  | { type: 'selectFocused' }
  | { type: 'select'; id: EmotionId };

/** `explored`: how many different feelings this game has picked, this one included; `first`: the game's first pick. */
export type WheelEvent = { type: 'focused'; emotion: Emotion } | { type: 'selected'; emotion: Emotion; explored: number; first: boolean };

export type WheelOutcome = Outcome<WheelState, WheelEvent>;

export function init(): WheelState {
  return { phase: 'ready', focusIndex: 0, selectedId: null, explored: [] };
}

export function selectedEmotion(state: WheelState): Emotion | null {
  return emotions.find((e) => e.id === state.selectedId) ?? null;
}

/** Moves focus to `index` (wrapping around the wheel) and says so if it moved. */
function focusOn(state: WheelState, index: number): WheelOutcome {
  const focusIndex = ((index % emotions.length) + emotions.length) % emotions.length;
  const target = emotions[focusIndex];
  if (!target || focusIndex === state.focusIndex) return { state, events: [] };
  return { state: { ...state, focusIndex }, events: [{ type: 'focused', emotion: target }] };
}

/** Selects emotion `index`, moving focus to it first (a tap selects what it lands on). */
function selectAt(state: WheelState, index: number): WheelOutcome {
  const target = emotions[index];
  if (!target) return { state, events: [] };
  const focused = focusOn(state, index);
  const explored = state.explored.includes(target.id) ? state.explored : [...state.explored, target.id];
  return {
    state: { ...focused.state, phase: 'playing', selectedId: target.id, explored },
    events: [...focused.events, { type: 'selected', emotion: target, explored: explored.length, first: state.phase === 'ready' }],
  };
}

/** Arrow keys move focus, Enter/Space pick the focused emotion, a tap or click picks one by id. */
export function apply(state: WheelState, action: WheelAction): WheelOutcome {
  switch (action.type) {
    case 'focusNext':
      return focusOn(state, state.focusIndex + 1);
    case 'focusPrevious':
      return focusOn(state, state.focusIndex - 1);
    case 'selectFocused':
      return selectAt(state, state.focusIndex);
    case 'select':
      return selectAt(state, emotions.findIndex((e) => e.id === action.id));
  }
}

/** What the polite live region says; focus needs nothing, the button's own name is read out. */
export function announce(event: WheelEvent): string | null {
  return event.type === 'selected' ? `${event.emotion.name}: ${event.emotion.tip}` : null;
}

/** Angles (radians) of slice `index` of `count`: from the top (-π/2), clockwise on screen (y points down). */
export function sliceAngles(index: number, count: number): { start: number; end: number; middle: number } {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`a wheel needs a whole number of slices, not ${count}`);
  const width = (2 * Math.PI) / count;
  const start = -Math.PI / 2 + index * width;
  return { start, end: start + width, middle: start + width / 2 };
}
