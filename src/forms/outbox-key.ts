// The storage key of forms kept on this device while offline (src/forms/outbox.ts); on its own so the
// page's entry can check for one without loading the outbox.
export const OUTBOX_KEY = 'healthsprout:outbox';
