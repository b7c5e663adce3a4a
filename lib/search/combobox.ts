/**
 * The option an arrow key makes active in a list of `count` options, from `active` (-1: none, the
 * caret in the field). The field sits between the last option and the first, as in the ARIA
 * combobox pattern: ↓ from the last option goes back to the field, ↑ from the field to the last.
 */
export function nextActive(active: number, step: 1 | -1, count: number): number {
  if (count <= 0) return -1;
  const positions = count + 1;
  return ((((active + 1 + step) % positions) + positions) % positions) - 1;
}
