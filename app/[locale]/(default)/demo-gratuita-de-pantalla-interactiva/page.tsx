import { standardPage } from '@/components/page/standard-page';

const page = standardPage('demo');

export const generateMetadata = page.generateMetadata;
export default page.Page;
