import type { ReactElement } from 'react';

import { PartDrawing } from '@/components/parts/part-illustration';
import { DownloadsDrawing } from '@/components/support/illustrations/downloads-illustration';
import { SustainabilityDrawing } from '@/components/support/illustrations/sustainability-illustration';
import { WarrantyDrawing } from '@/components/support/illustrations/warranty-illustration';
import { accessoryVariants } from '@/lib/content/products/schema';
import { interfaceVariants } from '@/lib/content/software';
import { sparePartCategories } from '@/lib/content/spare-parts';
import { getWarrantyTerms } from '@/lib/content/warranty';

import { AccessoryDrawing } from './accessory-illustration';
import { DisplayDrawing, displayDrawings } from './display-illustration';
import type { IllustrationName } from './illustration-image';
import { InterfaceDrawing } from './interface-illustration';
import { LedWallDrawing } from './led-wall-illustration';

/** Every illustration file the site links to, with the drawing it is rendered from. */
export function illustrationEntries(): Array<[IllustrationName, ReactElement]> {
  const years = getWarrantyTerms().durationYears;
  return [
    ...displayDrawings.map((v): [IllustrationName, ReactElement] => [
      `display-${v}`,
      <DisplayDrawing key={v} variant={v} />,
    ]),
    ['led-wall', <LedWallDrawing key="led-wall" />],
    ...accessoryVariants.map((v): [IllustrationName, ReactElement] => [
      `accessory-${v}`,
      <AccessoryDrawing key={v} variant={v} />,
    ]),
    ...interfaceVariants.map((v): [IllustrationName, ReactElement] => [
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
