// The product's toasts. Sonner is loaded with the first toast, so a page that never shows one
// never downloads it; the host (app/toaster-host.tsx) mounts the Toaster on demand.

export type ToastKind = 'success' | 'error';

export interface ToastRequest {
  kind: ToastKind;
  title: string;
  description?: string;
}

/** How long the product's toasts stay (SPEC.md §9). */
export const TOAST_MS = 5000;

type Listener = () => void;
const listeners = new Set<Listener>();
let wanted = false;
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Whether any toast has been asked for yet (the host mounts the Toaster from then on). */
export function toastsWanted(): boolean {
  return wanted;
}

export function subscribeToastsWanted(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the Toaster once it listens, so that no early toast is lost. */
export function toasterMounted(): void {
  markMounted();
}

/** Shows a toast; resolves once sonner has it. */
export async function notify(request: ToastRequest): Promise<void> {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  const [{ toast }] = await Promise.all([import('sonner'), mounted]);
  toast[request.kind](request.title, { description: request.description, duration: TOAST_MS });
}
