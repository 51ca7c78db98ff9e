// Lets a first visit fetch its page's code alongside the app instead of after it: the built
// index.html gets a tiny inline script that matches the address against the route table and
// adds <link rel="modulepreload"> for that screen's chunks. Without it, the screen's chunk is
// only discovered once the app has run, one network round trip later.
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** Address patterns (tested in order) and the screen module each one loads. */
const screens: [RegExp, string][] = [
  [/^\/$/, 'src/pages/home/home-page.tsx'],
  [/^\/about\/?$/, 'src/pages/about/about-page.tsx'],
  [/^\/contact\/?$/, 'src/pages/contact/contact-page.tsx'],
  [/^\/library\/?$/, 'src/pages/library/library-page.tsx'],
  [/^\/library\/[^/]+\/?$/, 'src/pages/category/category-page.tsx'],
  [/^\/library\/[^/]+\/[^/]+\/?$/, 'src/pages/article/article-page.tsx'],
  [/^\/resources\/?$/, 'src/pages/resources/resources-page.tsx'],
  [/^\/resources\/[^/]+\/?$/, 'src/pages/resource/resource-page.tsx'],
  // Any other address shows the Not-found page.
  [/^/, 'src/app/not-found-page.tsx'],
];

function chunkFiles(bundle: OutputBundle, chunk: OutputChunk, seen = new Set<string>()): string[] {
  if (seen.has(chunk.fileName) || chunk.isEntry) return [];
  seen.add(chunk.fileName);
  const imports = chunk.imports.flatMap((name) => {
    const child = bundle[name];
    return child?.type === 'chunk' ? chunkFiles(bundle, child, seen) : [];
  });
  return [chunk.fileName, ...imports];
}

/**
 * Every built page arrives already drawn (scripts/prerender.mjs); the app's code only makes it
 * interactive. So the page's stylesheet and font are fetched first and its scripts after them.
 */
export function lowerScriptPriority(html: string): string {
  return html
    .replace(/<script type="module" crossorigin src=/g, '<script type="module" crossorigin fetchpriority="low" src=')
    .replace(/<link rel="modulepreload" crossorigin href=/g, '<link rel="modulepreload" crossorigin fetchpriority="low" href=');
}

export function routePreloadPlugin(): Plugin {
  return {
    name: 'healthsprout-route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return;
        const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
        const table = screens.map(([pattern, module]) => {
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module));
          if (!chunk) throw new Error(`route-preload: no chunk for ${module}`);
          return [pattern.source, chunkFiles(bundle, chunk)] as const;
        });
        const script = `(function(){var t=${JSON.stringify(table)},p=location.pathname;for(var i=0;i<t.length;i++){if(new RegExp(t[i][0]).test(p)){t[i][1].forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.fetchPriority='low';l.href='/'+f;document.head.appendChild(l)});return}}})();`;
        return { html: lowerScriptPriority(html), tags: [{ tag: 'script', children: script, injectTo: 'head' }] };
      },
    },
  };
}
