import { describe, expect, it } from 'vitest';

import { isOutdatedCssVerdict, isOutdatedExpectVerdict } from './vnu';

describe('isOutdatedCssVerdict', () => {
  it('drops the CSS backend’s verdicts on CSS it predates, as vnu.jar words them', () => {
    for (const message of [
      'CSS: Unrecognized at-rule “@property”',
      'CSS: “transition-property”: “--tw-gradient-from” is not a “transition-property” value.',
      "CSS: “margin-trim”: Property “margin-trim” doesn't exist.",
    ]) {
      expect(isOutdatedCssVerdict({ message }), message).toBe(true);
    }
  });

  it('keeps every other error, CSS ones included', () => {
    for (const message of [
      "CSS: “colr”: Property “colr” doesn't exist.",
      'CSS: Unrecognized at-rule “@page-x”',
      'CSS: “transition-property”: “12px” is not a “transition-property” value.',
      'Element “div” not allowed as child of element “ul” in this context.',
    ]) {
      expect(isOutdatedCssVerdict({ message }), message).toBe(false);
    }
  });
});

describe('isOutdatedExpectVerdict', () => {
  const message =
    'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.';

  it('drops the verdict on the render-blocking expect link the build puts on every page', () => {
    const extract = 'y="high"/><link rel="expect" href="#main" blocking="render"/><style';
    expect(isOutdatedExpectVerdict({ message, extract })).toBe(true);
  });

  it('keeps it for a blocking attribute on any other link type, and every other error', () => {
    expect(
      isOutdatedExpectVerdict({
        message,
        extract: '<link rel="preload" href="/a.css" blocking="render"/>',
      }),
    ).toBe(false);
    expect(isOutdatedExpectVerdict({ message })).toBe(false);
    expect(
      isOutdatedExpectVerdict({
        message: 'Element “div” not allowed as child of element “ul” in this context.',
        extract: '<link rel="expect" href="#main" blocking="render"/>',
      }),
    ).toBe(false);
  });
});
