import { describe, expect, it } from 'vitest';
import { nextSaveState, SAVE_START, saveWords, type SaveEvent, type SaveState } from '../../../src/lib/offline-save';

const run = (events: SaveEvent[], from: SaveState = SAVE_START) => events.reduce(nextSaveState, from);

describe('saving the site for offline use', () => {
  it('measures, asks with the size, saves with progress, and ends ready', () => {
    expect(run([{ type: 'size', bytes: 2_000_000, files: 17 }])).toEqual({ kind: 'asking', bytes: 2_000_000, files: 17 });
    expect(run([{ type: 'size', bytes: 2_000_000, files: 17 }, { type: 'confirm' }])).toEqual({ kind: 'saving', done: 0, total: 17 });
    const saving = run([{ type: 'size', bytes: 2_000_000, files: 17 }, { type: 'confirm' }, { type: 'progress', done: 5, total: 17 }]);
    expect(saving).toEqual({ kind: 'saving', done: 5, total: 17 });
    expect(nextSaveState(saving, { type: 'done' })).toEqual({ kind: 'ready' });
  });

  it('is ready at once when nothing is left to save', () => {
    expect(run([{ type: 'size', bytes: 0, files: 0 }])).toEqual({ kind: 'ready' });
  });

  it('never saves without being asked, and ignores progress outside a save', () => {
    expect(run([{ type: 'confirm' }])).toEqual(SAVE_START);
    expect(run([{ type: 'size', bytes: 10, files: 1 }, { type: 'progress', done: 1, total: 1 }, { type: 'done' }])).toEqual({ kind: 'asking', bytes: 10, files: 1 });
  });

  it('says when a save stops, and lets it be tried again', () => {
    const failed = run([{ type: 'size', bytes: 10, files: 3 }, { type: 'confirm' }, { type: 'failed' }]);
    expect(failed).toEqual({ kind: 'failed' });
    expect(nextSaveState(failed, { type: 'confirm' }).kind).toBe('saving');
  });

  it('says so where the browser cannot keep the site', () => {
    expect(run([{ type: 'unsupported' }]).kind).toBe('unsupported');
  });

  it('tells the size in words a teacher reads at a glance', () => {
    expect(saveWords.ask(2_300_000)).toMatch(/about 2\.\d MB more/);
    expect(saveWords.saving(3, 17)).toBe('Saving… 3 of 17 files');
  });
});
