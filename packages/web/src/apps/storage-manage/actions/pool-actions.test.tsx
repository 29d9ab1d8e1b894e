import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { addAppTexts } from '../../../i18n/app-texts';
import { changeLanguage } from '../../../i18n/i18n';
import { useSessionStore } from '../../../session/session-store';
import { renderWithProviders, testSession } from '../../../shell/test/signed-in';
import { diskFixture, poolFixture } from '../data/storage-fixtures';
import { storageText } from '../storage-text';
import { PoolActions } from './pool-actions';

addAppTexts('storage', storageText);

const degraded = poolFixture({
  name: 'Mirror',
  status: 'degraded',
  missingNum: 1,
  system_disks: [
    { sn: 'S1', status: 'ok', raid10_gid: 0 },
    { sn: 'S2', status: 'missing', raid10_gid: 0 },
  ],
});

function signInAs(mainRole: 1 | 2) {
  act(() =>
    useSessionStore.getState().signIn({ ...testSession, mainRole, isMaster: mainRole === 1 ? 1 : 0 }, false),
  );
}

// The first render loads antd's styles, which takes seconds on a busy machine.
describe('PoolActions', { timeout: 30_000 }, () => {
  afterEach(() => act(() => useSessionStore.getState().clear('user')));

  it('shows repair as a button, disabled with its reason while no disk can replace the member', async () => {
    changeLanguage('zh-CN');
    signInAs(1);
    renderWithProviders(
      <div className="storage-manage">
        <PoolActions pool={degraded} info={{ pools: [degraded], cachePools: [], spares: [], disks: [] }} />
      </div>,
    );
    expect(screen.getByTestId('pool-action-repair-Mirror')).toBeDisabled();
    expect(screen.getByTestId('pool-action-repair-Mirror-why')).toHaveAttribute(
      'aria-label',
      '没有可作为替换盘的空闲硬盘（同类型且不小于存储池最小硬盘）',
    );
    fireEvent.click(screen.getByTestId('pool-actions-Mirror'));
    expect(await screen.findByTestId('pool-action-expand-Mirror-reason')).toHaveTextContent(
      '存储池不是正常状态，请先修复后再扩容',
    );
    expect(screen.getByTestId('pool-delete-Mirror')).toHaveAttribute('data-enabled', 'true');
  });

  it('enables repair once a free disk of the pool kind is there', () => {
    signInAs(1);
    renderWithProviders(
      <PoolActions
        pool={degraded}
        info={{ pools: [degraded], cachePools: [], spares: [], disks: [diskFixture({ sn: 'N1' })] }}
      />,
    );
    expect(screen.getByTestId('pool-action-repair-Mirror')).toBeEnabled();
  });

  it('gives the operations administrator every action disabled as master-only', async () => {
    changeLanguage('zh-CN');
    signInAs(2);
    renderWithProviders(
      <PoolActions
        pool={degraded}
        info={{ pools: [degraded], cachePools: [], spares: [], disks: [diskFixture()] }}
      />,
    );
    expect(screen.getByTestId('pool-action-repair-Mirror')).toBeDisabled();
    fireEvent.click(screen.getByTestId('pool-actions-Mirror'));
    expect(await screen.findByTestId('pool-delete-Mirror-reason')).toHaveTextContent(
      '只有超级管理员可以执行此操作',
    );
  });
});
