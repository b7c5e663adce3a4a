import { standardPage } from '@/components/page/standard-page';

const page = standardPage('taurus', { tone: 'dark' });

export const generateMetadata = page.generateMetadata;
export default page.Page;
