import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Code } from '@coffer/contract';
import { AppError } from '../../../http/app-error.js';

/**
 * The LEDs (`/sys/class/leds/<name>`) and fans (`/sys/class/hwmon/<hwmonN>/pwm<M>`, named
 * `hwmonN/pwmM`) the kernel offers on this machine; `sysRoot` is `/sys` but for tests.
 */
export class MachineControls {
  constructor(private readonly sysRoot = '/sys') {}

  async leds(): Promise<string[]> {
    return (await readdir(join(this.sysRoot, 'class/leds')).catch(() => [] as string[])).sort();
  }

  async fans(): Promise<string[]> {
    const hwmon = join(this.sysRoot, 'class/hwmon');
    const chips = await readdir(hwmon).catch(() => [] as string[]);
    const fans = await Promise.all(
      chips.map(async (chip) =>
        (await readdir(join(hwmon, chip)).catch(() => [] as string[]))
          .filter((entry) => /^pwm\d+$/.test(entry))
          .map((entry) => `${chip}/${entry}`),
      ),
    );
    return fans.flat().sort();
  }

  /** On: the LED's maximum brightness; off: 0. C133012 for an LED the machine does not have. */
  async setLed(name: string, on: boolean): Promise<void> {
    if (!(await this.leds()).includes(name)) throw new AppError(Code.ledAbsent, { name });
    const dir = join(this.sysRoot, 'class/leds', name);
    const max = on ? (await readFile(join(dir, 'max_brightness'), 'utf8').catch(() => '1')).trim() : '0';
    await write(join(dir, 'brightness'), max);
  }

  /** auto: the chip's own control (`pwmN_enable` 2); full: manual (1) at 255. C133013 when absent. */
  async setFan(name: string, mode: 'auto' | 'full'): Promise<void> {
    if (!(await this.fans()).includes(name)) throw new AppError(Code.fanAbsent, { name });
    const pwm = join(this.sysRoot, 'class/hwmon', name);
    if (mode === 'auto') return write(`${pwm}_enable`, '2');
    await write(`${pwm}_enable`, '1');
    await write(pwm, '255');
  }
}

async function write(path: string, value: string): Promise<void> {
  try {
    await writeFile(path, value);
  } catch (error) {
    throw new AppError(Code.hardwareWriteFailed, { reason: (error as Error).message });
  }
}
