// Whether the page's scripts run: false in the built page and while it waits for them (the server's
// render and the hydrating render agree), true once they run. For controls held unseen until then.
import { useSyncExternalStore } from 'react';

const noChange = () => () => {};

export const useScriptsHere = (): boolean => useSyncExternalStore(noChange, () => true, () => false);
