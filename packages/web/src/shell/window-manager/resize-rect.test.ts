import { describe, expect, it } from 'vitest';
import { resizeRect, type ResizeEdge } from './resize-rect';

const START = { left: 100, top: 100, width: 1000, height: 700 };
const MIN = { minWidth: 900, minHeight: 600 };

const cases: {
  rule: string;
  behaviour: string;
  edge: ResizeEdge;
  dx: number;
  dy: number;
  expected: typeof START;
}[] = [
  {
    rule: 'WIN-11',
    behaviour: 'the right edge widens',
    edge: 'e',
    dx: 50,
    dy: 99,
    expected: { ...START, width: 1050 },
  },
  {
    rule: 'WIN-11',
    behaviour: 'the bottom edge heightens',
    edge: 's',
    dx: 99,
    dy: 40,
    expected: { ...START, height: 740 },
  },
  {
    rule: 'WIN-11',
    behaviour: 'the left edge moves the window and keeps the right edge',
    edge: 'w',
    dx: -60,
    dy: 0,
    expected: { ...START, left: 40, width: 1060 },
  },
  {
    rule: 'WIN-11',
    behaviour: 'the top edge moves the window and keeps the bottom edge',
    edge: 'n',
    dx: 0,
    dy: -30,
    expected: { ...START, top: 70, height: 730 },
  },
  {
    rule: 'WIN-11',
    behaviour: 'a corner changes both sides',
    edge: 'se',
    dx: 10,
    dy: 20,
    expected: { ...START, width: 1010, height: 720 },
  },
  {
    rule: 'WIN-11',
    behaviour: 'shrinking stops at the minimum size',
    edge: 'se',
    dx: -500,
    dy: -500,
    expected: { ...START, width: 900, height: 600 },
  },
  {
    rule: 'WIN-11',
    behaviour: 'shrinking from the top-left stops at the minimum without moving the far edges',
    edge: 'nw',
    dx: 500,
    dy: 500,
    expected: { left: 200, top: 200, width: 900, height: 600 },
  },
  {
    rule: 'WIN-11',
    behaviour: 'growing from the top-left stops at 0',
    edge: 'nw',
    dx: -500,
    dy: -500,
    expected: { left: 0, top: 0, width: 1100, height: 800 },
  },
];

describe('resizeRect', () => {
  it.each(cases)('$rule: $behaviour', ({ edge, dx, dy, expected }) => {
    expect(resizeRect(START, edge, dx, dy, MIN)).toEqual(expected);
  });
});
