import { formPage } from '@/components/forms/form-page';

const page = formPage('contact', 'contact');

export const generateMetadata = page.generateMetadata;
export default page.Page;
