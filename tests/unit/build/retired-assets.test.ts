import { describe, expect, it } from 'vitest';
import { RETIRED_FOR_MS, stillServed } from '../../../scripts/build/retired-assets';

const now = 10 * RETIRED_FOR_MS;

describe('the previous release’s files', () => {
  it('stay served for a day after the release that replaced them', () => {
    expect(stillServed({}, ['game-old.js', 'index-old.js', 'react.js'], ['game-new.js', 'index-new.js', 'react.js'], now)).toEqual({
      'game-old.js': now,
      'index-old.js': now,
    });
  });

  it('keep the time they were first retired, and go once a day has passed', () => {
    const record = { 'a-1.js': now - RETIRED_FOR_MS + 1, 'b-1.js': now - RETIRED_FOR_MS };
    expect(stillServed(record, ['c-2.js'], ['c-3.js'], now)).toEqual({ 'a-1.js': now - RETIRED_FOR_MS + 1, 'c-2.js': now });
  });

  it('count a file the new release makes again as live, not retired', () => {
    expect(stillServed({ 'shared.js': now - 1000 }, ['shared.js'], ['shared.js'], now)).toEqual({});
  });
});
