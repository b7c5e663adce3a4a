import { sparePartRoute } from '@/components/parts/spare-part-view';
import { getSparePartByHash } from '@/lib/content/spare-parts';

const route = sparePartRoute('hash', getSparePartByHash);

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
