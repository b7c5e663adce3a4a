import { standardPage } from '@/components/page/standard-page';

const page = standardPage('privacy');

export const generateMetadata = page.generateMetadata;
export default page.Page;
