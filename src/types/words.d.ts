// A words file imported with `?words` is compiled into a module of message functions (scripts/build/words-plugin.ts).
declare module '*.json?words' {
  const words: Record<string, (args?: Record<string, string | number>) => string>;
  export default words;
}
