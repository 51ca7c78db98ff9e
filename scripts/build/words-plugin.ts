// The site's words, compiled. A screen's words are ICU MessageFormat messages in a JSON file per
// language beside the screen (`words.en.json`, `words.es.json`); importing one with `?words`
// (src/i18n/words.ts does, for every such file) gives a module of plain functions made by
// @messageformat/core at build time: `menu: () => "Menú"`, and plurals and numbers that call the
// small @messageformat/runtime with that language's CLDR rules and Intl.NumberFormat. No message
// is parsed in the browser, no eval is needed (the CSP allows none), and a page loads only its own
// language's file.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module.js';
import type { Plugin } from 'vite';

const QUERY = '?words';
/**
 * The id of a words file's compiled module: the file's path without its `.json`, so that Vite's
 * JSON plugin leaves it alone.
 */
const PREFIX = '\0words:';
const FILE_NAME = /^words\.([a-z]{2})\.json$/;

/** The language a words file is in, from its name (`words.es.json` is 'es'). */
export function languageOfWordsFile(path: string): string {
  const match = FILE_NAME.exec(basename(path));
  if (!match?.[1]) throw new Error(`words: ${path} is not named words.<language>.json`);
  return match[1];
}

/** The module source for a words file's messages (an object of message text by key), in `language`. */
export function compileWords(messages: Record<string, string>, language: string): string {
  // strict: an argument is text, never a number formatted by surprise; plural keys must be CLDR's.
  const formatter = new MessageFormat(language, { strict: true, strictPluralKeys: true });
  return compileModule(formatter, messages);
}

export function wordsPlugin(): Plugin {
  return {
    name: 'healthsprout-words',
    enforce: 'pre',
    // Filters let the bundler skip this plugin for every other import, without calling into JavaScript.
    resolveId: {
      filter: { id: /\?words$/ },
      async handler(source, importer) {
        const resolved = await this.resolve(source.slice(0, -QUERY.length), importer, { skipSelf: true });
        if (!resolved) throw new Error(`words: cannot find ${source} from ${importer ?? 'the entry'}`);
        return PREFIX + resolved.id.replace(/\.json$/, '');
      },
    },
    load: {
      filter: { id: /^\0words:/ },
      handler(id) {
        const path = `${id.slice(PREFIX.length)}.json`;
        this.addWatchFile(path);
        const messages: unknown = JSON.parse(readFileSync(path, 'utf8'));
        if (typeof messages !== 'object' || messages === null || Array.isArray(messages)) {
          throw new Error(`words: ${path} is not an object of messages`);
        }
        return compileWords(messages as Record<string, string>, languageOfWordsFile(path));
      },
    },
  };
}
