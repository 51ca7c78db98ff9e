import type { Page } from '@playwright/test';

/** Resolves once the app has taken over the page (see app-ready.mjs). */
export declare function waitForApp(page: Page): Promise<void>;
