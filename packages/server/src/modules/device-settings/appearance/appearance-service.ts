import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Code, PC_SETTING_KEY, type PcSetting, type Theme, type WallpaperChoice } from '@coffer/contract';
import { AppError } from '../../../http/app-error.js';
import { KV_KEYS_PER_USER, type KvStore } from '../../kv/kv-store.js';
import { changePcSetting, readPcSetting } from './pc-setting.js';
import { makeWallpaper } from './wallpaper-picture.js';

/** The desktop's older kv key for the wallpaper alone, read until a PCSetting is saved. */
const LEGACY_WALLPAPER_KEY = 'wallpaper';

/**
 * Each user's desktop appearance (SET-DEV-06): the PCSetting kv row and their uploaded wallpaper,
 * `<data>/wallpapers/<uid>.webp`, written under a temporary name and renamed into place.
 */
export class AppearanceService {
  private readonly dir: string;

  constructor(
    private readonly kv: KvStore,
    dataDir: string,
    private readonly now: () => number = Date.now,
  ) {
    this.dir = join(dataDir, 'wallpapers');
  }

  load(uid: number): PcSetting {
    return readPcSetting(this.kv.load(uid, PC_SETTING_KEY), this.kv.load(uid, LEGACY_WALLPAPER_KEY));
  }

  change(
    uid: number,
    change: { wallpaper?: WallpaperChoice | undefined; theme?: Theme | undefined },
  ): PcSetting {
    return this.save(uid, changePcSetting(this.load(uid), change));
  }

  async upload(uid: number, bytes: Buffer): Promise<PcSetting> {
    const picture = await makeWallpaper(bytes);
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const temporary = join(this.dir, `.${uid}.webp.${process.pid}.tmp`);
    await writeFile(temporary, picture, { mode: 0o600 });
    await rename(temporary, this.fileOf(uid));
    const current = this.load(uid);
    // A version that only grows, so the page's cached picture is never shown for a new one.
    const version = Math.max(current.custom_wallpaper + 1, Math.floor(this.now() / 1000));
    return this.save(uid, { ...current, wallpaper: 'custom', custom_wallpaper: version });
  }

  picture(uid: number): Buffer {
    const file = this.fileOf(uid);
    if (!existsSync(file)) throw new AppError(Code.wallpaperMissing, {}, null, 404);
    return readFileSync(file);
  }

  private fileOf(uid: number): string {
    return join(this.dir, `${uid}.webp`);
  }

  private save(uid: number, setting: PcSetting): PcSetting {
    if (!this.kv.save(uid, PC_SETTING_KEY, JSON.stringify(setting))) {
      throw new AppError(Code.kvTooManyKeys, { max: KV_KEYS_PER_USER });
    }
    return setting;
  }
}
