/** Field of `history.state` naming the history entry, so its scroll position can be found again. */
export const ENTRY_KEY_FIELD = '__platformEntry';

/** The entry key stored in a history state, if any. */
export function entryKeyOf(state: unknown): string | null {
  if (!state || typeof state !== 'object') return null;
  const key = (state as Record<string, unknown>)[ENTRY_KEY_FIELD];
  return typeof key === 'string' && key ? key : null;
}

/** Scroll positions per history entry, capped to the most recently written `limit` entries. */
export class ScrollMemory {
  private readonly positions = new Map<string, number>();

  constructor(private readonly limit = 100) {}

  /** A memory filled from `serialize()` output; anything unreadable gives an empty one. */
  static parse(text: string | null, limit?: number): ScrollMemory {
    const memory = new ScrollMemory(limit);
    try {
      const entries: unknown = JSON.parse(text ?? '[]');
      if (!Array.isArray(entries)) return memory;
      for (const entry of entries) {
        if (Array.isArray(entry) && typeof entry[0] === 'string' && Number.isFinite(entry[1])) {
          memory.set(entry[0], entry[1] as number);
        }
      }
    } catch {
      // A corrupt store only costs the remembered positions.
    }
    return memory;
  }

  get(key: string): number | undefined {
    return this.positions.get(key);
  }

  set(key: string, y: number): void {
    this.positions.delete(key);
    this.positions.set(key, Math.max(0, Math.round(y)));
    if (this.positions.size > this.limit) {
      const oldest = this.positions.keys().next().value;
      if (oldest !== undefined) this.positions.delete(oldest);
    }
  }

  serialize(): string {
    return JSON.stringify([...this.positions]);
  }
}
