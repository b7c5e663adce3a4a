import { sparePartRoute } from '@/components/parts/spare-part-view';
import { getSparePartByToken } from '@/lib/content/spare-parts';

/**
 * The short URL printed as a QR code on each part's label (spec §2 `{token}`). The proxy has already
 * brought the visitor to their language; the page is the part's own, with its canonical URL.
 */
const route = sparePartRoute('token', getSparePartByToken);

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
