/** Maps `items` through `fn` with at most `limit` calls in flight (`worker` says which); results keep the input order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number, worker: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const work = async (worker: number) => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T, index, worker);
    }
  };
  const workers = Math.max(1, Math.min(limit, items.length));
  await Promise.all(Array.from({ length: workers }, (_, worker) => work(worker)));
  return results;
}
