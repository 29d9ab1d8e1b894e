import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Role } from '@coffer/contract';
import { addAppTexts } from '../../../i18n/app-texts';
import { useSessionStore } from '../../../session/session-store';
import { envelope, installFakeDaemon, type SeenRequest } from '../../../test/fake-daemon';
import { Providers, queryClient } from '../../../test/providers';
import { signInAs } from '../../../test/sign-in-as';
import { diskFixture, poolFixture } from '../data/storage-fixtures';
import { storageText } from '../storage-text';
import CreatePoolWizard from './create-pool-wizard';
import { initialWizardState } from './wizard-state';
import { useWizardStore } from './wizard-store';

addAppTexts('storage', storageText);

const TiB = 1024 ** 4;
const GiB = 1024 ** 3;

/** Two free 4 TiB disks, a disk of the pool "Archive", and a disk 1 MiB under the 100 GiB minimum. */
const DISKS = [
  diskFixture({ sn: 'S1', pos: 1, total_size: 4 * TiB }),
  diskFixture({ sn: 'S2', pos: 2, total_size: 4 * TiB }),
  diskFixture({ sn: 'S3', pos: 3, total_size: 4 * TiB, role: 1, pid: 'pool-a' }),
  diskFixture({ sn: 'S4', pos: 4, total_size: 100 * GiB - 1024 ** 2 }),
];

/**
 * The daemon: its name check answers the default name; verify refuses too few disks and the taken
 * name "Archive" (C102017), as exec would.
 */
function daemon() {
  return installFakeDaemon({
    'POST /zspool/info': envelope({
      zspool: {
        normal: [poolFixture({ id: 'pool-a', name: 'Archive', disk_list: ['S3'] })],
        super: [],
        cache: [],
      },
      spare: { normal: [], super: [] },
    }),
    'POST /zspool/disk/list': envelope({ disks: DISKS }),
    'POST /zspool/format/check': (request: SeenRequest) =>
      envelope({ name: String(request.json?.name ?? ''), defaultName: 'SATA1' }),
    'POST /zspool/format/verify': (request: SeenRequest) => {
      const sys = (request.json?.sys ?? []) as string[];
      const problems = [];
      if (sys.length < 2)
        problems.push({ field: 'sys', code: 'C102003', message: `还需要${2 - sys.length}块硬盘组成存储池` });
      if (String(request.json?.name).toLowerCase() === 'archive')
        problems.push({ field: 'name', code: 'C102017', message: '存储池名称已存在' });
      return envelope({ problems });
    },
  });
}

function showDiskStep() {
  signInAs(Role.master);
  act(() =>
    useWizardStore.setState({
      open: true,
      state: { ...initialWizardState('protsata', 'raid1'), step: 'disks' },
    }),
  );
  render(
    <Providers>
      <CreatePoolWizard />
    </Providers>,
  );
}

const next = () => screen.getByTestId('create-next');
const status = () => screen.getByTestId('create-disk-status');

// antd's tables in jsdom are slow on a busy machine: the waits are generous, the assertions exact.
const WAIT = { timeout: 15_000 };

describe('the create-pool wizard’s disk step', { timeout: 90_000 }, () => {
  afterEach(() => {
    act(() => {
      useWizardStore.getState().close();
      useSessionStore.getState().clear();
    });
    queryClient.clear();
    vi.unstubAllGlobals();
  });

  it('offers the free disks, says why the others cannot be chosen, and counts what is missing', async () => {
    daemon();
    showDiskStep();

    expect(await screen.findByTestId('create-disk-S1', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByTestId('create-disk-note-S3')).toHaveTextContent('已在存储池“Archive”中');
    expect(screen.getByTestId('create-disk-note-S4')).toHaveTextContent('所选硬盘容量应大于等于100GB');
    expect(screen.getByTestId('create-disk-check-S3')).toBeDisabled();
    expect(screen.getByTestId('create-disk-check-S4')).toBeDisabled();
    expect(status()).toHaveTextContent('还需要2块硬盘组成存储池');
    expect(next()).toBeDisabled();

    fireEvent.click(screen.getByTestId('create-disk-S4'));
    expect(status()).toHaveTextContent('还需要2块硬盘组成存储池');

    fireEvent.click(screen.getByTestId('create-disk-check-S1'));
    expect(status()).toHaveTextContent('还需要1块硬盘组成存储池');
    expect(next()).toBeDisabled();

    fireEvent.click(screen.getByTestId('create-disk-S2'));
    expect(status()).toHaveTextContent('预计可用空间：4TB');
    expect(screen.queryByTestId('create-problem')).toBeNull();
  });

  it('fills in the daemon’s default name and goes on once the daemon accepts it', async () => {
    const { seen } = daemon();
    showDiskStep();

    await waitFor(() => expect(screen.getByTestId('create-name')).toHaveValue('SATA1'), WAIT);
    fireEvent.click(await screen.findByTestId('create-disk-check-S1', {}, WAIT));
    fireEvent.click(screen.getByTestId('create-disk-check-S2'));
    await waitFor(() => expect(next()).toBeEnabled(), WAIT);
    const verified = seen.filter((request) => request.path === '/zspool/format/verify').at(-1)?.json;
    expect(verified).toMatchObject({ action: 'new', protocol: 'protsata', raidtype: 'raid1', name: 'SATA1' });
    expect(verified?.sys).toEqual(['S1', 'S2']);

    fireEvent.click(next());
    expect(await screen.findByTestId('create-step-spare', {}, WAIT)).toBeInTheDocument();
  });

  it('shows the daemon’s refusal of a name and keeps the step from going on', async () => {
    daemon();
    showDiskStep();

    fireEvent.click(await screen.findByTestId('create-disk-check-S1', {}, WAIT));
    fireEvent.click(screen.getByTestId('create-disk-check-S2'));
    await waitFor(() => expect(screen.getByTestId('create-name')).toHaveValue('SATA1'), WAIT);
    fireEvent.change(screen.getByTestId('create-name'), { target: { value: 'archive' } });

    expect(await screen.findByTestId('create-name-error', {}, WAIT)).toHaveTextContent('存储池名称已存在');
    expect(next()).toBeDisabled();
    expect(screen.getByTestId('create-next-reason')).toHaveAttribute('data-reason', '存储池名称已存在');

    fireEvent.change(screen.getByTestId('create-name'), { target: { value: '' } });
    expect(screen.getByTestId('create-name-error')).toHaveTextContent('请输入存储池名称');
    expect(next()).toBeDisabled();
  });
});
