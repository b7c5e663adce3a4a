import type { Db } from '@/lib/db/client';
import { outbox, type StoredAttachment } from '@/lib/db/schema';

import { mayAcknowledge } from './ack-cap';

export type OutgoingMessage = {
  audience: 'sales' | 'support' | 'hr' | 'visitor';
  recipient: string | null;
  replyTo: string | null;
  subject: string;
  body: string;
  attachment: StoredAttachment | null;
};

type Tx = Pick<Db, 'select' | 'execute' | 'insert'>;

/**
 * Queues a submission's messages in the outbox, inside the transaction that stores it. The visitor's
 * acknowledgement is capped per inbox and day (lib/mail/ack-cap.ts); the team's email never is.
 */
export async function queueMessages(
  tx: Tx,
  submissionId: string,
  messages: OutgoingMessage[],
): Promise<void> {
  const queued: OutgoingMessage[] = [];
  for (const message of messages) {
    if (message.audience === 'visitor' && message.recipient) {
      if (!(await mayAcknowledge(tx, message.recipient))) continue;
    }
    queued.push(message);
  }
  if (queued.length > 0) {
    await tx.insert(outbox).values(queued.map((message) => ({ ...message, submissionId })));
  }
}
