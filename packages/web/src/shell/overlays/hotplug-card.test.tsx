import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../test/providers';
import { HotplugCard } from './hotplug-card';
import type { HotplugNotice } from './hotplug-notice';

const disk = { sn: 'CVD0002', pos: 2, devType: 'sata', size: 4 * 2 ** 40 };

function show(notice: HotplugNotice, mayHandleDisks = true) {
  const onClose = vi.fn();
  render(
    <Providers>
      <HotplugCard notice={notice} mayHandleDisks={mayHandleDisks} onClose={onClose} />
    </Providers>,
  );
  return { onClose };
}

describe('HotplugCard', () => {
  it('tells the master a pool’s disk is missing and offers the shut-down', () => {
    show({ kind: 'removed', disk, variant: 'member' });
    expect(screen.getByRole('region', { name: '硬盘已拔出' })).toHaveTextContent(
      '主盘位 2的硬盘（序列号 CVD0002）已拔出。',
    );
    expect(screen.getByTestId('overlay-hotplug-text')).toHaveTextContent('请关机检查硬盘');
    expect(screen.getByTestId('overlay-hotplug-shutdown')).toBeInTheDocument();
  });

  it('offers the restart during a recovery', () => {
    show({ kind: 'removed', disk, variant: 'recovering' });
    expect(screen.getByTestId('overlay-hotplug-reboot')).toBeInTheDocument();
  });

  it('gives the operations administrator the text alone', () => {
    show({ kind: 'removed', disk, variant: 'memberOps' }, false);
    expect(screen.getByTestId('overlay-hotplug-text')).toHaveTextContent('请联系超级管理员');
    expect(screen.queryByTestId('overlay-hotplug-shutdown')).toBeNull();
  });

  it('lets an ordinary user sign out or close it', () => {
    const { onClose } = show({ kind: 'removed', disk, variant: 'wait' }, false);
    expect(screen.getByTestId('overlay-hotplug-text')).toHaveTextContent('请等待管理员处理');
    expect(screen.getByTestId('overlay-sign-out')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('overlay-hotplug-close'));
    expect(onClose).toHaveBeenCalled();
  });

  it('says where and how big an inserted disk is, and that the super administrator decides', () => {
    show({ kind: 'added', disk }, false);
    expect(screen.getByRole('region', { name: '新硬盘已插入' })).toHaveTextContent(
      '主盘位 2插入了一块 4TB 的硬盘（序列号 CVD0002）。',
    );
    expect(screen.getByText('超级管理员将决定如何使用它。')).toBeInTheDocument();
  });
});
