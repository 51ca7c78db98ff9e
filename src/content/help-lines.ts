// The numbers every "Get help now" box lists (src/components/get-help-box.tsx). They live here,
// once, so an article never carries a number of its own. Each was checked in November 2026 (see
// /work/reports/ui-helper.md for the pages); check them again before changing them.

export interface EmergencyNumber {
  /** Where the number works, in plain words. */
  place: string;
  number: string;
}

export interface ChildHelpline {
  place: string;
  name: string;
  /** How to reach it, as a reader would do it. */
  contact: string;
}

/** Police, fire and ambulance. Free from any phone. */
export const emergencyNumbers: readonly EmergencyNumber[] = [
  { place: 'United States and Canada', number: '911' },
  { place: 'United Kingdom', number: '999' },
  { place: 'Most of Europe', number: '112' },
  { place: 'Australia', number: '000' },
];

/** Free, private helplines where children and teens can talk to a trained counselor. */
export const childHelplines: readonly ChildHelpline[] = [
  { place: 'United States', name: '988 Suicide & Crisis Lifeline', contact: 'Call or text 988' },
  { place: 'United Kingdom', name: 'Childline', contact: 'Call 0800 1111' },
  { place: 'Canada', name: 'Kids Help Phone', contact: 'Call 1-800-668-6868 or text CONNECT to 686868' },
  { place: 'Australia', name: 'Kids Helpline', contact: 'Call 1800 55 1800' },
];
