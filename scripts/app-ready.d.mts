import type { Page } from '@playwright/test';

/** Run in the page: the page's clock once the app has taken the page over, else false (see app-ready.mjs). */
export declare function appTookOverAt(): number | false;
/** Resolves once the app has taken over the page (see app-ready.mjs). */
export declare function waitForApp(page: Page): Promise<void>;
