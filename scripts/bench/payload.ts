const FLIGHT_PUSH = /<script[^>]*>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g;

/** The RSC (flight) payload a prerendered page inlines for hydration, its text chunks joined. */
export function flightPayload(html: string): string {
  let payload = '';
  for (const [, literal = '[]'] of html.matchAll(FLIGHT_PUSH)) {
    const chunk = JSON.parse(literal) as [number, string?];
    if (chunk[0] === 1 && typeof chunk[1] === 'string') payload += chunk[1];
  }
  return payload;
}

/** The JSON value that starts at `start` (an object or array), by bracket matching. */
function jsonValueAt(text: string, start: number): string {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i += 1) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') depth += 1;
    else if (char === '}' || char === ']') {
      depth -= 1;
      if (depth === 0) return text.slice(start, i + 1);
    }
  }
  return text.slice(start);
}

/** The props that carry translated text to client components (see the components' `XxxProps`). */
const TRANSLATION_PROPS = [
  'messages',
  'strings',
  'translation',
  'texts',
  'errorTemplates',
  'labels',
];

/**
 * The translations serialized into the payload for client components: every object under one of
 * `TRANSLATION_PROPS` (the consent box's `translation`, the error page's `strings`, a form's
 * `labels`, `texts` and `errorTemplates`, next-intl's `messages`). Props travel as JSON in the
 * flight data. Returns them as JSON text.
 */
export function clientMessages(payload: string): string[] {
  const found: string[] = [];
  const key = new RegExp(`"(?:${TRANSLATION_PROPS.join('|')})":(?=[{[])`, 'g');
  for (const match of payload.matchAll(key)) {
    found.push(jsonValueAt(payload, match.index + match[0].length));
  }
  return found;
}
