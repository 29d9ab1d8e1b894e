import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../test/providers';
import { ConfirmOverlay } from './confirm-overlay';

const modeH = {
  action: 'confirm',
  mode: 'H',
  options: ['dilate', 'mount', 'ignore'],
  pools: [{ id: 'p1', name: 'Mirror', missing: [] }],
  dev: ['NEW1'],
};

function show(onLater?: () => void) {
  render(
    <Providers>
      <ConfirmOverlay data={modeH} disks={[]} onOpenStorage={vi.fn()} onLater={onLater} />
    </Providers>,
  );
}

describe('ConfirmOverlay', () => {
  it('opened from the new-disk card, offers a plain "later" on both steps', () => {
    const onLater = vi.fn();
    show(onLater);
    fireEvent.click(screen.getByRole('button', { name: '稍后处理' }));
    expect(onLater).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByTestId('overlay-confirm-next'));
    expect(screen.getByTestId('overlay-choices')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('overlay-confirm-later'));
    expect(onLater).toHaveBeenCalledTimes(2);
  });

  it('has no "later" while a pool waits for the decision', () => {
    show();
    expect(screen.queryByTestId('overlay-confirm-later')).toBeNull();
    fireEvent.click(screen.getByTestId('overlay-confirm-next'));
    expect(screen.queryByTestId('overlay-confirm-later')).toBeNull();
  });
});
