import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_VOLUME, recipes, SAMPLE_RATE, soundDuration, soundNames, type SoundRecipe } from '../../../scripts/sounds/recipes';
import { encodeWav, synthesize } from '../../../scripts/sounds/wav';
import { renderAllSounds, soundsPlugin } from '../../../scripts/sounds/vite-plugin';

const FULL_SCALE = 32767;
const ascii = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.slice(at, at + 4));

/** Reads a WAV file back: its header fields and samples. */
function parseWav(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const dataBytes = view.getUint32(40, true);
  return {
    riff: ascii(bytes, 0),
    riffSize: view.getUint32(4, true),
    wave: ascii(bytes, 8),
    fmt: ascii(bytes, 12),
    fmtSize: view.getUint32(16, true),
    format: view.getUint16(20, true),
    channels: view.getUint16(22, true),
    sampleRate: view.getUint32(24, true),
    byteRate: view.getUint32(28, true),
    blockAlign: view.getUint16(32, true),
    bitsPerSample: view.getUint16(34, true),
    data: ascii(bytes, 36),
    dataBytes,
    samples: Array.from({ length: dataBytes / 2 }, (_, i) => view.getInt16(44 + i * 2, true)),
  };
}

const peakOf = (samples: ArrayLike<number>) => Array.from(samples).reduce((peak, s) => Math.max(peak, Math.abs(s)), 0) / FULL_SCALE;

/** Roughly how long the brief asks each sound to be, in ms: [shortest, longest]. */
const intendedLength: Record<(typeof soundNames)[number], [number, number]> = {
  good: [150, 210],
  bad: [190, 250],
  tap: [30, 70],
  select: [100, 140],
  start: [200, 450],
  tick: [25, 55],
  step: [170, 230],
  win: [600, 1199],
  end: [450, 550],
};

describe('the sound recipes', () => {
  it('are the nine sounds the games use, once each', () => {
    expect(recipes.map((r) => r.name)).toEqual([...soundNames]);
  });

  it('match the SoundName type the app sees in src/types/game-sounds.d.ts', () => {
    const declaration = readFileSync('src/types/game-sounds.d.ts', 'utf8');
    const union = declaration.match(/export type SoundName = ([^;]+);/)?.[1] ?? '';
    expect(union.split('|').map((name) => name.trim().replace(/'/g, ''))).toEqual([...soundNames]);
  });

  it.each(recipes.map((r) => [r.name, r] as const))('%s: gentle notes that fade in and out', (_, recipe) => {
    expect(recipe.notes.length).toBeGreaterThan(0);
    for (const note of recipe.notes) {
      expect(note.volume).toBeGreaterThan(0);
      expect(note.volume).toBeLessThanOrEqual(MAX_VOLUME);
      expect(note.attack).toBeGreaterThanOrEqual(1);
      expect(note.release).toBeGreaterThanOrEqual(1);
      expect(note.attack + note.release).toBeLessThanOrEqual(note.duration);
      expect(Math.min(note.from, note.to)).toBeGreaterThan(0);
      expect(note.at).toBeGreaterThanOrEqual(0);
    }
  });

  it.each(recipes.map((r) => [r.name, r] as const))('%s: lasts about as long as intended', (name, recipe) => {
    const [shortest, longest] = intendedLength[name];
    expect(soundDuration(recipe)).toBeGreaterThanOrEqual(shortest);
    expect(soundDuration(recipe)).toBeLessThanOrEqual(longest);
  });

  it('start is three rising notes and win a fanfare of four or five', () => {
    const melody = (name: string) => (recipes.find((r) => r.name === name)?.notes ?? []).filter((n) => n.wave !== 'noise');
    const startNotes = melody('start');
    expect(startNotes).toHaveLength(3);
    expect(startNotes.map((n) => n.from)).toEqual([...startNotes.map((n) => n.from)].sort((a, b) => a - b));
    expect(melody('win').length).toBeGreaterThanOrEqual(4);
    expect(melody('win').length).toBeLessThanOrEqual(5);
  });
});

describe('each sound as a WAV file', () => {
  it.each(recipes.map((r) => [r.name, r] as const))('%s', (_, recipe: SoundRecipe) => {
    const samples = synthesize(recipe);
    const wav = parseWav(encodeWav(samples, SAMPLE_RATE));

    // A valid RIFF/WAVE file: PCM, mono, 16-bit, 22,050 Hz, sizes consistent.
    expect(wav).toMatchObject({
      riff: 'RIFF',
      wave: 'WAVE',
      fmt: 'fmt ',
      fmtSize: 16,
      format: 1,
      channels: 1,
      sampleRate: 22050,
      byteRate: 22050 * 2,
      blockAlign: 2,
      bitsPerSample: 16,
      data: 'data',
    });
    expect(wav.dataBytes).toBe(samples.length * 2);
    expect(wav.riffSize).toBe(36 + wav.dataBytes);
    expect(encodeWav(samples, SAMPLE_RATE).length).toBe(44 + wav.dataBytes);
    expect(wav.samples).toEqual(Array.from(samples));

    // As long as its recipe says.
    expect(Math.abs((samples.length / SAMPLE_RATE) * 1000 - soundDuration(recipe))).toBeLessThanOrEqual(5);

    // Audible, but never loud.
    const peak = peakOf(samples);
    expect(peak).toBeLessThan(0.6);
    expect(peak).toBeGreaterThan(0.05);

    // Starts and ends at silence, so it does not click.
    expect(Math.abs(samples[0] ?? FULL_SCALE) / FULL_SCALE).toBeLessThan(0.01);
    expect(Math.abs(samples.at(-1) ?? FULL_SCALE) / FULL_SCALE).toBeLessThan(0.01);
    // ...and fades: its first and last millisecond stay well under its peak.
    const oneMs = Math.round(SAMPLE_RATE / 1000);
    expect(peakOf(samples.subarray(0, oneMs))).toBeLessThan(peak / 2);
    expect(peakOf(samples.subarray(-oneMs))).toBeLessThan(peak / 2);
  });

  it('are byte-identical from one build to the next (the noise is seeded)', () => {
    const build = () => recipes.map((recipe) => encodeWav(synthesize(recipe), SAMPLE_RATE));
    const first = build();
    const second = build();
    first.forEach((bytes, i) => expect(Buffer.from(bytes).equals(Buffer.from(second[i] ?? []))).toBe(true));
    // And the noise is really there (not silence) in the sound that uses it.
    expect(recipes.some((r) => r.notes.some((n) => n.wave === 'noise'))).toBe(true);
  });

  it('are small: under 150 KB all together', () => {
    const total = [...renderAllSounds().values()].reduce((sum, bytes) => sum + bytes.length, 0);
    expect(total).toBeLessThan(150 * 1024);
  });
});

describe('soundsPlugin', () => {
  // Calls a plugin hook, whether Vite gave it as a function or as { handler }.
  type Hook = ((...args: never[]) => unknown) | { handler: (...args: never[]) => unknown } | undefined;
  const call = (hook: Hook, context: unknown, ...args: unknown[]) => {
    const fn = typeof hook === 'function' ? hook : hook?.handler;
    if (!fn) throw new Error('missing hook');
    return (fn as (...a: unknown[]) => unknown).apply(context, args);
  };

  it("provides 'virtual:game-sounds' with every sound's URL", async () => {
    const plugin = soundsPlugin();
    const resolved = await call(plugin.resolveId as Hook, {}, 'virtual:game-sounds');
    expect(resolved).toBe('\0virtual:game-sounds');
    expect(await call(plugin.resolveId as Hook, {}, './other')).toBeUndefined();
    const code = String(await call(plugin.load as Hook, {}, resolved));
    const json = code.match(/^export const soundUrls = (.*);$/)?.[1] ?? '{}';
    expect(JSON.parse(json)).toEqual(Object.fromEntries(soundNames.map((name) => [name, `/sounds/${name}.wav`])));
  });

  it('emits sounds/{name}.wav into the build', async () => {
    const emitted: { fileName: string; source: Uint8Array }[] = [];
    const emitFile = (file: (typeof emitted)[number]) => emitted.push(file);
    await call(soundsPlugin().generateBundle as Hook, { environment: { config: { consumer: 'client' } }, emitFile });
    expect(emitted.map((f) => f.fileName)).toEqual(soundNames.map((name) => `sounds/${name}.wav`));
    for (const file of emitted) expect(ascii(file.source, 8)).toBe('WAVE');
  });

  it('emits nothing into the server build that prerenders the pages', async () => {
    const emitted: unknown[] = [];
    await call(soundsPlugin().generateBundle as Hook, { environment: { config: { consumer: 'server' } }, emitFile: (file: unknown) => emitted.push(file) });
    expect(emitted).toEqual([]);
  });

  it('serves /sounds/{name}.wav in dev as audio/wav, and passes other requests on', async () => {
    type Middleware = (request: { url?: string }, response: unknown, next: () => void) => void;
    let middleware: Middleware = () => undefined;
    await call(soundsPlugin().configureServer as Hook, {}, { middlewares: { use: (m: Middleware) => (middleware = m) } });

    const headers: Record<string, unknown> = {};
    let body: Buffer | undefined;
    let passed = 0;
    const response = { setHeader: (key: string, value: unknown) => (headers[key] = value), end: (b: Buffer) => (body = b) };
    middleware({ url: '/sounds/good.wav?v=1' }, response, () => (passed += 1));
    expect(passed).toBe(0);
    expect(headers['Content-Type']).toBe('audio/wav');
    expect(body?.equals(Buffer.from(renderAllSounds().get('good') ?? []))).toBe(true);

    middleware({ url: '/sounds/unknown.wav' }, response, () => (passed += 1));
    middleware({ url: '/guides/first-aid-basics.pdf' }, response, () => (passed += 1));
    expect(passed).toBe(2);
  });
});
