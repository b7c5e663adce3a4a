import { formPage } from '@/components/forms/form-page';

const page = formPage('demo', 'demo');

export const generateMetadata = page.generateMetadata;
export default page.Page;
