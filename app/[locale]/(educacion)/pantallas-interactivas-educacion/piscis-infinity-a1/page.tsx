import { productPage } from '@/components/product/product-page';

const page = productPage('piscis-infinity-a1');

export const generateMetadata = page.generateMetadata;
export default page.Page;
