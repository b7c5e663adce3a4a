import { getAccessories, getProducts } from '@/lib/content/products';
import { getSoftwareList } from '@/lib/content/software';
import { loaderValidator, type ContentValidator } from '@/lib/content/validation';

/** The product and software content kinds, for scripts/content/validate.ts. */
export const productValidators: ContentValidator[] = [
  loaderValidator('products', getProducts),
  loaderValidator('accessories', getAccessories),
  loaderValidator('software', getSoftwareList),
];
