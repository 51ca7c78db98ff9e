// The build's trim of react-router (vite.config.ts uses the plugin). Only the production build is
// trimmed; the dev server runs react-router as published.
import type { Plugin } from 'vite';

/** The file react-router's production build keeps its code in (a hashed name: chunk-XXXXXXXX.mjs). */
export const routerChunk = /react-router[\\/]dist[\\/]production[\\/]chunk-[\w-]+\.mjs$/;

/**
 * react-router's production build makes its contexts and components at the top of its module
 * (`var Form = React10.forwardRef(...)`, then `Form.displayName = "Form"`) without marking them
 * pure, so the bundle keeps every one of them, used or not (its `<Form>` and its submit code,
 * among others). This marks those calls pure and drops the displayName lines (names only React's
 * devtools read). It also empties two components only framework and server-component apps reach:
 * the links a `<Link prefetch>` adds (they need the framework's context, which a data router like
 * this site's has not) and the server components' error handler (reached only when its context
 * says the app is one). What the site does not use is then left out: 2.8 KB gzip of every page.
 * tests/unit/build/router-tree-shaking.test.ts fails when a react-router upgrade moves any of it.
 */
export const routerStubs: Record<string, string> = {
  PrefetchPageLinks: 'function PrefetchPageLinks() {\n  return null;\n}',
  RSCErrorHandler: 'function RSCErrorHandler({ children }) {\n  return children;\n}',
};

export function routerTreeShaking(code: string): string {
  let shaken = code
    .replace(/^\w+\.displayName = "\w+";$/gm, '')
    .replace(/^((?:var|const|let) \w+ = )(React\d*\.(?:createContext|forwardRef|memo)\()/gm, '$1/* @__PURE__ */ $2');
  // A top-level function runs from its `function Name(` line to the first `}` alone on a line.
  for (const [name, stub] of Object.entries(routerStubs)) shaken = shaken.replace(new RegExp(`^function ${name}\\([^]*?^\\}$`, 'm'), stub);
  return shaken;
}

export function routerTreeShakingPlugin(): Plugin {
  return {
    name: 'healthsprout:router-tree-shaking',
    transform: (code, id) => (routerChunk.test(id) ? routerTreeShaking(code) : null),
  };
}
