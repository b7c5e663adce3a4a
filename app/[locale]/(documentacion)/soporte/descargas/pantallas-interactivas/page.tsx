import { downloadsCollectionPage } from '@/components/support/downloads-collection-page';

const page = downloadsCollectionPage('general');

export const generateMetadata = page.generateMetadata;
export default page.Page;
