import { productPage } from '@/components/product/product-page';

const page = productPage('cyse');

export const generateMetadata = page.generateMetadata;
export default page.Page;
