import { useEffect, useState } from 'react';

/**
 * Which of `count` images a preview shows, stepped by its buttons (`step(-1)`, `step(1)`) and the
 * left and right arrow keys; `onStep` runs before another image is shown (e.g. back to "loading").
 */
export function usePreviewStep(count: number, start: number, onStep: () => void) {
  const [at, setAt] = useState(start);
  const step = (by: number) => {
    const next = Math.min(count - 1, Math.max(0, at + by));
    if (next === at) return;
    onStep();
    setAt(next);
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') step(-1);
      if (event.key === 'ArrowRight') step(1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
  return { at, step };
}
