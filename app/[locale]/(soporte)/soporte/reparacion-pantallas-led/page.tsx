import { formPage } from '@/components/forms/form-page';

const page = formPage('ledRepair', 'led-repair');

export const generateMetadata = page.generateMetadata;
export default page.Page;
