import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Role } from '@coffer/contract';
import { addAppTexts } from '../../../i18n/app-texts';
import { useSessionStore } from '../../../session/session-store';
import { envelope, installFakeDaemon, type SeenRequest } from '../../../test/fake-daemon';
import { Providers, queryClient } from '../../../test/providers';
import { signInAs } from '../../../test/sign-in-as';
import { diskFixture } from '../data/storage-fixtures';
import { storageText } from '../storage-text';
import CreatePoolWizard from './create-pool-wizard';
import { initialWizardState } from './wizard-state';
import { useWizardStore } from './wizard-store';

addAppTexts('storage', storageText);

// The shared dialogs are the page's (DialogHost); here the user's answers to them are given.
const answers = vi.hoisted(() => ({ password: true, confirm: true, asked: [] as string[] }));
vi.mock('../../../shell/dialogs/use-dialogs', () => ({
  useDialogs: () => ({
    adminPasswordConfirm: async ({ eventName }: { eventName: string }) => {
      answers.asked.push(eventName);
      return answers.password;
    },
    confirm: async () => (answers.confirm ? { marked: false, skipped: false } : false),
  }),
}));

const TiB = 1024 ** 4;
const WAIT = { timeout: 15_000 };

const job = (change: Record<string, unknown>) => ({
  id: 'job-1',
  kind: 'format',
  poolId: 'pool-new',
  state: 'running',
  percent: 30,
  description: 'formatting',
  errorCode: null,
  errorMessage: null,
  createdAt: 1,
  finishedAt: null,
  ...change,
});

/**
 * A daemon whose exec answers `exec`, whose format job reads `status` at each call, and whose verify
 * finds `problems`.
 */
function daemon(exec: unknown, status: () => unknown, problems: unknown[] = []) {
  return installFakeDaemon({
    'POST /zspool/info': envelope({
      zspool: { normal: [], super: [], cache: [] },
      spare: { normal: [], super: [] },
    }),
    'POST /zspool/disk/list': envelope({
      disks: [
        diskFixture({ sn: 'S1', pos: 1, total_size: 4 * TiB }),
        diskFixture({ sn: 'S2', pos: 2, total_size: 4 * TiB }),
      ],
    }),
    'POST /zspool/format/check': (request: SeenRequest) =>
      envelope({ name: String(request.json?.name), defaultName: 'SATA1' }),
    'POST /zspool/format/verify': envelope({ problems }),
    'POST /zspool/format/prepare': envelope({
      step: 'prepare',
      action: 'new',
      protocol: 'protsata',
      mode: 'raid1',
      needEncrypt: 0,
    }),
    'POST /zspool/format/smarttest': envelope({ step: 'formatting', jobId: null, skipped: 1 }),
    'POST /zspool/format/exec': exec,
    'POST /zspool/format/status': () => envelope(status()),
    'POST /zspool/format/cancel': envelope({ cancelled: 1, jobId: 'job-1' }),
  });
}

/** The wizard on its confirm step for a RAID1 "Media" of S1 and S2, the erasure acknowledged. */
async function atConfirm() {
  signInAs(Role.master);
  act(() =>
    useWizardStore.setState({
      open: true,
      state: {
        ...initialWizardState('protsata', 'raid1'),
        step: 'confirm',
        disks: ['S1', 'S2'],
        name: 'Media',
        nameDefaulted: true,
        eraseUnderstood: true,
      },
    }),
  );
  render(
    <Providers>
      <CreatePoolWizard />
    </Providers>,
  );
  await waitFor(() => expect(screen.getByTestId('create-start')).toBeEnabled(), WAIT);
}

const paths = (seen: SeenRequest[]) => seen.map((request) => request.path);

describe('the create-pool wizard’s flow', { timeout: 90_000 }, () => {
  afterEach(() => {
    act(() => {
      useWizardStore.getState().close();
      useSessionStore.getState().clear();
    });
    answers.password = true;
    answers.confirm = true;
    answers.asked = [];
    queryClient.clear();
    vi.unstubAllGlobals();
  });

  it('prepares, asks the password, formats; a failed format says why and retries from confirm', async () => {
    const { seen } = daemon(envelope({ jobId: 'job-1', poolId: 'pool-new' }), () =>
      job({
        state: 'failed',
        errorCode: 'C104005',
        errorMessage: 'Formatting failed: ERROR: unable to open /dev/loop9',
      }),
    );
    await atConfirm();

    fireEvent.click(screen.getByTestId('create-start'));

    expect(await screen.findByTestId('create-failure-reason', {}, WAIT)).toHaveTextContent(
      '格式化失败原因：ERROR: unable to open /dev/loop9',
    );
    expect(answers.asked).toEqual(['StorageFormat']);
    const flow = paths(seen).filter(
      (path) =>
        path.startsWith('/zspool/format/') &&
        !['/zspool/format/check', '/zspool/format/verify'].includes(path),
    );
    expect(flow.slice(0, 4)).toEqual([
      '/zspool/format/prepare',
      '/zspool/format/smarttest',
      '/zspool/format/exec',
      '/zspool/format/status',
    ]);
    const prepared = seen.find((request) => request.path === '/zspool/format/prepare')?.json;
    expect(JSON.parse(String(prepared?.redundant))).toEqual({
      mode: 'raid1',
      needEncrypt: 0,
      pwd: '',
      pwdTips: '',
    });
    expect(seen.find((request) => request.path === '/zspool/format/exec')?.json).toMatchObject({
      action: 'new',
      protocol: 'protsata',
      raidtype: 'raid1',
      name: 'Media',
      sys: ['S1', 'S2'],
      spare: [],
    });

    fireEvent.click(screen.getByTestId('create-retry'));
    expect(await screen.findByTestId('create-step-confirm', {}, WAIT)).toBeInTheDocument();
  });

  it('shows the engine’s refusal of any new pool before the first step (STOR-POOL-09)', async () => {
    const blocked = '新建存储池失败，请至少恢复一个存储池到可用状态，或删除所有存储池重启设备后重试。';
    daemon(envelope(null, 'C102044', blocked), () => null, [
      { field: '', code: 'C102044', message: blocked },
    ]);
    signInAs(Role.master);
    act(() => useWizardStore.setState({ open: true, state: initialWizardState('protsata', 'raid1') }));
    render(
      <Providers>
        <CreatePoolWizard />
      </Providers>,
    );

    expect(await screen.findByTestId('create-blocked', {}, WAIT)).toHaveTextContent(blocked);
    expect(screen.getByTestId('create-next')).toBeDisabled();
    expect(screen.getByTestId('create-next-reason')).toHaveAttribute('data-reason', blocked);
  });

  it('stays on the confirm step with the daemon’s message when formatting cannot start (N300008)', async () => {
    const { seen } = daemon(envelope(null, 'N300008', '无法开始格式化'), () => null);
    await atConfirm();

    fireEvent.click(screen.getByTestId('create-start'));

    expect(await screen.findByTestId('create-start-error', {}, WAIT)).toHaveTextContent('无法开始格式化');
    expect(screen.getByTestId('create-wizard')).toHaveAttribute('data-step', 'confirm');
    expect(paths(seen)).not.toContain('/zspool/format/status');
  });

  it('formats nothing when the administrator password is not given', async () => {
    answers.password = false;
    const { seen } = daemon(envelope({ jobId: 'job-1', poolId: 'pool-new' }), () => job({}));
    await atConfirm();

    fireEvent.click(screen.getByTestId('create-start'));

    await waitFor(() => expect(answers.asked).toEqual(['StorageFormat']), WAIT);
    await waitFor(() => expect(screen.getByTestId('create-start')).not.toHaveClass('ant-btn-loading'), WAIT);
    expect(paths(seen)).not.toContain('/zspool/format/exec');
    expect(screen.getByTestId('create-wizard')).toHaveAttribute('data-step', 'confirm');
  });

  it('asks before closing while the job runs, then cancels it', async () => {
    const { seen } = daemon(envelope({ jobId: 'job-1', poolId: 'pool-new' }), () => job({}));
    await atConfirm();
    fireEvent.click(screen.getByTestId('create-start'));
    expect(await screen.findByTestId('create-step-progress', {}, WAIT)).toBeInTheDocument();
    await waitFor(
      () => expect(screen.getByTestId('create-progress')).toHaveAttribute('data-step', 'formatting'),
      WAIT,
    );

    answers.confirm = false;
    fireEvent.click(screen.getByTestId('create-stop'));
    await waitFor(() => expect(useWizardStore.getState().state.step).toBe('progress'), WAIT);
    expect(paths(seen)).not.toContain('/zspool/format/cancel');

    answers.confirm = true;
    fireEvent.click(screen.getByTestId('create-stop'));
    await waitFor(() => expect(useWizardStore.getState().open).toBe(false), WAIT);
    expect(paths(seen)).toContain('/zspool/format/cancel');
  });
});
