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
  it('remembers whole-pixel positions per entry and survives serialisation', () => {
    const memory = new ScrollMemory();
    memory.set('a', 1500.6);
    memory.set('b', -3);
    const copy = ScrollMemory.parse(memory.serialize());
    expect(copy.get('a')).toBe(1501);
    expect(copy.get('b')).toBe(0);
    expect(copy.get('c')).toBeUndefined();
  });

  it('forgets the least recently written entry past its limit', () => {
    const memory = new ScrollMemory(2);
    memory.set('a', 1);
    memory.set('b', 2);
    memory.set('a', 3);
    memory.set('c', 4);
    expect(memory.get('b')).toBeUndefined();
    expect(memory.get('a')).toBe(3);
    expect(memory.get('c')).toBe(4);
  });

  it('starts empty from missing or corrupt storage', () => {
    expect(ScrollMemory.parse(null).serialize()).toBe('[]');
    expect(ScrollMemory.parse('{oops').serialize()).toBe('[]');
    expect(ScrollMemory.parse('[["a","x"],[1,2],["b",5]]').serialize()).toBe('[["b",5]]');
  });
});
