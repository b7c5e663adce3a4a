import { newsIndexPage } from '@/components/news/news-index';
import { pageLocale } from '@/lib/pages';

const listing = newsIndexPage(async (params: Promise<{ locale: string }>) => ({
  locale: await pageLocale(params),
}));

export const generateMetadata = listing.generateMetadata;
export default listing.Page;
