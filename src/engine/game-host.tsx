// Mounts one Pixi Application (through @pixi/react) in a game's panel: letterboxed at the game's
// design size, sharp at the device pixel ratio (up to 2), and destroyed with everything it made
// when the game closes. The game's clock runs on the page's animation frame (frame-loop.ts), so a
// device whose graphics cannot start still gets a working game through the overlay, told so.
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Application, extend } from '@pixi/react';
import { CanvasTextMetrics, Container, Graphics, Text, UPDATE_PRIORITY, type Application as PixiApplication } from 'pixi.js';
// Pixi's shaders and uniform uploads without new Function(): the site's Content-Security-Policy
// allows no 'unsafe-eval' (server/security-headers.ts).
import './pixi-no-eval.js';
import { fitDesign, renderResolution, type DesignSize } from './fit';
import { useFrameLoop } from './frame-loop';
import { chooseLayoutForScreen, type GameLayout, type GameLayouts } from './layout';
import { afterUiDelay } from './ui-timer';
import { FIRST_FRAME_MARK } from './first-frame-mark';

/**
 * The scenes' Graphics, whose shapes always join Pixi's one batch. Left to choose, Pixi draws a
 * Graphics of over 200 vertices (a park's wide hills) on its own, with a second shader program
 * that a software renderer on a slow tablet takes a few hundred milliseconds to build before the
 * first frame. The scenes are small, so one batch and one program serve them all.
 */
class BatchedGraphics extends Graphics {
  constructor(...options: ConstructorParameters<typeof Graphics>) {
    super(...options);
    this.context.batchMode = 'batch';
  }
}

extend({ Container, Graphics: BatchedGraphics, Text });

/** Destroys everything the application made, once, including Pixi's shared resources. */
function destroyFully(app: PixiApplication) {
  const destroy = app.destroy.bind(app);
  let destroyed = false;
  // @pixi/react destroys the app on unmount without options (and, when the game closes before
  // init finished, only once init completes); this makes that call release everything.
  app.destroy = () => {
    if (destroyed) return;
    destroyed = true;
    destroy({ removeView: false, releaseGlobalResources: true }, { children: true, texture: true, textureSource: true, context: true });
    // Pixi keeps the measurements of every text it drew (up to 1,000, each holding its style) in a
    // module-wide cache that releaseGlobalResources leaves alone: without this, each open of a
    // game leaves its texts' measurements behind until the cache is full.
    (CanvasTextMetrics as unknown as { _measurementCache?: { clear?: () => void } })._measurementCache?.clear?.();
  };
}


/** Marks the first drawn frame with a scene: checked after each render (UTILITY runs after Pixi's LOW-priority render). */
function markFirstFrame(app: PixiApplication) {
  const check = () => {
    if (app.stage.children.length === 0) return;
    performance.mark(FIRST_FRAME_MARK);
    app.ticker.remove(check);
  };
  app.ticker.add(check, undefined, UPDATE_PRIORITY.UTILITY);
}

/** How long the graphics may take to start before the panel says they could not. */
export const GRAPHICS_START_LIMIT_MS = 6000;

type GraphicsStart = 'starting' | 'ready' | 'failed';

/** Whether Pixi started: ready at its init, failed when its start is rejected or takes too long. */
function useGraphicsStart(started: boolean): GraphicsStart {
  const [failed, setFailed] = useState(false);
  // A layout effect: listening from the same commit that starts Pixi, before its start can fail.
  useLayoutEffect(() => {
    if (started) return;
    // @pixi/react starts Pixi without handing back the promise, so a refused start (no WebGL and
    // no fallback, a renderer chunk that did not load) arrives as an unhandled rejection. The panel
    // says so; the browser need not report it as an error nobody handled.
    const onRejection = (event: PromiseRejectionEvent) => {
      event.preventDefault();
      setFailed(true);
    };
    window.addEventListener('unhandledrejection', onRejection);
    const cancel = afterUiDelay(GRAPHICS_START_LIMIT_MS, () => setFailed(true));
    return () => {
      window.removeEventListener('unhandledrejection', onRejection);
      cancel();
    };
  }, [started]);
  return started ? 'ready' : failed ? 'failed' : 'starting';
}

type ByLayout<L> = ReactNode | ((layout: L) => ReactNode);

export type GameHostProps<L extends GameLayout> = {
  /** Called every animation frame with performance.now(), whether or not the graphics started. */
  onFrame: (now: number) => void;
  /** The scene: Pixi elements drawn at the layout's design size (a function of the layout chosen). */
  children: ByLayout<L>;
  /** The accessible twin of the scene: DOM controls laid out at the design size, over the canvas. */
  overlay: ByLayout<L>;
  onContextLost: (lost: boolean) => void;
} & (
  | { /** One design for every screen. */ design: DesignSize; layouts?: never }
  | { /** A landscape layout and, for phones held upright, a portrait one (layout.ts). */ layouts: GameLayouts<L>; design?: never }
);

function byLayout<L>(content: ByLayout<L>, layout: L): ReactNode {
  return typeof content === 'function' ? content(layout) : content;
}

export function GameHost<L extends GameLayout = GameLayout>({ design: oneDesign, layouts, onFrame, children, overlay, onContextLost }: GameHostProps<L>) {
  const panelRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [viewport, setViewport] = useState({ width: 0, height: 0 });
  const [started, setStarted] = useState(false);
  const appRef = useRef<PixiApplication | null>(null);
  const graphics = useGraphicsStart(started);
  const lostRef = useRef(onContextLost);
  // The game steps, then Pixi draws (its ticker runs the scenes' ticks, then renders): one frame,
  // in that order. Left to its own animation frame, Pixi's ticker could run before the game's in
  // the same frame and draw the state of the frame before.
  useFrameLoop((now) => {
    onFrame(now);
    appRef.current?.ticker?.update(now);
  });
  useEffect(() => {
    lostRef.current = onContextLost;
  });

  // Listened to on the panel in the capture phase, so that a loss even before Pixi's init is seen.
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const lost = () => lostRef.current(true);
    const restored = () => lostRef.current(false);
    panel.addEventListener('webglcontextlost', lost, true);
    panel.addEventListener('webglcontextrestored', restored, true);
    return () => {
      panel.removeEventListener('webglcontextlost', lost, true);
      panel.removeEventListener('webglcontextrestored', restored, true);
    };
  }, []);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: entry.contentRect.width, height: entry.contentRect.height });
      setViewport({ width: window.innerWidth, height: window.innerHeight });
      // Pixi's resizeTo follows only the window's resize event: the panel also changes shape
      // without one (a portrait layout taken once its width is known), and the canvas follows it here
      // (not after the app is destroyed: its destroy takes queueResize away).
      appRef.current?.queueResize?.();
    });
    observer.observe(panel);
    return () => observer.disconnect();
  }, []);

  const onInit = (app: PixiApplication) => {
    destroyFully(app);
    appRef.current = app;
    app.canvas.setAttribute('aria-hidden', 'true');
    markFirstFrame(app);
    setStarted(true);
  };

  // A canvas that will stay blank is hidden from screen readers too (a started one is, at init).
  useEffect(() => {
    if (graphics === 'failed') panelRef.current?.querySelector('canvas')?.setAttribute('aria-hidden', 'true');
  }, [graphics]);

  // A game with one design is a game with one layout.
  const layout = (layouts ? chooseLayoutForScreen(size.width, viewport, layouts) : { design: oneDesign }) as L;
  const { design } = layout;
  const fit = fitDesign(size.width, size.height, design);
  return (
    <div
      ref={panelRef}
      data-graphics={graphics}
      className="game-panel relative w-full overflow-hidden rounded-3xl"
      style={{ aspectRatio: `${design.width} / ${design.height}` }}
    >
      <Application
        resizeTo={panelRef}
        resolution={renderResolution(window.devicePixelRatio)}
        autoDensity
        antialias
        backgroundAlpha={0}
        preference="webgl"
        // Its ticker is moved on by the game's frame loop (above), not by its own animation frame.
        autoStart={false}
        // Pixi's browser extensions (its own accessibility layer, pointer events, filters) are not
        // loaded: the games only draw, and the DOM overlay is their input and accessibility.
        skipExtensionImports
        className="absolute inset-0"
        onInit={onInit}
      >
        {/*
          The scene is placed once Pixi has started and the panel has a size: a scene placed while
          Pixi was still starting kept a blank panel (seen below 1024 px) until something re-rendered.
        */}
        {started && fit.scale > 0 && (
          <pixiContainer x={fit.offsetX} y={fit.offsetY} scale={fit.scale}>
            {byLayout(children, layout)}
          </pixiContainer>
        )}
      </Application>
      <div
        className="absolute top-0 left-0 origin-top-left"
        style={{ width: design.width, height: design.height, transform: `translate(${fit.offsetX}px, ${fit.offsetY}px) scale(${fit.scale})` }}
      >
        {byLayout(overlay, layout)}
      </div>
      {graphics === 'failed' && (
        <p role="status" className="absolute inset-x-2 top-2 rounded-2xl bg-sun-100 p-2 text-center font-bold text-ink">
          The game's pictures could not start on this device, so it shows plain buttons instead. You can still play.
        </p>
      )}
    </div>
  );
}
