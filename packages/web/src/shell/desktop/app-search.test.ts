import { describe, expect, it } from 'vitest';
import { APP_CATALOGUE } from '../app-catalogue/app-catalogue';
import { searchApps } from './app-search';

const names = (query: string) => searchApps(APP_CATALOGUE, query).map((app) => app.name);

describe('searchApps', () => {
  it('lists every app for an empty query', () => {
    expect(names('  ')).toHaveLength(APP_CATALOGUE.length);
  });

  it('finds apps by their Chinese or English title, ignoring case', () => {
    expect(names('存储')).toContain('storageManage');
    expect(names('STORAGE')).toContain('storageManage');
    expect(names('my acc')).toEqual(['myAccount']);
  });

  it('finds nothing for a query no app matches', () => {
    expect(names('no such app')).toEqual([]);
  });
});
