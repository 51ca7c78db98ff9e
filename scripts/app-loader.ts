// How the built pages load the app. Every page arrives already drawn (scripts/prerender.mjs), so
// the app's code is not needed for the first paint, and fetching and running it before then only
// delays that paint. The built index.html therefore has no script tags of its own, only a tiny
// inline loader that waits for the first paint and then adds the entry script, the entry's
// imports and the chunks of this address's screen (matched against the route table below, so
// the screen's chunk is not discovered one network round trip later, once the app has run).
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** Address patterns (tested in order) and the screen module each one loads. */
const screens: [RegExp, string][] = [
  [/^\/$/, 'src/pages/home/home-page.tsx'],
  [/^\/about\/?$/, 'src/pages/about/about-page.tsx'],
  [/^\/contact\/?$/, 'src/pages/contact/contact-page.tsx'],
  [/^\/privacy\/?$/, 'src/pages/privacy/privacy-page.tsx'],
  [/^\/library\/?$/, 'src/pages/library/library-page.tsx'],
  [/^\/library\/[^/]+\/?$/, 'src/pages/category/category-page.tsx'],
  [/^\/library\/[^/]+\/[^/]+\/?$/, 'src/pages/article/article-page.tsx'],
  [/^\/glossary\/?$/, 'src/pages/glossary/glossary-page.tsx'],
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

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
/** The loader starts on its own after this long if no paint is reported (a tab opened in the background). */
const FALLBACK_MS = 1500;

/**
 * The loader: after the first contentful paint, preload `preloads` and this address's screen
 * chunks, then run `entry`. Until the app says it has arrived (src/lib/before-app.ts), it also
 * keeps each press of a control marked data-early-press (a game's Play button), marks the control
 * busy, and leaves the press for the app to act on. And when the page is not the one for this
 * address (a host that answers every address with the home page's file), it hides the page
 * before it is ever painted and starts the app at once, which draws the right one
 * (src/main.tsx); the visitor never sees the home page flash by.
 */
export function loaderScript(entry: string, preloads: string[], table: (readonly [string, string[]])[]): string {
  return `(function(){var d=document,e=${JSON.stringify(entry)},m=${JSON.stringify(preloads)},t=${JSON.stringify(table)},p=location.pathname,started=0,k=window.healthsproutEarly={pressed:[]};
d.addEventListener('click',function(v){if(k.appArrived)return;var b=v.target&&v.target.closest&&v.target.closest('[data-early-press]');if(!b)return;v.preventDefault();var n=b.getAttribute('data-early-press');if(k.pressed.indexOf(n)<0)k.pressed.push(n);b.setAttribute('aria-busy','true')},true);
function pre(f){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f;d.head.appendChild(l)}
function start(){if(started)return;started=1;m.forEach(pre);for(var i=0;i<t.length;i++){if(new RegExp(t[i][0]).test(p)){t[i][1].forEach(function(f){pre('/'+f)});break}}
var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=e;d.head.appendChild(s)}
var o=new MutationObserver(function(){var r=d.getElementById('root');if(!r)return;o.disconnect();var w=r.getAttribute('data-path'),q=p.length>1?p.replace(/\\/+$/,''):p;if(w&&w!=='*'&&w!==q){r.setAttribute('data-wrong-page','');start()}});o.observe(d.documentElement,{childList:true,subtree:true});
try{new PerformanceObserver(function(l){l.getEntries().forEach(function(x){if(x.name==='first-contentful-paint')start()})}).observe({type:'paint',buffered:true})}catch(x){start()}setTimeout(start,${FALLBACK_MS})})();`;
}

export function appLoaderPlugin(): Plugin {
  return {
    name: 'healthsprout-app-loader',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return;
        const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
        const table = screens.map(([pattern, module]) => {
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module));
          if (!chunk) throw new Error(`app-loader: no chunk for ${module}`);
          return [pattern.source, chunkFiles(bundle, chunk)] as const;
        });
        const entry = ENTRY_SCRIPT.exec(html)?.[1];
        if (!entry) throw new Error('app-loader: the built index.html has no entry script');
        const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
        const page = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
        return { html: page, tags: [{ tag: 'script', children: loaderScript(entry, preloads, table), injectTo: 'head' }] };
      },
    },
  };
}
