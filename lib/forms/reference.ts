// Crockford's base32 without I, L, O and U: nothing a visitor reading it on the phone can confuse.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A new reference number such as `SYN-7K3M-Q9XD` (40 random bits). */
export function newReference(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  let code = '';
  for (const byte of bytes) code += ALPHABET[byte % 32];
  return `SYN-${code.slice(0, 4)}-${code.slice(4)}`;
}

/** Whether `value` has the shape of a reference number (for echoing it back safely). */
export function isReference(value: unknown): value is string {
  return (
    typeof value === 'string' && /^SYN-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/.test(value)
  );
}
