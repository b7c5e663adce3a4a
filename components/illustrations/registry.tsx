import type { ReactElement } from 'react';

import { PartDrawing } from '@/components/parts/part-illustration';
import { DownloadsDrawing } from '@/components/support/illustrations/downloads-illustration';
import { SustainabilityDrawing } from '@/components/support/illustrations/sustainability-illustration';
import { WarrantyDrawing } from '@/components/support/illustrations/warranty-illustration';
import { sparePartCategories } from '@/lib/content/spare-parts';
import { getWarrantyTerms } from '@/lib/content/warranty';

import { AccessoryDrawing, type AccessoryVariant } from './accessory-illustration';
import { DisplayDrawing, type DisplayVariant } from './display-illustration';
import type { IllustrationName } from './illustration-image';
import { InterfaceDrawing, type InterfaceVariant } from './interface-illustration';
import { LedWallDrawing } from './led-wall-illustration';

const displays: DisplayVariant[] = ['taurus', 'ia', 'cyse', 'piscis', 'meeting'];
const accessories: AccessoryVariant[] = ['mobile-stand', 'height-stand', 'ops', 'dongle'];
const interfaces: InterfaceVariant[] = ['suite', 'class', 'os', 'share', 'dms', 'bytello'];

/** Every illustration file the site links to, with the drawing it is rendered from. */
export function illustrationEntries(): Array<[IllustrationName, ReactElement]> {
  const years = getWarrantyTerms().durationYears;
  return [
    ...displays.map((v): [IllustrationName, ReactElement] => [
      `display-${v}`,
      <DisplayDrawing key={v} variant={v} />,
    ]),
    ['led-wall', <LedWallDrawing key="led-wall" />],
    ...accessories.map((v): [IllustrationName, ReactElement] => [
      `accessory-${v}`,
      <AccessoryDrawing key={v} variant={v} />,
    ]),
    ...interfaces.map((v): [IllustrationName, ReactElement] => [
      `interface-${v}`,
      <InterfaceDrawing key={v} variant={v} />,
    ]),
    [`warranty-${years}`, <WarrantyDrawing key="warranty" years={years} />],
    ['sustainability', <SustainabilityDrawing key="sustainability" />],
    ['downloads', <DownloadsDrawing key="downloads" />],
    ...sparePartCategories.flatMap((c): Array<[IllustrationName, ReactElement]> => [
      [`part-${c}`, <PartDrawing key={c} category={c} />],
      [`part-${c}-bare`, <PartDrawing key={`${c}-bare`} category={c} framed={false} />],
    ]),
  ];
}
