import type { ScrollPosition } from './scroll-anchor';

/** Field of `history.state` naming the history entry, so its scroll position can be found again. */
export const ENTRY_KEY_FIELD = '__platformEntry';

/** The entry key stored in a history state, if any. */
export function entryKeyOf(state: unknown): string | null {
  if (!state || typeof state !== 'object') return null;
  const key = (state as Record<string, unknown>)[ENTRY_KEY_FIELD];
  return typeof key === 'string' && key ? key : null;
}

type Entry =
  | [key: string, y: number]
  | [key: string, y: number, part: number, offset: number]
  | [key: string, y: number, part: number, offset: number, heights: number[]];

const isHeights = (heights: unknown): heights is number[] =>
  Array.isArray(heights) && heights.every((height) => Number.isFinite(height) && height >= 0);

function isEntry(entry: unknown): entry is Entry {
  if (!Array.isArray(entry) || typeof entry[0] !== 'string' || !Number.isFinite(entry[1])) {
    return false;
  }
  if (entry.length === 2) return true;
  const anchored = Number.isInteger(entry[2]) && Number.isFinite(entry[3]);
  return anchored && (entry.length === 4 || (entry.length === 5 && isHeights(entry[4])));
}

/** Scroll positions per history entry, capped to the most recently written `limit` entries. */
export class ScrollMemory {
  private readonly positions = new Map<string, ScrollPosition>();

  constructor(private readonly limit = 100) {}

  /** A memory filled from `serialize()` output; anything unreadable gives an empty one. */
  static parse(text: string | null, limit?: number): ScrollMemory {
    const memory = new ScrollMemory(limit);
    try {
      const entries: unknown = JSON.parse(text ?? '[]');
      if (!Array.isArray(entries)) return memory;
      for (const entry of entries) {
        if (!isEntry(entry)) continue;
        const [key, y, part, offset, heights] = entry;
        memory.set(key, part === undefined ? { y } : { y, part, offset, heights });
      }
    } catch {
      // A corrupt store only costs the remembered positions.
    }
    return memory;
  }

  get(key: string): ScrollPosition | undefined {
    return this.positions.get(key);
  }

  /** Remembers a position (`y` in whole pixels, never negative), as the latest entry. */
  set(key: string, { y, part, offset, heights }: ScrollPosition): void {
    this.positions.delete(key);
    const pixels = Math.max(0, Math.round(y));
    this.positions.set(
      key,
      part === undefined || offset === undefined
        ? { y: pixels }
        : { y: pixels, part, offset, ...(heights && { heights }) },
    );
    if (this.positions.size > this.limit) {
      const oldest = this.positions.keys().next().value;
      if (oldest !== undefined) this.positions.delete(oldest);
    }
  }

  serialize(): string {
    return JSON.stringify(
      Array.from(this.positions, ([key, { y, part, offset, heights }]): Entry => {
        if (part === undefined || offset === undefined) return [key, y];
        return heights ? [key, y, part, offset, heights] : [key, y, part, offset];
      }),
    );
  }
}
