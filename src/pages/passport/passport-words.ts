// What the passport page says when something is wrong: storage that cannot keep the passport, a
// record that could not be read, a file that is not a passport. Each says what happened and that
// nothing was lost.
import type { PassportProblem } from '../../passport/keep';
import type { RefusedRecord } from '../../passport/record-file';

/** What the page says about how the passport is kept, when something is wrong. */
export const problemWords: Record<Exclude<PassportProblem, null>, string> = {
  'not-kept':
    'This browser cannot keep your passport on this device. It may be a private window, or its storage may be full or switched off. Everything else on HealthSprout works as usual: your passport just will not be remembered.',
  'set-aside': 'Your passport on this device could not be read, so a new one has started. The old one is kept aside on this device, unchanged.',
  newer: 'Your passport was last saved by a newer version of HealthSprout. Reload this page to see it. Nothing has been changed.',
};

/** Why a loaded file changed nothing, in words a child can act on. */
export const refusedWords: Record<RefusedRecord | 'unreadable', string> = {
  foreign: 'This file is not a HealthSprout passport, so nothing was changed. Choose a file made with Save a copy.',
  damaged: 'This passport file is damaged and cannot be read, so nothing was changed.',
  'too-large': 'This file is far too large to be a passport, so nothing was changed.',
  newer: 'This passport was saved by a newer version of HealthSprout. Reload this page, then load it again. Nothing was changed.',
  unreadable: 'The file could not be opened, so nothing was changed. Try choosing it again.',
};
