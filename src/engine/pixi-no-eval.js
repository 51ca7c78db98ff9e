// Pixi's shaders and uniform uploads without new Function(), for the WebGL renderer the games use:
// the site's Content-Security-Policy allows no 'unsafe-eval' (server/security-headers.ts). The same
// overrides as pixi.js/unsafe-eval, less the two for parts no game loads (WebGPU's uniform buffers
// and particle containers), whose code would otherwise come with every Play press. A game that
// starts using either imports pixi.js/unsafe-eval instead; the browser tests report any eval the
// CSP refuses.
import { GlUboSystem } from '../../node_modules/pixi.js/lib/rendering/renderers/gl/GlUboSystem.mjs';
import { GlShaderSystem } from '../../node_modules/pixi.js/lib/rendering/renderers/gl/shader/GlShaderSystem.mjs';
import { GlUniformGroupSystem } from '../../node_modules/pixi.js/lib/rendering/renderers/gl/shader/GlUniformGroupSystem.mjs';
import { UboSystem } from '../../node_modules/pixi.js/lib/rendering/renderers/shared/shader/UboSystem.mjs';
import { AbstractRenderer } from '../../node_modules/pixi.js/lib/rendering/renderers/shared/system/AbstractRenderer.mjs';
import { generateShaderSyncPolyfill } from '../../node_modules/pixi.js/lib/unsafe-eval/shader/generateShaderSyncPolyfill.mjs';
import { generateUboSyncPolyfillSTD40 } from '../../node_modules/pixi.js/lib/unsafe-eval/ubo/generateUboSyncPolyfill.mjs';
import { generateUniformsSyncPolyfill } from '../../node_modules/pixi.js/lib/unsafe-eval/uniforms/generateUniformsSyncPolyfill.mjs';

Object.assign(AbstractRenderer.prototype, { _unsafeEvalCheck() {} });
Object.assign(UboSystem.prototype, { _systemCheck() {} });
Object.assign(GlUniformGroupSystem.prototype, { _generateUniformsSync: generateUniformsSyncPolyfill });
Object.assign(GlUboSystem.prototype, { _generateUboSync: generateUboSyncPolyfillSTD40 });
Object.assign(GlShaderSystem.prototype, { _generateShaderSync: generateShaderSyncPolyfill });
