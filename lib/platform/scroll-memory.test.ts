import { describe, expect, it } from 'vitest';

import { ENTRY_KEY_FIELD, entryKeyOf, ScrollMemory } from './scroll-memory';

describe('entryKeyOf', () => {
  it('reads the key from a history state and nothing else', () => {
    expect(entryKeyOf({ __NA: true, [ENTRY_KEY_FIELD]: 'k1' })).toBe('k1');
    expect(entryKeyOf({ __NA: true })).toBeNull();
    expect(entryKeyOf({ [ENTRY_KEY_FIELD]: 3 })).toBeNull();
    expect(entryKeyOf(null)).toBeNull();
  });
});

describe('ScrollMemory', () => {
  it('remembers positions per entry, pixels whole, and survives serialisation', () => {
    const memory = new ScrollMemory();
    memory.set('a', { y: 1500.6 });
    memory.set('b', { y: -3 });
    memory.set('c', { y: 4220, part: 5, offset: 88.5 });
    memory.set('e', { y: 3000, part: 2, offset: 732, heights: [777.2, 707, 795.5] });
    const copy = ScrollMemory.parse(memory.serialize());
    expect(copy.get('e')).toEqual({ y: 3000, part: 2, offset: 732, heights: [777.2, 707, 795.5] });
    expect(copy.get('a')).toEqual({ y: 1501 });
    expect(copy.get('b')).toEqual({ y: 0 });
    expect(copy.get('c')).toEqual({ y: 4220, part: 5, offset: 88.5 });
    expect(copy.get('d')).toBeUndefined();
  });

  it('forgets the least recently written entry past its limit', () => {
    const memory = new ScrollMemory(2);
    memory.set('a', { y: 1 });
    memory.set('b', { y: 2 });
    memory.set('a', { y: 3 });
    memory.set('c', { y: 4 });
    expect(memory.get('b')).toBeUndefined();
    expect(memory.get('a')).toEqual({ y: 3 });
    expect(memory.get('c')).toEqual({ y: 4 });
  });

  it('drops an entry whose heights are not a list of sizes', () => {
    const stored = JSON.stringify([
      ['a', 10, 1, 5, [100, 'x']],
      ['b', 10, 1, 5, [100, -1]],
      ['c', 10, 1, 5, 100],
      ['d', 10, 1, 5, [100, 200]],
    ]);
    const memory = ScrollMemory.parse(stored);
    expect(['a', 'b', 'c'].map((key) => memory.get(key))).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(memory.get('d')).toEqual({ y: 10, part: 1, offset: 5, heights: [100, 200] });
  });

  it('starts empty from missing or corrupt storage', () => {
    expect(ScrollMemory.parse(null).serialize()).toBe('[]');
    expect(ScrollMemory.parse('{oops').serialize()).toBe('[]');
    expect(
      ScrollMemory.parse('[["a","x"],[1,2],["b",5],["c",5,1.5,3],["d",5,1]]').serialize(),
    ).toBe('[["b",5]]');
  });
});
