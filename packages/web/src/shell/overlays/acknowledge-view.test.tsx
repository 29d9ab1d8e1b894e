import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Providers } from '../../test/providers';
import { AcknowledgeView } from './acknowledge-view';

function setup() {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <Providers>
      <AcknowledgeView busy={false} error="" onConfirm={onConfirm} onCancel={onCancel} />
    </Providers>,
  );
  return { onConfirm, onCancel };
}

describe('AcknowledgeView', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps the box disabled for 10 s, saying why, and confirms only once it is ticked', async () => {
    const { onConfirm } = setup();
    const checkbox = screen.getByTestId('overlay-acknowledge-checkbox');
    expect(checkbox).toBeDisabled();
    expect(screen.getByTestId('overlay-acknowledge-checkbox-reason')).toHaveTextContent('10 秒后可勾选');
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(checkbox).toBeDisabled();
    expect(screen.getByTestId('overlay-countdown')).toHaveTextContent('请阅读提示（1 秒）');
    fireEvent.keyDown(document, { key: 'Enter' });
    expect(onConfirm).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(checkbox).toBeEnabled();
    expect(screen.getByTestId('overlay-acknowledge-ok')).toBeDisabled();
    expect(screen.getByTestId('overlay-acknowledge-ok-reason')).toHaveTextContent('请先勾选确认框');
    fireEvent.click(checkbox);
    expect(screen.getByTestId('overlay-acknowledge-ok')).toBeEnabled();
    fireEvent.keyDown(document, { key: 'Enter' });
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('goes back on Escape', () => {
    const { onCancel } = setup();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
