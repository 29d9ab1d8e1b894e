import { useEffect, useEffectEvent } from 'react';

/** Elements whose own Enter behaviour must win: a focused button already clicks itself. */
function handlesEnterItself(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return Boolean(target.closest('button, a, textarea, [role="button"]'));
}

/** DLG-12: Enter confirms the dialog while it is the top one. */
export function useEnterKey(active: boolean, onEnter: () => void): void {
  const handleEnter = useEffectEvent(onEnter);
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.isComposing || event.repeat) return;
      if (handlesEnterItself(event.target)) return;
      event.preventDefault();
      handleEnter();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active]);
}
