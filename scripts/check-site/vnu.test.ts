import { describe, expect, it } from 'vitest';

import { isOutdatedCssVerdict } from './vnu';

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
