import { Role, type SystemAlertInfo } from '@coffer/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../test/providers';
import { SystemAlertDialog } from './system-alert-dialog';

const hot: SystemAlertInfo = {
  id: 'temperature-x-1',
  kind: 'temperature',
  level: 'warning',
  area: 'main',
  subject: { type: 'disk', sn: 'CVD0001', pos: 3, model: 'HDD' },
  measured: 61.1,
  limit: 60,
  needsRisk: true,
  acknowledged: false,
  closed: false,
  since: 1,
};

function show(alerts: SystemAlertInfo[], role: (typeof Role)[keyof typeof Role]) {
  const acknowledge = vi.fn(async () => true);
  const closeForMe = vi.fn(async () => true);
  const onOpenStorage = vi.fn();
  const view = render(
    <Providers>
      <SystemAlertDialog
        alerts={alerts}
        role={role}
        acknowledge={acknowledge}
        closeForMe={closeForMe}
        onOpenStorage={onOpenStorage}
      />
    </Providers>,
  );
  return { acknowledge, closeForMe, onOpenStorage, view };
}

describe('SystemAlertDialog', () => {
  it('shows the master the disk, the average against the limit, and acknowledges once the risk is ticked', async () => {
    const { acknowledge } = show([hot], Role.master);
    expect(screen.getByTestId('system-alert-body')).toHaveTextContent(
      '主盘位 3的硬盘（序列号 CVD0001）近 2 小时的平均温度为 61.1 °C，超过了 60 °C 的上限。',
    );
    const button = screen.getByRole('button', { name: '我知道了' });
    expect(button).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: '我已了解风险' }));
    expect(button).toBeEnabled();
    await act(async () => fireEvent.click(button));
    expect(acknowledge).toHaveBeenCalledWith('temperature-x-1');
    expect(screen.queryByTestId('system-alert')).toBeNull();
  });

  it('tells the daemon when a person closes it, and shows the next alert', () => {
    const { closeForMe, acknowledge } = show([hot, { ...hot, id: 'smart-x-2', kind: 'smart' }], Role.user);
    expect(screen.getByTestId('system-alert')).toHaveAttribute('data-id', 'temperature-x-1');
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(closeForMe).toHaveBeenCalledWith('temperature-x-1');
    expect(acknowledge).not.toHaveBeenCalled();
    expect(screen.getByTestId('system-alert')).toHaveAttribute('data-id', 'smart-x-2');
  });

  it('does not open an alert the poll says this person closed, but opens its new occurrence', () => {
    const { view } = show([{ ...hot, closed: true }], Role.user);
    expect(screen.queryByTestId('system-alert')).toBeNull();
    view.rerender(
      <Providers>
        <SystemAlertDialog alerts={[{ ...hot, id: 'temperature-x-3' }]} role={Role.user} />
      </Providers>,
    );
    expect(screen.getByTestId('system-alert')).toHaveAttribute('data-id', 'temperature-x-3');
  });

  it('tells an ordinary user to contact the administrator, without the serial, and closes', () => {
    show([{ ...hot, subject: null }], Role.user);
    expect(screen.getByTestId('system-alert-user')).toHaveTextContent('请联系管理员');
    expect(screen.getByTestId('system-alert')).not.toHaveTextContent('CVD0001');
    expect(screen.queryByRole('checkbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByTestId('system-alert')).toBeNull();
  });

  it('shows nothing when every alert is acknowledged', () => {
    show([{ ...hot, acknowledged: true }], Role.master);
    expect(screen.queryByTestId('system-alert')).toBeNull();
  });

  it('gives the operations administrator the facts and a close button, not the acknowledgement', () => {
    const { onOpenStorage } = show(
      [hot, { ...hot, id: 'smart-x-2', kind: 'smart', measured: 'fault', limit: null }],
      Role.devOps,
    );
    expect(screen.getByText('只有超级管理员可以确认此提醒。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '我知道了' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '前往存储管理' }));
    expect(onOpenStorage).toHaveBeenCalledWith('/storageManage/diskPage');
    expect(screen.getByTestId('system-alert-body')).toHaveTextContent('SMART 检测结果为“故障”');
  });
});
