// The product's toasts. Sonner is loaded with the first toast, so a page that never shows one
// never downloads it; the host (app/toaster-host.tsx) mounts the Toaster on demand. When its code
// does not arrive (a dropped connection), each toast is still shown, as a plain message.

export type ToastKind = 'success' | 'error';

export interface ToastRequest {
  kind: ToastKind;
  title: string;
  description?: string;
}

/** How long the product's toasts stay (docs/product.md §9). */
export const TOAST_MS = 5000;

type Listener = () => void;
const listeners = new Set<Listener>();
let wanted = false;
let settleToaster: (mounted: boolean) => void = () => {};
/** Whether sonner's Toaster mounted (true) or its code did not arrive (false). */
const toasterReady = new Promise<boolean>((resolve) => {
  settleToaster = resolve;
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
  settleToaster(true);
}

/** Called by the host when the Toaster's code did not arrive: toasts show as plain messages. */
export function toasterUnavailable(): void {
  settleToaster(false);
}

export interface PlainToast extends ToastRequest {
  id: number;
}

let plain: readonly PlainToast[] = [];
let plainId = 0;
const plainListeners = new Set<Listener>();

/** The toasts shown as plain messages (without sonner), newest last. */
export function plainToasts(): readonly PlainToast[] {
  return plain;
}

export function subscribePlainToasts(listener: Listener): () => void {
  plainListeners.add(listener);
  return () => plainListeners.delete(listener);
}

function setPlain(next: readonly PlainToast[]) {
  plain = next;
  plainListeners.forEach((listener) => listener());
}

/** Shows `request` as a plain message for as long as a toast would stay. */
function showPlain(request: ToastRequest) {
  const toast = { ...request, id: (plainId += 1) };
  setPlain([...plain, toast]);
  window.setTimeout(() => setPlain(plain.filter((shown) => shown.id !== toast.id)), TOAST_MS);
}

/** Shows a toast; resolves once sonner (or, when its code did not arrive, a plain message) has it. Never rejects. */
export async function notify(request: ToastRequest): Promise<void> {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  if (await toasterReady) {
    try {
      const { toast } = await import('sonner');
      toast[request.kind](request.title, { description: request.description, duration: TOAST_MS });
      return;
    } catch {
      // The connection dropped between the Toaster's code and sonner's: shown plainly below.
    }
  }
  showPlain(request);
}
