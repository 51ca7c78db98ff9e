// Builds the mini-games' sound effects as small WAV files: synthesized from the recipes in
// ./recipes (no downloads, nothing committed), emitted into the build as /sounds/{name}.wav,
// served by the dev server, and listed for the app by the virtual module 'virtual:game-sounds'
// (declared in src/types/game-sounds.d.ts).
import type { Plugin } from 'vite';
import { recipes, SAMPLE_RATE, type SoundName } from './recipes.ts';
import { encodeWav, synthesize } from './wav.ts';

const VIRTUAL_ID = 'virtual:game-sounds';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

export const soundFileName = (name: string) => `sounds/${name}.wav`;

/** Renders every sound once (the output is deterministic, so a cache is safe). */
let rendered: Map<SoundName, Uint8Array> | null = null;
export function renderAllSounds(): Map<SoundName, Uint8Array> {
  rendered ??= new Map(recipes.map((recipe) => [recipe.name, encodeWav(synthesize(recipe), SAMPLE_RATE)]));
  return rendered;
}

export function soundsPlugin(): Plugin {
  return {
    name: 'healthsprout-sounds',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const soundUrls = Object.fromEntries(recipes.map(({ name }) => [name, `/${soundFileName(name)}`]));
      return `export const soundUrls = ${JSON.stringify(soundUrls)};`;
    },
    generateBundle() {
      if (this.environment.config.consumer === 'server') return; // the prerender build serves no files
      for (const [name, bytes] of renderAllSounds()) {
        this.emitFile({ type: 'asset', fileName: soundFileName(name), source: bytes });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = request.url?.split('?')[0]?.match(/^\/sounds\/([a-z0-9-]+)\.wav$/);
        const bytes = match?.[1] ? renderAllSounds().get(match[1] as SoundName) : undefined;
        if (!bytes) return next();
        response.setHeader('Content-Type', 'audio/wav');
        response.setHeader('Content-Length', bytes.length);
        response.end(Buffer.from(bytes));
      });
    },
  };
}
