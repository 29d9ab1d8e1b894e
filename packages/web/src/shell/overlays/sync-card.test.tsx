import { Role, type MainRole, type StorageSync, type SystemAlertInfo } from '@coffer/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../test/providers';
import { SyncCard } from './sync-card';

const recovering: StorageSync = {
  status: 'busy',
  usr: [{ id: 'p1', name: 'Mirror', action: 'recover', kind: 'recover', progress: 42, remain: 90_061 }],
};
const failed: StorageSync = {
  status: 'ok',
  usr: [
    { id: 'p1', name: 'Mirror', action: 'fail', kind: 'recover', progress: 63, remain: 0, code: 'C106002' },
  ],
};
const alert: SystemAlertInfo = {
  id: 'raidsync-a-1',
  kind: 'raidsync',
  level: 'info',
  area: 'main',
  subject: { type: 'pool', id: 'p1', name: 'Mirror' },
  measured: 0.42,
  limit: null,
  needsRisk: true,
  acknowledged: false,
  closed: false,
  since: 1,
};

function show(sync: StorageSync, role: MainRole, alerts: SystemAlertInfo[] = []) {
  const acknowledge = vi.fn(async () => true);
  const onClose = vi.fn();
  const onOpenStorage = vi.fn();
  render(
    <Providers>
      <SyncCard
        sync={sync}
        role={role}
        alerts={alerts}
        acknowledge={acknowledge}
        onClose={onClose}
        onOpenStorage={onOpenStorage}
      />
    </Providers>,
  );
  return { acknowledge, onClose, onOpenStorage };
}

describe('SyncCard', () => {
  it('shows a recovery’s whole percent and the time left in days, hours and minutes', () => {
    show(recovering, Role.master);
    expect(screen.getByRole('region', { name: '正在恢复数据' })).toBeInTheDocument();
    expect(screen.getByTestId('overlay-sync-pool')).toHaveTextContent('存储池“Mirror”');
    expect(screen.getByTestId('overlay-sync-pool')).toHaveTextContent('恢复中');
    expect(screen.getByRole('progressbar', { name: '存储池“Mirror”的进度' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
    // 90 061 s: 1 day, 1 hour, 1 minute and 1 second, the minutes rounded up.
    expect(screen.getByTestId('overlay-sync-remaining')).toHaveTextContent('剩余时间约 1 天 1 小时 2 分钟');
    expect(screen.getByText(/请勿拔出硬盘或关机/)).toBeInTheDocument();
  });

  it('says the time is being estimated before the pace is known', () => {
    show({ ...recovering, usr: [{ ...recovering.usr[0]!, remain: 0 }] }, Role.master);
    expect(screen.getByTestId('overlay-sync-remaining')).toHaveTextContent('正在估算剩余时间');
  });

  it('lets the master acknowledge the RAID sync alert once the risk is ticked', async () => {
    const { acknowledge } = show(recovering, Role.master, [alert]);
    const button = screen.getByTestId('overlay-sync-acknowledge');
    expect(button).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: '我已了解风险' }));
    expect(button).toBeEnabled();
    await act(async () => {
      fireEvent.click(button);
    });
    expect(acknowledge).toHaveBeenCalledWith('raidsync-a-1');
    expect(screen.queryByTestId('overlay-sync-acknowledge')).toBeNull();
    // The progress stays after the acknowledgement.
    expect(screen.getByTestId('overlay-sync-progress')).toBeInTheDocument();
  });

  it('shows the operations administrator the same, read-only', () => {
    const { onOpenStorage } = show(recovering, Role.devOps, [alert]);
    expect(screen.queryByTestId('overlay-sync-acknowledge')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByText('只有超级管理员可以确认此提醒。')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('overlay-sync-storage'));
    expect(onOpenStorage).toHaveBeenCalled();
  });

  it('shows an ordinary user the progress and to turn to the administrator, nothing to act on', () => {
    const { onClose } = show(recovering, Role.user, [alert]);
    expect(screen.getByTestId('overlay-sync-progress')).toBeInTheDocument();
    expect(screen.getByTestId('overlay-wait-text')).toHaveTextContent('请联系管理员');
    expect(screen.queryByTestId('overlay-sync-storage')).toBeNull();
    expect(screen.queryByTestId('overlay-sync-acknowledge')).toBeNull();
    fireEvent.click(screen.getByTestId('overlay-sync-close'));
    expect(onClose).toHaveBeenCalled();
  });

  it('offers to keep using the disks without recovery, or the storage manager, after a failure', () => {
    const { onClose } = show(failed, Role.master);
    expect(screen.getByRole('region', { name: '数据恢复失败' })).toBeInTheDocument();
    expect(screen.getByTestId('overlay-sync-pool')).toHaveAttribute('data-action', 'fail');
    expect(screen.getByText(/没有冗余保护/)).toBeInTheDocument();
    expect(screen.getByText('错误代码：C106002')).toBeInTheDocument();
    expect(screen.queryByTestId('overlay-sync-remaining')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '继续使用硬盘，暂不恢复' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('overlay-sync-storage')).toBeInTheDocument();
  });
});
