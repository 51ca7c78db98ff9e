// Reading options (issue 35): how a reader has set the page to suit them (text size, spacing, an
// easy-read font, a soft tint) and how Read to me reads (speed, voice), kept on this device only.
// One versioned record under one storage key, checked by its schema: a damaged or foreign value is
// ignored and the defaults apply, never a broken page. Pure: text in, options out.
// zod's small build, as the forms use (src/forms/*-check.ts): one copy of zod in the site.
import * as z from 'zod/mini';
import { speedNames } from './voices';

// zod's fast path builds its checks with new Function, which the site's Content-Security-Policy
// forbids (the browser reports every try); its plain path checks the same.
z.config({ jitless: true });

export { READING_OPTIONS_KEY } from './options-key';

export const textSizes = ['normal', 'larger', 'largest'] as const;
export type TextSize = (typeof textSizes)[number];

export const readingOptionsSchema = z.strictObject({
  version: z.literal(1),
  textSize: z.enum(textSizes),
  /** More space between lines, letters and words. */
  spacing: z.boolean(),
  /** A font drawn for legibility (Atkinson Hyperlegible Next), downloaded only when chosen. */
  easyFont: z.boolean(),
  /** A soft cream background instead of white. */
  tint: z.boolean(),
  speed: z.enum(speedNames as [(typeof speedNames)[number], ...(typeof speedNames)[number][]]),
  /** The voice the visitor picked (its voiceURI), or null for the device's best. */
  voice: z.nullable(z.string().check(z.minLength(1), z.maxLength(300))),
});

export type ReadingOptions = z.infer<typeof readingOptionsSchema>;

export const defaultReadingOptions: ReadingOptions = { version: 1, textSize: 'normal', spacing: false, easyFont: false, tint: false, speed: 'normal', voice: null };

/** The options kept as `saved` (what storage held, or null): the defaults where it is missing, damaged or of another shape. */
export function readReadingOptions(saved: string | null): ReadingOptions {
  if (saved === null) return defaultReadingOptions;
  try {
    const parsed = readingOptionsSchema.safeParse(JSON.parse(saved));
    return parsed.success ? parsed.data : defaultReadingOptions;
  } catch {
    return defaultReadingOptions;
  }
}

/**
 * What the page's root element carries for the options that change how it looks, as data attributes
 * the CSS reads (`data-text-size="larger"` and so on). The same names are applied before the first
 * paint by the inline loader, from the same storage key.
 */
export function pageAttributes(options: ReadingOptions): Record<string, string | null> {
  return {
    'data-text-size': options.textSize === 'normal' ? null : options.textSize,
    'data-spacing': options.spacing ? 'more' : null,
    'data-easy-font': options.easyFont ? 'on' : null,
    'data-tint': options.tint ? 'cream' : null,
  };
}
