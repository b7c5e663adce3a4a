import { productPage } from '@/components/product/product-page';

const page = productPage('taurus', { tone: 'dark' });

export const generateMetadata = page.generateMetadata;
export default page.Page;
