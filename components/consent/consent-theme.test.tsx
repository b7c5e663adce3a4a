import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

const css = fs.readFileSync(path.join(__dirname, 'consent-theme.css'), 'utf8');

function themeColour(name: string): string {
  const match = new RegExp(`--cc-${name}:\\s*(#[0-9a-f]{6})\\b`, 'i').exec(css);
  if (!match?.[1]) throw new Error(`--cc-${name} is not a #rrggbb colour in consent-theme.css`);
  return match[1];
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

// [foreground, background] pairs of the library's variables as they are drawn.
const textPairs = [
  ['primary-color', 'bg'],
  ['secondary-color', 'bg'],
  ['link-color', 'bg'],
  ['btn-primary-color', 'btn-primary-bg'],
  ['btn-primary-hover-color', 'btn-primary-hover-bg'],
  ['btn-secondary-color', 'btn-secondary-bg'],
  ['btn-secondary-hover-color', 'btn-secondary-hover-bg'],
  ['footer-color', 'footer-bg'],
  ['primary-color', 'cookie-category-block-bg'],
  ['primary-color', 'cookie-category-block-hover-bg'],
  ['secondary-color', 'cookie-category-expanded-block-bg'],
] as const;

const controlPairs = [
  ['toggle-on-bg', 'cookie-category-block-bg'],
  ['toggle-off-bg', 'cookie-category-block-bg'],
  ['toggle-enabled-icon-color', 'toggle-on-knob-bg'],
  ['toggle-disabled-icon-color', 'toggle-off-knob-bg'],
] as const;

describe('consent theme contrast (WCAG 2.2 AA)', () => {
  for (const [foreground, background] of textPairs) {
    it(`text ${foreground} on ${background} reaches 4.5:1`, () => {
      expect(contrast(themeColour(foreground), themeColour(background))).toBeGreaterThanOrEqual(
        4.5,
      );
    });
  }

  for (const [foreground, background] of controlPairs) {
    it(`control ${foreground} against ${background} reaches 3:1`, () => {
      expect(contrast(themeColour(foreground), themeColour(background))).toBeGreaterThanOrEqual(3);
    });
  }
});
