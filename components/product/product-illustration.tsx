import { AccessoryIllustration } from '@/components/illustrations/accessory-illustration';
import { DisplayIllustration } from '@/components/illustrations/display-illustration';
import { InterfaceIllustration } from '@/components/illustrations/interface-illustration';
import { LedWallIllustration } from '@/components/illustrations/led-wall-illustration';
import type { LocalizedAccessory, LocalizedProduct } from '@/lib/content/products';
import type { LocalizedSoftware } from '@/lib/content/software';

type ProductIllustrationProps = {
  illustration:
    | LocalizedProduct['illustration']
    | LocalizedAccessory['illustration']
    | LocalizedSoftware['illustration'];
  className?: string;
  /** Decorative when the same drawing is already described nearby (cards with a heading). */
  decorative?: boolean;
  /** Above the fold: loaded at once with high priority. */
  priority?: boolean;
};

/** The drawing a content entry names, with its localized alt text. */
export function ProductIllustration({
  illustration,
  className,
  decorative = false,
  priority,
}: ProductIllustrationProps) {
  const title = decorative ? undefined : illustration.alt;
  const image = { className, title, priority };
  switch (illustration.variant) {
    case 'led-wall':
      return <LedWallIllustration {...image} />;
    case 'taurus':
    case 'ia':
    case 'cyse':
    case 'piscis':
      return <DisplayIllustration variant={illustration.variant} {...image} />;
    case 'mobile-stand':
    case 'height-stand':
    case 'ops':
    case 'dongle':
      return <AccessoryIllustration variant={illustration.variant} {...image} />;
    default:
      return <InterfaceIllustration variant={illustration.variant} {...image} />;
  }
}
