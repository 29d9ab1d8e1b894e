import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PasswordEvent, Role } from '@coffer/contract';
import { useSessionStore } from '../../session/session-store';
import { envelope, installFakeDaemon } from '../../test/fake-daemon';
import { Providers } from '../../test/providers';
import { signInAs } from '../../test/sign-in-as';
import { dialogs } from '../dialogs/dialogs';
import { readConfirmData } from './confirm-data';
import { extmountRoute } from './confirm-options';
import { ConfirmOverlay } from './confirm-overlay';

/** Mode B: sata2 missing, a disk in sata3; `isused` says whether it carries data. */
function modeB(isused: 0 | 1) {
  return {
    action: 'confirm',
    mode: 'B',
    options: ['recover', 'extmountdisk', 'ignore'],
    pools: [{ id: 'p1', name: 'Mirror', missing: ['OLD2'] }],
    dev: ['NEW3'],
    new: {
      disksGroup: [
        { position: 1, sn: 'OLD1', isused: 1 },
        { position: 3, sn: 'NEW3', isused },
      ],
    },
  };
}

const EXTERNAL_DISK = {
  dev: '/dev/loop7',
  slot: 'sata3',
  devType: 'sata',
  serial: 'NEW3',
  model: null,
  sizeBytes: 128 * 2 ** 30,
  partitions: [],
};

function show(data: Record<string, unknown>) {
  render(
    <Providers>
      <ConfirmOverlay data={data} disks={[]} onOpenStorage={vi.fn()} />
    </Providers>,
  );
  fireEvent.click(screen.getByTestId('overlay-confirm-next'));
  fireEvent.click(screen.getByTestId('overlay-choice-extmountdisk'));
}

describe('extmountdisk routing', () => {
  it('formats first when a new disk is blank, confirms at once when every one carries data', () => {
    expect(extmountRoute(readConfirmData(modeB(0)).newDisks)).toBe('format');
    expect(extmountRoute(readConfirmData(modeB(1)).newDisks)).toBe('confirm');
    // A disk the daemon says nothing about is taken for used: nothing is formatted on a guess.
    expect(extmountRoute(readConfirmData({ dev: ['X'] }).newDisks)).toBe('confirm');
  });
});

describe('the confirm overlay’s step 2 (external-disk set-up)', () => {
  beforeEach(() => act(() => signInAs(Role.master)));
  afterEach(() => {
    act(() => useSessionStore.getState().clear());
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('a disk with a filesystem: the choice confirms at once, no step 2', async () => {
    const daemon = installFakeDaemon({
      'POST /zspool/confirm': envelope({ id: 'p1', has_mount: 1, status: 'degraded' }),
    });
    show(modeB(1));
    expect(screen.queryByTestId('overlay-external-setup')).toBeNull();
    await waitFor(() =>
      expect(daemon.seen.find((request) => request.path === '/zspool/confirm')?.json).toMatchObject({
        id: 'p1',
        option: 'extmountdisk',
      }),
    );
  });

  it('a blank disk: requires the one-partition box, then confirms and formats the disk', async () => {
    const daemon = installFakeDaemon({
      'POST /zspool/confirm': envelope({ id: 'p1', has_mount: 1, status: 'degraded' }),
      'POST /zspool/external/list': envelope({ disks: [EXTERNAL_DISK] }),
      'POST /zspool/external/format': envelope({ jobId: 'job-9' }),
    });
    const password = vi.spyOn(dialogs, 'adminPasswordConfirm').mockResolvedValue(true);
    show(modeB(0));
    expect(screen.getByTestId('overlay-confirm-step-2')).toBeInTheDocument();
    expect(screen.getByTestId('overlay-external-disk')).toHaveTextContent('NEW3');
    // The storage manager's list, its first file system chosen.
    expect(screen.getByTestId('overlay-external-fs-ext4')).toBeInTheDocument();
    expect(screen.getByTestId('overlay-external-fs-ntfs')).toBeInTheDocument();

    const start = screen.getByTestId('overlay-external-start');
    expect(start).toBeDisabled();
    fireEvent.submit(screen.getByTestId('overlay-external-label'));
    expect(password).not.toHaveBeenCalled();

    fireEvent.change(screen.getByTestId('overlay-external-label'), { target: { value: 'a/b' } });
    fireEvent.click(screen.getByTestId('overlay-external-fs-fat32'));
    expect(screen.getAllByTestId('overlay-external-label-problem').length).toBeGreaterThan(0);
    fireEvent.change(screen.getByTestId('overlay-external-label'), { target: { value: 'Spare' } });
    fireEvent.click(screen.getByTestId('overlay-external-fs-ext4'));
    fireEvent.click(screen.getByTestId('overlay-external-agree'));
    expect(screen.getByTestId('overlay-external-start')).toBeEnabled();
    fireEvent.click(screen.getByTestId('overlay-external-start'));

    await waitFor(() =>
      expect(daemon.seen.map((request) => request.path)).toEqual([
        '/zspool/confirm',
        '/zspool/external/list',
        '/zspool/external/format',
      ]),
    );
    expect(password).toHaveBeenCalledWith({ eventName: PasswordEvent.storageFormat });
    expect(daemon.seen[0]!.json).toMatchObject({ id: 'p1', option: 'extmountdisk', dev: ['NEW3'] });
    expect(daemon.seen[2]!.json).toMatchObject({ dev: '/dev/loop7', fs: 'ext4', label: 'Spare' });
  });

  it('with a used and a blank new disk, both become external and only the blank one is formatted', async () => {
    const daemon = installFakeDaemon({
      'POST /zspool/confirm': envelope({ id: 'p1', has_mount: 1, status: 'degraded' }),
      'POST /zspool/external/list': envelope({
        disks: [EXTERNAL_DISK, { ...EXTERNAL_DISK, dev: '/dev/loop8', slot: 'sata4', serial: 'USED4' }],
      }),
      'POST /zspool/external/format': envelope({ jobId: 'job-9' }),
    });
    vi.spyOn(dialogs, 'adminPasswordConfirm').mockResolvedValue(true);
    const data = modeB(0);
    show({
      ...data,
      dev: ['NEW3', 'USED4'],
      new: { disksGroup: [...data.new.disksGroup, { position: 4, sn: 'USED4', isused: 1 }] },
    });
    expect(screen.getAllByTestId('overlay-external-disk')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('overlay-external-agree'));
    fireEvent.click(screen.getByTestId('overlay-external-start'));
    await waitFor(() => expect(daemon.seen).toHaveLength(3));
    expect(daemon.seen[0]!.json).toMatchObject({ option: 'extmountdisk', dev: ['NEW3', 'USED4'] });
    expect(daemon.seen[2]!.json).toMatchObject({ dev: '/dev/loop7' });
  });

  it('shows the daemon’s refusal in place, and goes back to the choices', async () => {
    installFakeDaemon({ 'POST /zspool/confirm': envelope(null, 'C105006', '不是新插入的硬盘') });
    vi.spyOn(dialogs, 'adminPasswordConfirm').mockResolvedValue(true);
    show(modeB(0));
    fireEvent.click(screen.getByTestId('overlay-external-agree'));
    fireEvent.click(screen.getByTestId('overlay-external-start'));
    expect(await screen.findByTestId('overlay-external-error')).toHaveTextContent('不是新插入的硬盘');
    fireEvent.click(screen.getByTestId('overlay-external-back'));
    expect(screen.getByTestId('overlay-choices')).toBeInTheDocument();
  });
});
