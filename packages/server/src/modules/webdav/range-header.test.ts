import { expect, it } from 'vitest';
import { parseRange } from './range-header.js';

it.each([
  [undefined, 100, { kind: 'whole' }],
  ['bytes=0-9', 100, { kind: 'part', start: 0, end: 9 }],
  ['bytes=90-', 100, { kind: 'part', start: 90, end: 99 }],
  ['bytes=90-500', 100, { kind: 'part', start: 90, end: 99 }],
  ['bytes=-10', 100, { kind: 'part', start: 90, end: 99 }],
  ['bytes=-500', 100, { kind: 'part', start: 0, end: 99 }],
  ['bytes=100-', 100, { kind: 'unsatisfiable' }],
  ['bytes=-0', 100, { kind: 'unsatisfiable' }],
  ['bytes=0-', 0, { kind: 'unsatisfiable' }],
  ['bytes=5-1', 100, { kind: 'whole' }],
  ['bytes=0-1,5-6', 100, { kind: 'whole' }],
  ['items=0-1', 100, { kind: 'whole' }],
  ['bytes=x-1', 100, { kind: 'whole' }],
])('Range %j of %i bytes is %j', (header, size, expected) => {
  expect(parseRange(header, size)).toEqual(expected);
});
