import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

import { fileTypeFromBuffer } from 'file-type';

import type { StoredAttachment } from '@/lib/db/schema';

import { CV_MAX_BYTES } from './schemas';

const ACCEPTED = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
} as const;

export type CvCheck =
  | { ok: true; mime: keyof typeof ACCEPTED; ext: string; bytes: Uint8Array }
  | { ok: false; code: string };

/**
 * Accepts a CV only if its content is a PDF or a DOCX (read from its magic bytes, whatever its name or
 * declared type says) and it is at most 5 MB.
 */
export async function checkCv(file: unknown): Promise<CvCheck> {
  if (!(file instanceof File) || file.size === 0) return { ok: false, code: 'fileRequired' };
  if (file.size > CV_MAX_BYTES) return { ok: false, code: 'fileSize|5' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(bytes);
  const mime = detected?.mime as keyof typeof ACCEPTED | undefined;
  if (!mime || !(mime in ACCEPTED)) return { ok: false, code: 'fileType' };
  return { ok: true, mime, ext: ACCEPTED[mime], bytes };
}

/** A file name safe to show and to put in a Content-Disposition header. */
export function safeFileName(name: string, ext: string): string {
  const base = path
    .basename(name)
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(0, 80);
  const stem = base.replace(/\.[^.]*$/, '') || 'cv';
  return `${stem}.${ext}`;
}

/**
 * Writes the file under a random name in `dir` (created 0700, file 0600) and flushes it to disk before
 * the submission that points to it is committed.
 */
export async function storeUpload(
  dir: string,
  bytes: Uint8Array,
  ext: string,
  originalName: string,
  mime: string,
): Promise<StoredAttachment> {
  // The folder is chosen at run time (DATA_DIR): nothing under it belongs in the build's tracing.
  await fs.mkdir(/*turbopackIgnore: true*/ dir, { recursive: true, mode: 0o700 });
  const storedName = `${randomBytes(16).toString('hex')}.${ext}`;
  const handle = await fs.open(path.join(/*turbopackIgnore: true*/ dir, storedName), 'wx', 0o600);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  return {
    storedName,
    originalName: safeFileName(originalName, ext),
    mime,
    size: bytes.byteLength,
  };
}

/** Removes a stored upload (after a duplicate POST or a failed commit). */
export async function removeUpload(dir: string, attachment: StoredAttachment): Promise<void> {
  await fs.rm(/*turbopackIgnore: true*/ path.join(dir, path.basename(attachment.storedName)), {
    force: true,
  });
}
