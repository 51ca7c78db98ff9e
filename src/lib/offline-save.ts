// "Save for offline use": a class's teacher saves the whole site on a device before a lesson
// without Wi-Fi: every page is kept after one visit anyway, and this adds what is otherwise kept
// only when first used (the six games' engine, their sounds, the guide viewer; and the guides
// themselves when the browser asked to save data). This file is the pure part: the states the
// dialog goes through, its words, and the messages the service worker (src/service-worker/sw.ts)
// understands. The dialog (src/app/save-offline-dialog.tsx) talks to the worker.
import { formatBytes } from './format';

/** What the page asks the worker, and what the worker answers (over a MessageChannel). */
export type SaveRequest = { type: 'OFFLINE_SIZE' } | { type: 'SAVE_ALL' };
export type SaveAnswer =
  | { type: 'size'; bytes: number; files: number }
  | { type: 'progress'; done: number; total: number }
  | { type: 'done' }
  | { type: 'failed' };

export type SaveState =
  | { kind: 'measuring' }
  | { kind: 'asking'; bytes: number; files: number }
  | { kind: 'saving'; done: number; total: number }
  | { kind: 'ready' }
  | { kind: 'failed' }
  | { kind: 'unsupported' };

export type SaveEvent = SaveAnswer | { type: 'confirm' } | { type: 'unsupported' };

export const SAVE_START: SaveState = { kind: 'measuring' };

/** The next state of the dialog. A size of nothing left to save means the device is ready already. */
export function nextSaveState(state: SaveState, event: SaveEvent): SaveState {
  switch (event.type) {
    case 'unsupported':
      return { kind: 'unsupported' };
    case 'size':
      if (state.kind !== 'measuring') return state;
      return event.files === 0 ? { kind: 'ready' } : { kind: 'asking', bytes: event.bytes, files: event.files };
    case 'confirm':
      return state.kind === 'asking' || state.kind === 'failed' ? { kind: 'saving', done: 0, total: state.kind === 'asking' ? state.files : 0 } : state;
    case 'progress':
      return state.kind === 'saving' ? { kind: 'saving', done: event.done, total: event.total } : state;
    case 'done':
      return state.kind === 'saving' ? { kind: 'ready' } : state;
    case 'failed':
      return state.kind === 'saving' || state.kind === 'measuring' ? { kind: 'failed' } : state;
  }
}

export const saveWords = {
  button: 'Save for offline use',
  title: 'Save HealthSprout for offline use',
  measuring: 'Checking what is already saved on this device…',
  ask: (bytes: number) =>
    `Every page is already saved on this device. This adds all six games, their sounds, the guide viewer and the teachers' worksheets: about ${formatBytes(bytes)} more.`,
  save: 'Save now',
  saving: (done: number, total: number) => `Saving… ${done} of ${total} files`,
  ready: 'Ready to use offline',
  readyMore: 'Every page, game, guide and worksheet on HealthSprout now works on this device without a connection.',
  failed: 'The saving stopped: the connection may have dropped. What was saved stays saved. Try again when you are online.',
  tryAgain: 'Try again',
  unsupported: 'This browser cannot keep HealthSprout for offline use (it may be in private mode, or saving sites may be switched off).',
  close: 'Close',
} as const;
