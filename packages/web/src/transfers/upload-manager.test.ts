import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TusCallbacks, TusTarget } from './tus-upload';

/** The tus boundary: each started upload is recorded and driven by the test. */
interface FakeUpload {
  file: File;
  target: TusTarget;
  callbacks: TusCallbacks;
  abort: ReturnType<typeof vi.fn>;
}
const started: FakeUpload[] = [];
const forgotten: TusTarget[] = [];

vi.mock('./tus-upload', () => ({
  startTusUpload: (file: File, target: TusTarget, callbacks: TusCallbacks) => {
    const upload = { file, target, callbacks, abort: vi.fn(() => Promise.resolve()) };
    started.push(upload);
    return { abort: upload.abort };
  },
  forgetStoredUpload: (target: TusTarget) => {
    forgotten.push(target);
    return Promise.resolve();
  },
}));

async function freshManager(username = 'ann') {
  vi.resetModules();
  const { useSessionStore } = await import('../session/session-store');
  useSessionStore.setState({ session: { username, token: 'tok' } as never });
  const manager = await import('./upload-manager');
  const { useUploadStore } = await import('./upload-store');
  const events = await import('./upload-events');
  const lock = await import('../shell/lock/active-transfers');
  return { manager, tasks: () => useUploadStore.getState().tasks, events, lock };
}

function source(relativePath: string, bytes = 100) {
  const name = relativePath.slice(relativePath.lastIndexOf('/') + 1);
  return { relativePath, file: new File([new Uint8Array(bytes)], name, { lastModified: 7 }) };
}

const upload = { dir: '/home/docs', name: 'trip', isFolder: true, action: 'keep' as const };

describe('upload manager', () => {
  beforeEach(() => {
    started.length = 0;
    forgotten.length = 0;
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('sends three files at a time, tells who listens when each lands, and ends in success', async () => {
    const { manager, tasks, events } = await freshManager();
    const landed: string[] = [];
    events.onUploadFinished((dir) => landed.push(dir));
    const files = ['trip/a', 'trip/b', 'trip/c', 'trip/d'].map((path) => source(path));
    const id = manager.addUploadTask(upload, files);
    expect(started.map((item) => item.target.relativePath)).toEqual(['trip/a', 'trip/b', 'trip/c']);
    expect(started[0]!.target).toMatchObject({
      dir: '/home/docs',
      action: 'keep',
      size: 100,
      lastModified: 7,
    });
    expect(tasks()[0]).toMatchObject({ id, status: 2, totalNum: 4 });

    started[0]!.callbacks.onSuccess('/home/docs/trip/a');
    expect(started.map((item) => item.target.relativePath)).toContain('trip/d');
    for (const item of started.slice(1)) item.callbacks.onSuccess(null);
    expect(landed).toEqual(['/home/docs', '/home/docs', '/home/docs', '/home/docs']);
    expect(tasks()[0]).toMatchObject({ status: 3, successNum: 4, loaded: 400, speed: 0 });
  });

  it('pauses without dropping what the daemon has, resumes, and keeps a failure with its message', async () => {
    const { manager, tasks, lock } = await freshManager();
    const id = manager.addUploadTask(upload, [source('trip/a'), source('trip/b')]);
    expect(lock.hasActiveTransfers()).toBe(true);
    manager.pauseUpload(id);
    expect(started[0]!.abort).toHaveBeenCalledWith(false);
    expect(tasks()[0]!.status).toBe(5);
    expect(lock.hasActiveTransfers()).toBe(true);

    manager.resumeUpload(id);
    expect(started).toHaveLength(4);
    expect(tasks()[0]!.status).toBe(2);
    started[2]!.callbacks.onError({ code: 'C116024', message: 'Not enough space' });
    started[3]!.callbacks.onSuccess(null);
    expect(tasks()[0]).toMatchObject({
      status: 4,
      errorList: [{ relativePath: 'trip/a', code: 'C116024', message: 'Not enough space' }],
    });

    manager.retryUpload(id);
    expect(started).toHaveLength(5);
    started[4]!.callbacks.onSuccess(null);
    expect(tasks()[0]).toMatchObject({ status: 3, errorList: [] });
    expect(lock.hasActiveTransfers()).toBe(false);
  });

  it('samples the speed every 300 ms while running', async () => {
    vi.useFakeTimers();
    const { manager, tasks } = await freshManager();
    manager.addUploadTask(upload, [source('trip/a', 10_000_000)]);
    for (let step = 1; step <= 5; step += 1) {
      started[0]!.callbacks.onProgress(step * 300_000);
      vi.advanceTimersByTime(300);
    }
    expect(tasks()[0]!.speed).toBeGreaterThan(0);
    expect(tasks()[0]!.loaded).toBe(1_500_000);
  });

  it('cancels: stops the upload and asks the daemon to drop it', async () => {
    const { manager, tasks } = await freshManager();
    const id = manager.addUploadTask(upload, [source('trip/a')]);
    manager.cancelUpload(id);
    expect(started[0]!.abort).toHaveBeenCalledWith(true);
    expect(tasks()).toEqual([]);
  });

  it('after a reload shows the unfinished task paused until its files are selected again', async () => {
    vi.useFakeTimers();
    const first = await freshManager();
    first.manager.addUploadTask(upload, [source('trip/a'), source('trip/b')]);
    started[0]!.callbacks.onSuccess(null);
    vi.advanceTimersByTime(1500);

    started.length = 0;
    const { manager, tasks } = await freshManager();
    const restored = tasks()[0]!;
    expect(restored).toMatchObject({
      status: 5,
      needsFiles: true,
      successNum: 1,
      totalNum: 2,
      basePath: '/home/docs',
    });
    expect(started).toHaveLength(0);
    manager.resumeUpload(restored.id);
    expect(started).toHaveLength(0);

    expect(manager.reselectFiles(restored.id, [source('trip/b'), source('other/x')])).toBe(1);
    expect(started.map((item) => item.target.relativePath)).toEqual(['trip/b']);
    started[0]!.callbacks.onSuccess(null);
    expect(tasks()[0]).toMatchObject({ status: 3, successNum: 2, needsFiles: false });
  });

  it('keeps each user’s uploads to that user', async () => {
    vi.useFakeTimers();
    const ann = await freshManager('ann');
    ann.manager.addUploadTask(upload, [source('trip/a')]);
    vi.advanceTimersByTime(1500);
    const bob = await freshManager('bob');
    expect(bob.tasks()).toEqual([]);
  });
});
