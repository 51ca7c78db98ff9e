// Pixi's WebGL renderer with only the systems and pipes the games use: Pixi's own
// (pixi.js/lib/rendering/renderers/gl/WebGLRenderer.mjs) less the alpha and stencil mask pipes
// (with the filter code behind the alpha mask), the extract system (reading pixels back) and the
// hello banner. The colour mask pipe stays: every frame calls it. A game that masks a container or
// reads pixels back adds the pipe or system here. With pixi-auto-detect.js and the colour names
// (now pixi-colord.js), this took about 9 KB gzip off every Play press.
import { extensions, ExtensionType } from '../../node_modules/pixi.js/lib/extensions/Extensions.mjs';
import { CustomRenderPipe } from '../../node_modules/pixi.js/lib/scene/container/CustomRenderPipe.mjs';
import { RenderGroupPipe } from '../../node_modules/pixi.js/lib/scene/container/RenderGroupPipe.mjs';
import { RenderGroupSystem } from '../../node_modules/pixi.js/lib/scene/container/RenderGroupSystem.mjs';
import { GlGraphicsAdaptor } from '../../node_modules/pixi.js/lib/scene/graphics/gl/GlGraphicsAdaptor.mjs';
import { GlMeshAdaptor } from '../../node_modules/pixi.js/lib/scene/mesh/gl/GlMeshAdaptor.mjs';
import { SpritePipe } from '../../node_modules/pixi.js/lib/scene/sprite/SpritePipe.mjs';
import { RendererInitHook } from '../../node_modules/pixi.js/lib/utils/global/globalHooks.mjs';
import { GlBatchAdaptor } from '../../node_modules/pixi.js/lib/rendering/batcher/gl/GlBatchAdaptor.mjs';
import { BatcherPipe } from '../../node_modules/pixi.js/lib/rendering/batcher/shared/BatcherPipe.mjs';
import { ColorMaskPipe } from '../../node_modules/pixi.js/lib/rendering/mask/color/ColorMaskPipe.mjs';
import { BackgroundSystem } from '../../node_modules/pixi.js/lib/rendering/renderers/shared/background/BackgroundSystem.mjs';
import { BlendModePipe } from '../../node_modules/pixi.js/lib/rendering/renderers/shared/blendModes/BlendModePipe.mjs';
import { GenerateTextureSystem } from '../../node_modules/pixi.js/lib/rendering/renderers/shared/extract/GenerateTextureSystem.mjs';
import { GCSystem } from '../../node_modules/pixi.js/lib/rendering/renderers/shared/GCSystem.mjs';
import { GlobalUniformSystem } from '../../node_modules/pixi.js/lib/rendering/renderers/shared/renderTarget/GlobalUniformSystem.mjs';
import { SchedulerSystem } from '../../node_modules/pixi.js/lib/rendering/renderers/shared/SchedulerSystem.mjs';
import { AbstractRenderer } from '../../node_modules/pixi.js/lib/rendering/renderers/shared/system/AbstractRenderer.mjs';
import { RenderableGCSystem } from '../../node_modules/pixi.js/lib/rendering/renderers/shared/texture/RenderableGCSystem.mjs';
import { TextureGCSystem } from '../../node_modules/pixi.js/lib/rendering/renderers/shared/texture/TextureGCSystem.mjs';
import { ViewSystem } from '../../node_modules/pixi.js/lib/rendering/renderers/shared/view/ViewSystem.mjs';
import { RendererType } from '../../node_modules/pixi.js/lib/rendering/renderers/types.mjs';
import { GlBufferSystem } from '../../node_modules/pixi.js/lib/rendering/renderers/gl/buffer/GlBufferSystem.mjs';
import { GlContextSystem } from '../../node_modules/pixi.js/lib/rendering/renderers/gl/context/GlContextSystem.mjs';
import { GlGeometrySystem } from '../../node_modules/pixi.js/lib/rendering/renderers/gl/geometry/GlGeometrySystem.mjs';
import { GlBackBufferSystem } from '../../node_modules/pixi.js/lib/rendering/renderers/gl/GlBackBufferSystem.mjs';
import { GlColorMaskSystem } from '../../node_modules/pixi.js/lib/rendering/renderers/gl/GlColorMaskSystem.mjs';
import { GlEncoderSystem } from '../../node_modules/pixi.js/lib/rendering/renderers/gl/GlEncoderSystem.mjs';
import { GlLimitsSystem } from '../../node_modules/pixi.js/lib/rendering/renderers/gl/GlLimitsSystem.mjs';
import { GlStencilSystem } from '../../node_modules/pixi.js/lib/rendering/renderers/gl/GlStencilSystem.mjs';
import { GlUboSystem } from '../../node_modules/pixi.js/lib/rendering/renderers/gl/GlUboSystem.mjs';
import { GlRenderTargetSystem } from '../../node_modules/pixi.js/lib/rendering/renderers/gl/renderTarget/GlRenderTargetSystem.mjs';
import { GlShaderSystem } from '../../node_modules/pixi.js/lib/rendering/renderers/gl/shader/GlShaderSystem.mjs';
import { GlUniformGroupSystem } from '../../node_modules/pixi.js/lib/rendering/renderers/gl/shader/GlUniformGroupSystem.mjs';
import { GlStateSystem } from '../../node_modules/pixi.js/lib/rendering/renderers/gl/state/GlStateSystem.mjs';
import { GlTextureSystem } from '../../node_modules/pixi.js/lib/rendering/renderers/gl/texture/GlTextureSystem.mjs';

const sharedSystems = [
  BackgroundSystem,
  GlobalUniformSystem,
  ViewSystem,
  RenderGroupSystem,
  GCSystem,
  TextureGCSystem,
  GenerateTextureSystem,
  RendererInitHook,
  RenderableGCSystem,
  SchedulerSystem,
];
const webGLSystems = [
  GlUboSystem,
  GlBackBufferSystem,
  GlContextSystem,
  GlLimitsSystem,
  GlBufferSystem,
  GlTextureSystem,
  GlRenderTargetSystem,
  GlGeometrySystem,
  GlUniformGroupSystem,
  GlShaderSystem,
  GlEncoderSystem,
  GlStateSystem,
  GlStencilSystem,
  GlColorMaskSystem,
];
const pipes = [BlendModePipe, BatcherPipe, SpritePipe, RenderGroupPipe, ColorMaskPipe, CustomRenderPipe];
const adaptors = [GlBatchAdaptor, GlMeshAdaptor, GlGraphicsAdaptor];

const systems = [];
const renderPipes = [];
const renderPipeAdaptors = [];
const loaders = [];
let registered = false;

/**
 * Registers the renderer's parts (Pixi 8 registers systems and pipes as extensions, by type) when
 * the first renderer is made, not when this file loads: parts of equal priority run in the order
 * they were registered, and this keeps Pixi's order, where the renderer's file is imported on
 * demand after the scene's parts (graphics, text) registered theirs.
 */
function register() {
  if (registered) return;
  registered = true;
  extensions.handleByNamedList(ExtensionType.WebGLSystem, systems);
  extensions.handleByNamedList(ExtensionType.WebGLPipes, renderPipes);
  extensions.handleByNamedList(ExtensionType.WebGLPipesAdaptor, renderPipeAdaptors);
  extensions.handleByNamedList(ExtensionType.WebGLLoader, loaders);
  extensions.add(...sharedSystems, ...webGLSystems, ...pipes, ...adaptors);
}

export class WebGLRenderer extends AbstractRenderer {
  constructor() {
    register();
    super({ name: 'webgl', type: RendererType.WEBGL, systems, renderPipes, renderPipeAdaptors, loaders });
  }
}
