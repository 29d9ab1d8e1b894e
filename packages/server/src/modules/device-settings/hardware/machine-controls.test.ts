import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Code } from '@coffer/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { MachineControls } from './machine-controls.js';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});
function sysTree(): string {
  const root = mkdtempSync(join(tmpdir(), 'coffer-sys-'));
  roots.push(root);
  return root;
}

describe('MachineControls', () => {
  it('finds nothing on a machine without LEDs or fans, and refuses to set them', async () => {
    const controls = new MachineControls(sysTree());
    expect(await controls.leds()).toEqual([]);
    expect(await controls.fans()).toEqual([]);
    await expect(controls.setLed('power', true)).rejects.toMatchObject({ code: Code.ledAbsent });
    await expect(controls.setFan('hwmon0/pwm1', 'full')).rejects.toMatchObject({ code: Code.fanAbsent });
  });

  it('drives the LEDs and fans the kernel offers', async () => {
    const root = sysTree();
    mkdirSync(join(root, 'class/leds/status'), { recursive: true });
    writeFileSync(join(root, 'class/leds/status/max_brightness'), '255\n');
    writeFileSync(join(root, 'class/leds/status/brightness'), '0\n');
    mkdirSync(join(root, 'class/hwmon/hwmon2'), { recursive: true });
    writeFileSync(join(root, 'class/hwmon/hwmon2/pwm1'), '90\n');
    writeFileSync(join(root, 'class/hwmon/hwmon2/pwm1_enable'), '2\n');
    writeFileSync(join(root, 'class/hwmon/hwmon2/fan1_input'), '900\n');
    const controls = new MachineControls(root);
    expect(await controls.leds()).toEqual(['status']);
    expect(await controls.fans()).toEqual(['hwmon2/pwm1']);
    await controls.setLed('status', true);
    expect(readFileSync(join(root, 'class/leds/status/brightness'), 'utf8')).toBe('255');
    await controls.setLed('status', false);
    expect(readFileSync(join(root, 'class/leds/status/brightness'), 'utf8')).toBe('0');
    await controls.setFan('hwmon2/pwm1', 'full');
    expect(readFileSync(join(root, 'class/hwmon/hwmon2/pwm1_enable'), 'utf8')).toBe('1');
    expect(readFileSync(join(root, 'class/hwmon/hwmon2/pwm1'), 'utf8')).toBe('255');
    await controls.setFan('hwmon2/pwm1', 'auto');
    expect(readFileSync(join(root, 'class/hwmon/hwmon2/pwm1_enable'), 'utf8')).toBe('2');
  });
});
