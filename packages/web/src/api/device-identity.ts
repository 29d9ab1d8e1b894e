/** GEN-08: who is calling, as every request tells the daemon (REQ-01). */
export interface DeviceIdentity {
  deviceId: string;
  device: string;
}

const DEVICE_ID_KEY = 'coffer.device_id';

function randomHex(bytes: number): string {
  const buffer = new Uint8Array(bytes);
  // getRandomValues exists even where crypto.subtle does not (plain HTTP on a LAN address).
  if (globalThis.crypto?.getRandomValues) {
    globalThis.crypto.getRandomValues(buffer);
  } else {
    for (let i = 0; i < bytes; i += 1) buffer[i] = Math.floor(Math.random() * 256);
  }
  return Array.from(buffer, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function deviceId(): string {
  try {
    const stored = localStorage.getItem(DEVICE_ID_KEY);
    if (stored) return stored;
    const created = randomHex(16);
    localStorage.setItem(DEVICE_ID_KEY, created);
    return created;
  } catch {
    return randomHex(16);
  }
}

const BROWSERS: ReadonlyArray<[name: string, pattern: RegExp]> = [
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /OPR\/(\d+)/],
  ['Firefox', /Firefox\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS|Chromium)\/(\d+)/],
  ['Safari', /Version\/(\d+)(?:\.\d+)*.*Safari\//],
];

/** GEN-08: "Mac" or "PC", then the browser and its major version, e.g. "Mac Chrome 131". */
export function describeDevice(userAgent: string): string {
  const computer = /Macintosh|Mac OS X/.test(userAgent) && !/iPhone|iPad/.test(userAgent) ? 'Mac' : 'PC';
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) return `${computer} ${name} ${match[1]}`;
  }
  return `${computer} Browser`;
}

export function currentDeviceIdentity(): DeviceIdentity {
  return { deviceId: deviceId(), device: describeDevice(navigator.userAgent) };
}
