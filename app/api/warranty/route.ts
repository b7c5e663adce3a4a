import { formsMessages } from '@/lib/forms/messages';
import { warrantyResultPath } from '@/lib/forms/result-pages';
import { clientKey } from '@/lib/http/client';
import { withDatabase } from '@/lib/http/database-route';
import { toAppLocale } from '@/lib/i18n/locales';
import { handleWarrantyRequest } from '@/lib/warranty/registry';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const handle = withDatabase((request, db) => {
  const requested = new URL(request.url).searchParams.get('locale');
  const locale = toAppLocale(requested);
  const m = formsMessages(locale);
  return handleWarrantyRequest(request, {
    getDb: async () => db,
    client: clientKey(request),
    texts: {
      invalid: m.errors.serial,
      notFound: m.warranty.notFound,
      rateLimited: m.errors.rateLimited,
    },
    resultPath: (serial) => warrantyResultPath(locale, serial),
  });
});

export const GET = handle;
export const POST = handle;
