import { hashSource, type InlineHashes } from './csp';

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
// Attribute values never contain a raw `>` or their own quote: serializers escape them.
const STYLE_ATTRIBUTE = /<[a-zA-Z][^>]*?\sstyle=(?:"([^"]*)"|'([^']*)')/g;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

/**
 * `type` values whose inline content the browser runs (and CSP `script-src` governs): classic
 * scripts, modules, import maps and speculation rules. JSON-LD and other data blocks are not.
 */
const EXECUTED_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

function isExecuted(attributes: string): boolean {
  if (SRC_ATTRIBUTE.test(attributes)) return false;
  const match = TYPE_ATTRIBUTE.exec(attributes);
  const type = (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim().toLowerCase();
  return EXECUTED_TYPES.has(type) || /^text\/javascript1\.[0-5]$/.test(type);
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
  nbsp: '\u00a0',
};

/** An attribute value as the browser sees it (and hashes it): character references decoded. */
export function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (reference, name: string) => {
    if (name[0] !== '#') return NAMED_ENTITIES[name.toLowerCase()] ?? reference;
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return String.fromCodePoint(code);
  });
}

/** The text of every inline script of an HTML document the browser would execute, in order. */
export function executableInlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (isExecuted(attributes)) scripts.push(body);
  }
  return scripts;
}

/** Hash sources of the executable inline scripts, `<style>` elements and style attributes. */
export function inlineHashes(html: string): InlineHashes {
  const distinct = (texts: Iterable<string>) => [...new Set([...texts].map(hashSource))];
  // Script bodies may hold markup-looking strings; styles are only searched outside them.
  const markup = html.replace(SCRIPT_ELEMENT, '<script></script>');
  return {
    scripts: distinct(executableInlineScripts(html)),
    styles: distinct(Array.from(markup.matchAll(STYLE_ELEMENT), (match) => match[1] ?? '')),
    styleAttributes: distinct(
      Array.from(markup.matchAll(STYLE_ATTRIBUTE), (match) =>
        decodeAttribute(match[1] ?? match[2] ?? ''),
      ),
    ),
  };
}
