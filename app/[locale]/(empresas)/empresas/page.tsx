import { standardPage } from '@/components/page/standard-page';

const page = standardPage('companies');

export const generateMetadata = page.generateMetadata;
export default page.Page;
