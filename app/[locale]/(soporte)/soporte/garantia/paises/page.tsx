import { standardPage } from '@/components/page/standard-page';

const page = standardPage('warrantyCountries');

export const generateMetadata = page.generateMetadata;
export default page.Page;
