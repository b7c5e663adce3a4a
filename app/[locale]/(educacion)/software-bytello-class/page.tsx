import { softwarePage } from '@/components/product/software-page';

const page = softwarePage('bytello-class');

export const generateMetadata = page.generateMetadata;
export default page.Page;
