import { formPage } from '@/components/forms/form-page';

const page = formPage('sustainabilityRequest', 'sustainability');

export const generateMetadata = page.generateMetadata;
export default page.Page;
