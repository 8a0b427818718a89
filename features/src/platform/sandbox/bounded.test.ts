import { describe, expect, it } from 'vitest';
import { BoundedMap, keepNewest } from './bounded';

describe('bounded sandbox stores', () => {
  it('bounded map: past its limit the oldest entry goes, and the size holds under many writes', () => {
    const map = new BoundedMap<number, string>(3);
    for (let key = 0; key < 1000; key += 1) map.set(key, `value ${key}`);
    expect([...map.keys()]).toEqual([997, 998, 999]);
  });

  it('bounded map: a pinned entry is never dropped, however many others are written', () => {
    const map = new BoundedMap<string, number>(3, (key) => key === 'seed');
    map.set('seed', 0);
    for (let index = 0; index < 100; index += 1) map.set(`key ${index}`, index);
    expect(map.size).toBe(3);
    expect(map.get('seed')).toBe(0);
  });

  it('bounded map: writing a key again makes it the newest, so it outlives older ones', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2).set('a', 3).set('c', 4);
    expect([...map.entries()]).toEqual([
      ['a', 3],
      ['c', 4],
    ]);
  });

  it('keep newest: drops the oldest unpinned items of a list and returns them', () => {
    const items = [1, 2, 3, 4, 5, 6];
    expect(keepNewest(items, 3, (item) => item === 1)).toEqual([2, 3, 4]);
    expect(items).toEqual([1, 5, 6]);
  });
});
