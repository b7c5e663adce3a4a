import { uploadsDir } from '@/lib/db/data-folder';
import { handleFormPost } from '@/lib/forms/handler';
import { withDatabase } from '@/lib/http/database-route';
import { nudgeOutbox } from '@/lib/server/outbox-worker';

export const runtime = 'nodejs';

export const POST = withDatabase(
  async (request, db, { params }: { params: Promise<{ form: string }> }) => {
    const { form } = await params;
    const response = await handleFormPost(form, request, {
      getDb: async () => db,
      uploadsDir: uploadsDir(),
    });
    if (response.status < 400) nudgeOutbox();
    return response;
  },
);
