import { downloadsCollectionPage } from '@/components/support/downloads-collection-page';

const page = downloadsCollectionPage('companies');

export const generateMetadata = page.generateMetadata;
export default page.Page;
