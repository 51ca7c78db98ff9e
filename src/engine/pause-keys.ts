import { useEffect, useRef } from 'react';

/** P toggles pause (outside text fields) and hiding the tab pauses, while `enabled`. */
export function usePauseTriggers(enabled: boolean, onToggle: () => void, onHidden: () => void) {
  const handlers = useRef({ onToggle, onHidden });
  useEffect(() => {
    handlers.current = { onToggle, onHidden };
  });
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.key.toLowerCase() !== 'p' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (target?.closest('input[type="text"], input[type="email"], textarea, [contenteditable="true"]')) return;
      handlers.current.onToggle();
    };
    const onVisibility = () => document.hidden && handlers.current.onHidden();
    document.addEventListener('keydown', onKey);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [enabled]);
}
