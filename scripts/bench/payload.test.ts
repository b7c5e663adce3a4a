import { describe, expect, it } from 'vitest';

import { clientMessages, flightPayload } from './payload';

const push = (chunk: unknown[]) => `<script>self.__next_f.push(${JSON.stringify(chunk)})</script>`;

describe('flightPayload', () => {
  it('joins the text chunks of the inline flight data and skips the bootstrap marker', () => {
    const html = `<html><body>${push([0])}${push([1, '0:{"a":1}\n'])}<script>other()</script>${push([1, '1:"b"\n'])}</body></html>`;
    expect(flightPayload(html)).toBe('0:{"a":1}\n1:"b"\n');
  });
});

describe('clientMessages', () => {
  it('returns each translation object handed to a client component, braces inside strings included', () => {
    const payload =
      '18:["$","$L25",null,{"locale":"es","strings":{"body":"a } { \\" b"},"children":"$L1"}]\n' +
      '19:["$","$L26",null,{"translation":{"x":"y"},"texts":{"submit":"Enviar"}}]\n' +
      '20:{"messages":"not an object","className":{"z":"w"}}';
    expect(clientMessages(payload)).toEqual([
      '{"body":"a } { \\" b"}',
      '{"x":"y"}',
      '{"submit":"Enviar"}',
    ]);
  });

  it('finds nothing when no catalogue is sent', () => {
    expect(clientMessages('0:{"locale":"es"}')).toEqual([]);
  });
});
