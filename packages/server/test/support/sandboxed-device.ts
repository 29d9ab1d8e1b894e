import { afterEach, beforeEach, expect } from 'vitest';
import { type BaySandbox, createBaySandbox, tearDownSandbox } from './bay-sandbox.js';
import { leftBehind } from './fault-checks.js';
import { startPoolDevice } from './pool-device.js';
import type { TestDevice } from './test-device.js';

export interface SandboxedDevice {
  /** The running test's sandbox. */
  readonly sandbox: BaySandbox;
  /** Starts the pool device in the sandbox; it is closed after the test if it still runs. */
  start(): Promise<TestDevice>;
  /** Closes the running device (a power-off within the test). */
  close(): Promise<void>;
}

/**
 * Gives each test of the file a bay sandbox of its own, and after it closes the device started in it
 * and tears the sandbox down. With `expectNothingLeft`, the test also fails when a loop, mount or
 * process of its data directory outlives that.
 */
export function useSandboxedDevice({ expectNothingLeft = false } = {}): SandboxedDevice {
  let sandbox: BaySandbox | undefined;
  let device: TestDevice | undefined;
  beforeEach(() => {
    sandbox = createBaySandbox();
  });
  afterEach(async () => {
    const torn = sandbox!;
    await tearDownSandbox(torn, device);
    device = undefined;
    sandbox = undefined;
    if (expectNothingLeft) expect(leftBehind(torn.dataDir)).toEqual({ loops: [], mounts: [], processes: [] });
  });
  return {
    get sandbox() {
      if (!sandbox) throw new Error('no sandbox outside a test');
      return sandbox;
    },
    async start() {
      device = await startPoolDevice(this.sandbox);
      return device;
    },
    async close() {
      const running = device;
      device = undefined;
      await running?.close();
    },
  };
}
