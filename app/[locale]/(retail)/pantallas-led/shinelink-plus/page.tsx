import { productPage } from '@/components/product/product-page';

const page = productPage('shinelink-plus');

export const generateMetadata = page.generateMetadata;
export default page.Page;
