import { createNavigation } from 'next-intl/navigation';

import { routing } from './routing';

/** The only way to link inside the site: these keep the locale prefix and the translated slugs. */
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
