import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/open-database.js';
import { buildDisk } from './disk.js';
import { PoolMessages } from './pool-messages.js';

const disk = (sn: string, pos = 1) =>
  buildDisk({
    sn,
    pos,
    model: 'Coffer Virtual HDD 4T',
    devType: 'sata',
    sizeBytes: 1024 ** 4,
    label: '',
    smart: 'notsupported',
    temperature: null,
    present: true,
  });

describe('PoolMessages', () => {
  it('keeps messages of every type with their own ids and time', () => {
    let now = 1000;
    const messages = new PoolMessages(() => now++);
    const pool = messages.add('pool_msg', { pid: 'p1', data: { status: 'degraded' } });
    const cache = messages.add('cache_msg', { pid: 'c1' });
    const spare = messages.add('spare_hdd_msg', { sn: 'S1' });
    expect([pool.id, cache.id, spare.id]).toEqual([1, 2, 3]);
    expect(pool).toEqual({ id: 1, type: 'pool_msg', time: 1000, pid: 'p1', data: { status: 'degraded' } });
    expect(messages.list('cache_msg')).toEqual([cache]);
    expect(messages.list()).toHaveLength(3);
  });

  it('records a new disk once, the latest insertion replacing an older message', () => {
    const messages = new PoolMessages(() => 1);
    messages.addNewDisk(disk('A', 1));
    messages.addNewDisk(disk('B', 2));
    const again = messages.addNewDisk(disk('A', 4));
    expect(messages.list('new_hdd_msg').map((message) => [message.sn, message.data.pos])).toEqual([
      ['B', 2],
      ['A', 4],
    ]);
    expect(again).toMatchObject({ id: 3, data: { dev_type: 'sata', size: '1TB' } });
  });

  it('drops the message of a new disk taken out again', () => {
    const messages = new PoolMessages(() => 1);
    messages.addNewDisk(disk('A'));
    messages.add('pool_msg', { sn: 'A' });
    messages.dropNewDisk('A');
    expect(messages.list().map((message) => message.type)).toEqual(['pool_msg']);
  });

  it('removes a message by id and says when there was none', () => {
    const messages = new PoolMessages(() => 1);
    const first = messages.add('pool_msg');
    messages.add('pool_msg');
    expect(messages.remove(first.id)).toBe(true);
    expect(messages.remove(first.id)).toBe(false);
    expect(messages.list().map((message) => message.id)).toEqual([2]);
    expect(messages.add('pool_msg').id).toBe(3);
  });
});

describe('PoolMessages in the database', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'coffer-messages-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads back what was added and dismissed, and never hands an id out twice', () => {
    const file = join(dir, 'coffer.db');
    let db = openDatabase(file);
    let messages = new PoolMessages(() => 50, db);
    messages.addNewDisk(disk('A', 1));
    const pool = messages.add('pool_msg', { pid: 'p1', data: { status: 'degraded' } });
    const spare = messages.add('spare_hdd_msg', { sn: 'S1', pid: 'p1' });
    messages.remove(spare.id);
    const listed = messages.list();
    db.close();

    db = openDatabase(file);
    messages = new PoolMessages(() => 60, db);
    expect(messages.list()).toEqual(listed);
    expect(messages.list('pool_msg')).toEqual([pool]);
    expect(messages.add('cache_msg').id).toBe(4);
    messages.keepNewDisksOf(new Set(['B']));
    expect(messages.list().map((message) => message.type)).toEqual(['pool_msg', 'cache_msg']);
    db.close();

    db = openDatabase(file);
    expect(new PoolMessages(() => 70, db).list().map((message) => message.id)).toEqual([2, 4]);
    db.close();
  });
});
