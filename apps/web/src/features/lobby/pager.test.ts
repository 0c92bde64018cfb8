import { describe, expect, it } from 'vitest';
import { clampPage, pageAfter, pageItems, type PageItem } from './pager';

const labels = (items: PageItem[]) =>
  items.map((item) => (item.kind === 'page' ? String(item.page) : '…')).join(' ');

describe('pager', () => {
  it('clamps pages to 1..totalPages', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(3, 0)).toBe(1);
    expect(clampPage(Number.NaN, 5)).toBe(1);
  });

  it('moves first, prev, next and last without leaving the range', () => {
    expect(pageAfter('first', 4, 9)).toBe(1);
    expect(pageAfter('prev', 1, 9)).toBe(1);
    expect(pageAfter('next', 9, 9)).toBe(9);
    expect(pageAfter('next', 4, 9)).toBe(5);
    expect(pageAfter('last', 4, 9)).toBe(9);
  });

  it('shows a window of 3 around the page with 1 page kept at each end', () => {
    expect(labels(pageItems(5, 10))).toBe('1 … 4 5 6 … 10');
    expect(labels(pageItems(1, 10))).toBe('1 2 3 … 10');
    expect(labels(pageItems(10, 10))).toBe('1 … 8 9 10');
    expect(labels(pageItems(3, 10))).toBe('1 2 3 4 … 10');
  });

  it('shows every page when there are few', () => {
    expect(labels(pageItems(2, 3))).toBe('1 2 3');
    expect(labels(pageItems(1, 1))).toBe('1');
  });
});
