import { AccessoryIllustration } from '@/components/illustrations/accessory-illustration';
import { DisplayIllustration } from '@/components/illustrations/display-illustration';
import { InterfaceIllustration } from '@/components/illustrations/interface-illustration';
import { LedWallIllustration } from '@/components/illustrations/led-wall-illustration';
import {
  accessoryVariants,
  displayVariants,
  type LocalizedAccessory,
  type LocalizedProduct,
} from '@/lib/content/products';
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
  const { variant } = illustration;
  if (variant === 'led-wall') return <LedWallIllustration {...image} />;
  if (isOneOf(displayVariants, variant)) {
    return <DisplayIllustration variant={variant} {...image} />;
  }
  if (isOneOf(accessoryVariants, variant)) {
    return <AccessoryIllustration variant={variant} {...image} />;
  }
  return <InterfaceIllustration variant={variant} {...image} />;
}

function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}
