import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Role, type PoolMessageInfo } from '@coffer/contract';
import { useSessionStore } from '../../session/session-store';
import { envelope, installFakeDaemon, type SeenRequest } from '../../test/fake-daemon';
import { Providers } from '../../test/providers';
import { signInAs } from '../../test/sign-in-as';
import { emitPush, emitPushRegistered } from '../push/push-bus';
import { NoticeCentre } from './notice-centre';
import { useNoticeStore } from './notice-store';
import { PushNoticeBridge } from './push-notice-bridge';
import { StoredNotices } from './stored-notices';

const DEGRADED: PoolMessageInfo = {
  id: 4,
  type: 'pool_msg',
  action: 'pool_msg',
  level: 'warning',
  pool_key: 'pool-1',
  time: 1_795_000_000,
  data: {
    event: 'pool_degraded',
    level: 'warning',
    name: 'Photos',
    missingNum: 1,
    errorNum: 0,
    key: 'health-pool-1',
  },
};

const JOB_DONE: PoolMessageInfo = {
  id: 5,
  type: 'pool_msg',
  action: 'pool_msg',
  level: 'info',
  pool_key: 'pool-1',
  time: 1_795_000_100,
  data: { event: 'job_done', level: 'info', job: 'scrub', jobId: 'j1', name: 'Photos', key: 'job-j1' },
};

function daemonWith(messages: PoolMessageInfo[]): SeenRequest[] {
  const { seen } = installFakeDaemon({
    'POST /zspool/message/list': () => envelope({ messages }),
    'POST /zspool/message/delete': (request: SeenRequest) =>
      envelope({ id: Number(request.json?.id), deleted: 1 }),
  });
  return seen;
}

function renderCentre() {
  render(
    <Providers>
      <PushNoticeBridge />
      <StoredNotices />
      <NoticeCentre />
    </Providers>,
  );
}

describe('stored storage messages in the notice centre', () => {
  beforeEach(() => useNoticeStore.setState({ notices: [] }));
  afterEach(() => {
    act(() => useSessionStore.getState().clear());
    vi.unstubAllGlobals();
  });

  it('shows what was stored while nobody was signed in, at sign-in', async () => {
    daemonWith([DEGRADED, JOB_DONE]);
    signInAs(Role.master);
    renderCentre();
    expect(await screen.findByText('存储池「Photos」已降级')).toBeInTheDocument();
    expect(screen.getByText('缺失硬盘 1 块，故障硬盘 0 块')).toBeInTheDocument();
    expect(screen.getByText('数据校验已完成')).toBeInTheDocument();
    expect(useNoticeStore.getState().notices.map((notice) => notice.key)).toEqual([
      'storage-j1',
      'pool-health-pool-1',
    ]);
  });

  it('does not show an event twice when its push came first, and loads again after a reconnection', async () => {
    const requests = daemonWith([JOB_DONE]);
    signInAs(Role.master);
    renderCentre();
    act(() =>
      emitPush({
        type: 'storage_complete_change',
        msguuid: 'm1',
        time: Date.now(),
        data: {
          types: 'scrub',
          type: 'done',
          job_id: 'j1',
          state: 'done',
          details: '',
          progress: 100,
          recovering: false,
          lasttime: 1,
        },
      }),
    );
    await waitFor(() => expect(useNoticeStore.getState().notices[0]?.messageId).toBe(5));
    expect(useNoticeStore.getState().notices).toHaveLength(1);
    const lists = () => requests.filter((request) => request.path === '/zspool/message/list').length;
    const before = lists();
    act(() => emitPushRegistered());
    await waitFor(() => expect(lists()).toBe(before + 1));
    expect(useNoticeStore.getState().notices).toHaveLength(1);
  });

  it('deletes the stored message when the owner dismisses its notice', async () => {
    const requests = daemonWith([DEGRADED]);
    signInAs(Role.master);
    renderCentre();
    await screen.findByText('存储池「Photos」已降级');
    fireEvent.click(screen.getByLabelText('删除'));
    await waitFor(() =>
      expect(requests.find((request) => request.path === '/zspool/message/delete')?.json).toMatchObject({
        id: 4,
      }),
    );
    expect(useNoticeStore.getState().notices).toHaveLength(0);
  }, 20_000);

  it('gives an ordinary user no stored storage messages', async () => {
    const requests = daemonWith([DEGRADED]);
    signInAs(Role.user);
    renderCentre();
    await act(async () => {
      await Promise.resolve();
    });
    expect(requests.some((request) => request.path === '/zspool/message/list')).toBe(false);
    expect(useNoticeStore.getState().notices).toHaveLength(0);
  });
});
