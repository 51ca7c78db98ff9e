// The virtual module made by scripts/sounds/vite-plugin.ts at build time.
declare module 'virtual:game-sounds' {
  /** Every sound effect (the recipes in scripts/sounds/recipes.ts; tests check the two agree). */
  export type SoundName = 'good' | 'bad' | 'tap' | 'select' | 'start' | 'tick' | 'step' | 'win' | 'end';
  /** Where each sound's WAV file is served: `/sounds/{name}.wav`. */
  export const soundUrls: Record<SoundName, string>;
}
