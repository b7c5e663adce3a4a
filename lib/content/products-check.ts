import { getAccessories, getProducts } from './products';
import { getSoftwareList } from './software';
import { loaderValidator, type ContentValidator } from './validation';

/** The product and software content kinds, for scripts/content/validate.ts. */
export const productValidators: ContentValidator[] = [
  loaderValidator('products', getProducts),
  loaderValidator('accessories', getAccessories),
  loaderValidator('software', getSoftwareList),
];
