import { act, fireEvent, screen } from '@testing-library/react';

/** An outside click as antd sees it: mouse down and click on the wrapper of the newest modal with that testid. */
export function clickOutside(testId: string): void {
  const wrap = screen.getAllByTestId(testId).at(-1)?.closest('.ant-modal-wrap');
  if (!wrap) throw new Error(`no modal wrapper around ${testId}`);
  fireEvent.mouseDown(wrap);
  fireEvent.click(wrap);
}

/** Esc as antd sees it: a key down inside the newest modal with that testid. */
export function pressEscape(testId: string): void {
  const inside = screen.getAllByTestId(testId).at(-1);
  if (!inside) throw new Error(`no ${testId}`);
  fireEvent.keyDown(inside, { key: 'Escape' });
}

/** antd attaches some listeners (Esc, focus) in effects after the first paint; let them run. */
export async function settleEffects(): Promise<void> {
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}
