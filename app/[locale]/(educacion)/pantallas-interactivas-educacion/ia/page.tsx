import { productPage } from '@/components/product/product-page';

const page = productPage('ia');

export const generateMetadata = page.generateMetadata;
export default page.Page;
