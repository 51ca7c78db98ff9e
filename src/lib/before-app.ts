// What a visitor did before the app's code arrived. Every page is drawn from its HTML first
// (scripts/build/prerender.ts), so on a slow connection a visitor can type, tick and press well before
// the app takes the page over: what they typed is read back here, and a press the page's loader
// kept (scripts/app-loader/page-loader.ts) is handed to the control it was meant for.

/** The value a form control shows: its text or choice, or whether a checkbox is ticked. */
function shownValue(control: unknown): string | boolean | undefined {
  if (control instanceof HTMLInputElement) return control.type === 'checkbox' ? control.checked : control.value;
  if (control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement) return control.value;
  return undefined;
}

/**
 * The controls of `form` (by name) whose shown value differs from the app's `state` for them:
 * what was typed, chosen or ticked before the app took the page over. React leaves those values in
 * the fields it takes over, while the app's state starts from the page as it was built.
 */
export function enteredBeforeApp<T extends { [K in keyof T]: string | boolean }>(form: HTMLFormElement | null, state: T): Partial<T> {
  const entered: Partial<T> = {};
  if (!form) return entered;
  for (const name of Object.keys(state) as (keyof T & string)[]) {
    const shown = shownValue(form.elements.namedItem(name));
    if (shown !== undefined && typeof shown === typeof state[name] && shown !== state[name]) entered[name] = shown as T[typeof name];
  }
  return entered;
}

/** Whether `field` shows text the app's `state` does not have (typed before the app arrived). */
export function typedBeforeApp(field: HTMLInputElement | null, state: string): string | undefined {
  return field && field.value !== state ? field.value : undefined;
}

/** The presses the page's loader kept before the app arrived, by the pressed control's data-early-press. */
type EarlyPresses = { pressed: string[] };

declare global {
  interface Window {
    /** Set by the page's loader (scripts/app-loader/page-loader.ts) until the app takes the page over. */
    healthsproutEarly?: EarlyPresses & { appArrived?: boolean };
  }
}

/** Tells the page's loader that the app has arrived: presses go to the app from now on. */
export function appArrived(): void {
  if (window.healthsproutEarly) window.healthsproutEarly.appArrived = true;
}

/**
 * Whether the control marked `data-early-press={key}` was pressed before the app arrived; the
 * press is handed over once (the loader marked the control busy meanwhile, which this clears).
 */
export function takeEarlyPress(key: string): boolean {
  const early = window.healthsproutEarly;
  const index = early ? early.pressed.indexOf(key) : -1;
  if (!early || index < 0) return false;
  early.pressed.splice(index, 1);
  document.querySelector(`[data-early-press="${CSS.escape(key)}"]`)?.removeAttribute('aria-busy');
  return true;
}
