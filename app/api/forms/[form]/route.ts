import { getDatabase } from '@/lib/db/client';
import { uploadsDir } from '@/lib/db/paths';
import { handleFormPost } from '@/lib/forms/handler';
import { nudgeOutbox } from '@/lib/forms/outbox';

export const runtime = 'nodejs';

export async function POST(request: Request, { params }: { params: Promise<{ form: string }> }) {
  const { form } = await params;
  const response = await handleFormPost(form, request, {
    getDb: async () => (await getDatabase()).db,
    uploadsDir: uploadsDir(),
  });
  if (response.status < 400) nudgeOutbox();
  return response;
}
