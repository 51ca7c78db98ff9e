// Where Reading options are kept (localStorage): read by the options' schema (options.ts) and by
// the look applied before the first paint (look.ts, inlined in every built page), so it stands alone.
export const READING_OPTIONS_KEY = 'healthsprout:reading-options';
