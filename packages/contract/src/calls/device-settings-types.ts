import { z } from 'zod';

/** A device name: 1 to 32 characters, no control characters and none of `<>"'\/` (SET-DEV-08). */
export const DEVICE_NAME_MAX = 32;

/** The wallpaper upload: a PNG, JPEG or WebP picture of at most this many bytes, re-encoded. */
export const WALLPAPER_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const WALLPAPER_TYPES = ['png', 'jpeg', 'webp'] as const;
/** The stored wallpaper fits in this box (pixels), keeping its proportions. */
export const WALLPAPER_MAX_WIDTH = 2560;
export const WALLPAPER_MAX_HEIGHT = 1600;

/** The desktop's built-in wallpapers (CSS gradients in the page); `custom` is the user's upload. */
export const BUILT_IN_WALLPAPERS = ['aurora', 'dusk', 'ocean', 'meadow', 'slate'] as const;
export const CUSTOM_WALLPAPER = 'custom';
export const zWallpaperChoice = z.enum([...BUILT_IN_WALLPAPERS, CUSTOM_WALLPAPER]);
export type WallpaperChoice = z.infer<typeof zWallpaperChoice>;

export const THEMES = ['light', 'dark', 'system'] as const;
export const zTheme = z.enum(THEMES);
export type Theme = z.infer<typeof zTheme>;

/** The kv key of a user's desktop settings (SET-DEV-06, per-user PCSetting). */
export const PC_SETTING_KEY = 'PCSetting';

/** A user's desktop settings: wallpaper, theme and the version of their uploaded wallpaper (0: none). */
export const zPcSetting = z.object({
  wallpaper: zWallpaperChoice,
  theme: zTheme,
  custom_wallpaper: z.number().int(),
});
export type PcSetting = z.infer<typeof zPcSetting>;

/** What the machine is, read from it: processor, memory, kernel, system and uptimes (seconds). */
export const zDeviceHardware = z.object({
  hostname: z.string(),
  cpu_model: z.string(),
  cpu_cores: z.number().int(),
  memory_bytes: z.number(),
  kernel: z.string(),
  os: z.string(),
  arch: z.string(),
  machine_uptime: z.number().int(),
  daemon_uptime: z.number().int(),
});
export type DeviceHardware = z.infer<typeof zDeviceHardware>;

/** Who keeps the machine's clock in step over the network, as found on the machine. */
export const NTP_SERVICES = ['systemd-timesyncd', 'chrony', 'ntpsec', 'ntp', 'none'] as const;
export const zNtpState = z.object({
  service: z.enum(NTP_SERVICES),
  /** Its process is running now. */
  active: z.boolean(),
  /** The servers its configuration names (empty when none or no service). */
  servers: z.array(z.string()),
});
export type NtpState = z.infer<typeof zNtpState>;

/** How the clock is applied: the machine's own (`host`) or a dry run that only records (tests). */
export const CLOCK_MODES = ['host', 'dry-run'] as const;
export type ClockMode = (typeof CLOCK_MODES)[number];

export const zTimeState = z.object({
  /** The device's clock now, epoch milliseconds. */
  now: z.number(),
  zone: z.string(),
  zones: z.array(z.string()),
  ntp: zNtpState,
  /** A hardware clock (`/dev/rtc*` with `hwclock`) is written too when the time is set. */
  rtc: z.boolean(),
  mode: z.enum(CLOCK_MODES),
});
export type TimeState = z.infer<typeof zTimeState>;

/** Manual date and time: between 2000-01-01 and 2100-12-31 (epoch seconds). */
export const MANUAL_TIME_MIN = 946_684_800;
export const MANUAL_TIME_MAX = 4_133_894_399;

export const zClockChange = z.object({
  zone: z.string().nullable(),
  time: z.number().nullable(),
  /** The steps taken (or, in a dry run, that would have been), in words of the machine. */
  steps: z.array(z.string()),
  mode: z.enum(CLOCK_MODES),
});
export type ClockChange = z.infer<typeof zClockChange>;

export const DISK_SLEEP_REASONS = ['virtual', 'no-hdparm', 'no-answer', 'absent'] as const;
export type DiskSleepReason = (typeof DISK_SLEEP_REASONS)[number];

/** One disk's standby (spin-down) control, where the disk supports it. */
export const zDiskSleep = z.object({
  sn: z.string(),
  name: z.string(),
  model: z.string(),
  dev: z.string(),
  supported: z.boolean(),
  /** Why not: a virtual (loop-backed) disk, no `hdparm` on the machine, or the disk did not answer. */
  reason: z.enum(DISK_SLEEP_REASONS).optional(),
  /** Minutes of idleness before standby; 0 = never. */
  minutes: z.number().int(),
});
export type DiskSleep = z.infer<typeof zDiskSleep>;

/** Minutes of idleness a disk may wait before standby (`hdparm -S` reaches 5.5 h); 0 = never. */
export const DISK_SLEEP_MINUTES = [0, 10, 20, 30, 60, 120, 240, 330] as const;

export const zHardwareState = z.object({
  disks: z.array(zDiskSleep),
  /** Controllable LEDs (`/sys/class/leds`) and fans (hwmon `pwm*`) of this machine. */
  leds: z.array(z.string()),
  fans: z.array(z.string()),
});
export type HardwareState = z.infer<typeof zHardwareState>;

/** The system events the daemon really raises as notices (alerts and the new-device warning). */
export const NOTICE_EVENTS = ['temperature', 'smart', 'capacity', 'raidsync', 'new_device'] as const;
export type NoticeEvent = (typeof NOTICE_EVENTS)[number];
export const zNoticeEvent = z.enum(NOTICE_EVENTS);
export const zNoticeSettings = z.object({
  events: z.array(z.object({ event: zNoticeEvent, enabled: z.boolean() })),
});
export type NoticeSettings = z.infer<typeof zNoticeSettings>;
