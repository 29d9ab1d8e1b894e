import {
  FILE_SERVICES,
  type ManagedService,
  type MonitorHistory,
  type MonitorSample,
  type ProcessInfo,
  type PushEvent,
} from '@coffer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPushPage } from '../support/push-page.js';
import { registerOwner, signIn, startTestDevice, type TestDevice } from '../support/test-device.js';

let test: TestDevice;
let token: string;
beforeAll(async () => {
  test = await startTestDevice();
  await registerOwner(test);
  token = await signIn(test);
});
afterAll(async () => {
  await test.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the monitor’s calls', () => {
  it('answers the history of the seconds since the start, one sample a second', async () => {
    await sleep(3500);
    const answer = await test.post<MonitorHistory>('/monitor/history', { seconds: 60 }, { token });
    expect(answer.success).toBe(true);
    const history = answer.data;
    expect(history.t.length).toBeGreaterThanOrEqual(2);
    const gaps = history.t.slice(1).map((t, index) => t - history.t[index]!);
    for (const gap of gaps) expect(gap).toBeGreaterThan(700);
    for (const gap of gaps) expect(gap).toBeLessThan(1500);
    expect(history.cpu).toHaveLength(history.t.length);
    expect(history.memTotal).toBeGreaterThan(0);
    expect(history.memUsed.every((value) => value !== null && value > 0)).toBe(true);
    // The machine's own disk is charted; a loop device that is no bay's is not.
    expect(history.disk.map((disk) => disk.name).some((name) => name.startsWith('loop'))).toBe(false);
    expect(history.net.map((entry) => entry.name)).not.toContain('lo');
  });

  it('answers only the asked seconds', async () => {
    const answer = await test.post<MonitorHistory>('/monitor/history', { seconds: 1 }, { token });
    expect(answer.data.t).toHaveLength(1);
  });

  it('refuses a window longer than the hour it keeps, changing nothing', async () => {
    const answer = await test.post('/monitor/history', { seconds: 3601 }, { token });
    expect(answer.success).toBe(false);
  });

  it('answers the current sample with each core', async () => {
    const answer = await test.post<MonitorSample>('/monitor/current', {}, { token });
    expect(answer.data.cpu.cores.length).toBeGreaterThanOrEqual(1);
    expect(answer.data.cpu.total).toBeGreaterThanOrEqual(0);
    expect(answer.data.cpu.total).toBeLessThanOrEqual(100);
  });

  it('lists the daemon among the processes, with its CPU and memory', async () => {
    const answer = await test.post<{ list: ProcessInfo[] }>('/manager/processes', {}, { token });
    const daemon = answer.data.list.find((entry) => entry.pid === process.pid);
    expect(daemon).toMatchObject({ name: expect.any(String), state: expect.any(String) });
    expect(daemon!.mem).toBeGreaterThan(10 * 1024 * 1024);
    expect(answer.data.list.length).toBeGreaterThan(10);
  });

  it('refuses an anonymous caller', async () => {
    const answer = await test.post('/monitor/history', {});
    expect(answer.success).toBe(false);
  });
});

describe('pushed samples', () => {
  it('reach a subscribed page about every second, and stop when it unsubscribes', async () => {
    const page = await openPushPage(test, token, 'monitor-page');
    await page.next('registered');
    const idle = await openPushPage(test, token, 'other-page');
    await idle.next('registered');
    page.send({ type: 'subscribe', topic: 'monitor' });
    await sleep(4200);
    const samples = page.frames.filter(
      (frame) => frame.type === 'monitor_sample',
    ) as PushEvent<MonitorSample>[];
    expect(samples.length).toBeGreaterThanOrEqual(3);
    expect(samples.length).toBeLessThanOrEqual(5);
    const gaps = samples.slice(1).map((frame, index) => frame.data.t - samples[index]!.data.t);
    for (const gap of gaps) expect(Math.abs(gap - 1000)).toBeLessThan(300);
    expect(test.device.push.subscribers('monitor')).toBe(1);
    // A page that did not subscribe gets none of them.
    expect(idle.frames.some((frame) => frame.type === 'monitor_sample')).toBe(false);

    page.send({ type: 'unsubscribe', topic: 'monitor' });
    await sleep(300);
    const count = page.frames.length;
    await sleep(2200);
    expect(page.frames.length).toBe(count);
    expect(test.device.push.subscribers('monitor')).toBe(0);
    page.close();
    idle.close();
  });

  it('forgets a page’s subscription when its socket closes', async () => {
    const page = await openPushPage(test, token, 'closing-page');
    await page.next('registered');
    page.send({ type: 'subscribe', topic: 'monitor' });
    await page.next('monitor_sample', 3000);
    page.close();
    await page.closed;
    await sleep(100);
    expect(test.device.push.subscribers('monitor')).toBe(0);
  });
});

describe('the services tab’s calls', () => {
  it('lists the file services the device has, each with its state', async () => {
    const answer = await test.post<{ list: ManagedService[] }>('/manager/srvs', {}, { token });
    expect(answer.success).toBe(true);
    for (const service of answer.data.list) {
      expect(FILE_SERVICES).toContain(service.name);
      expect(['running', 'stopped', 'starting', 'failed']).toContain(service.state);
      expect(service.label.en).not.toBe('');
    }
  });

  it('writes each stop to the audit log, with its result', async () => {
    const answer = await test.post<ManagedService>('/manager/srv/stop', { name: 'dlna' }, { token });
    const row = test.device.audit.latest(5).find((entry) => entry.action === 'service.stop');
    expect(row).toMatchObject({ category: 'setting', target: 'dlna', username: 'owner' });
    expect(row!.result).toBe(answer.success ? 'ok' : String(answer.code));
    if (answer.success) expect(answer.data.state).toBe('stopped');
  });

  it('refuses a service it does not know, changing nothing', async () => {
    const before = test.device.audit.latest(1)[0]?.id;
    const answer = await test.post('/manager/srv/start', { name: 'telnet' }, { token });
    expect(answer.success).toBe(false);
    expect(test.device.audit.latest(1)[0]?.id).toBe(before);
  });
});
