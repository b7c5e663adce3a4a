import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';

import type { Db } from '@/lib/db/client';
import { layoutFieldNames } from '@/lib/forms/fields';
import { formIds, isFormId } from '@/lib/forms/forms';
import { listSubmissions } from '@/lib/forms/store';
import {
  deadLetters,
  deliverDue,
  mailSettingsFromEnv,
  outboxStatus,
  retryAllNow,
  retryDead,
} from '@/lib/mail/outbox';
import { VITALS_USAGE, vitalsCommand } from '@/lib/vitals/ops';
import { importWarrantyCsv } from '@/lib/warranty/registry';

import { applyRetention, eraseByEmail, sweepOrphanUploads } from './retention';

export type OpsRequest = {
  args: string[];
  /** The content of the file named on the command line (read by the CLI, not by the server). */
  input?: string;
};

export type OpsResult = { code: number; stdout: string; stderr: string };

export type OpsContext = { db: Db; location: string; uploadsDir: string };

export const OPS_USAGE = `Usage: npm run ops -- <command>

  submissions list   [--form F] [--from YYYY-MM-DD] [--to YYYY-MM-DD]
  submissions export [--form F] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--out file.csv]
  warranty import <file.csv> [--dry-run]
  outbox status
  outbox flush
  outbox dead
  outbox retry-dead [id …]
  retention run
  erase --email someone@example.com
${VITALS_USAGE}

Forms: ${formIds.join(', ')}. Dates are UTC days, both ends included.
See docs/operations.md.`;

class UsageError extends Error {}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  if (index === -1) return undefined;
  const value = args[index + 1];
  if (!value || value.startsWith('--')) throw new UsageError(`--${name} needs a value`);
  return value;
}

const isoDay = z.iso.date();

/** A UTC day as YYYY-MM-DD; an impossible one (2026-02-30) is refused, never moved to another day. */
function day(value: string | undefined, endOfDay: boolean): Date | undefined {
  if (!value) return undefined;
  if (!isoDay.safeParse(value).success) {
    throw new UsageError(`not a date: ${value} (a real day as YYYY-MM-DD)`);
  }
  return new Date(`${value}T${endOfDay ? '23:59:59.999' : '00:00:00.000'}Z`);
}

function filterFrom(args: string[]) {
  const form = option(args, 'form');
  if (form && !isFormId(form)) {
    throw new UsageError(`unknown form: ${form} (${formIds.join(', ')})`);
  }
  return { form, from: day(option(args, 'from'), false), to: day(option(args, 'to'), true) };
}

async function exportCsv(ctx: OpsContext, args: string[]): Promise<string> {
  const filter = filterFrom(args);
  const rows = await listSubmissions(ctx.db, filter);
  const fields = [
    ...new Set(
      (filter.form ? [filter.form] : formIds).flatMap((f) =>
        isFormId(f) ? layoutFieldNames(f).filter((n) => n !== 'cv') : [],
      ),
    ),
    'privacy',
  ];
  const header = ['reference', 'form', 'created_at', 'locale', 'attachment', ...fields];
  const records = rows.map((row) => [
    row.reference,
    row.form,
    row.createdAt.toISOString(),
    row.locale,
    row.attachment ? `${row.attachment.storedName} (${row.attachment.originalName})` : '',
    ...fields.map((f) => String(row.data[f] ?? '')),
  ]);
  // A spreadsheet runs a cell starting with = + - @ (or their full-width forms), tab or CR as a
  // formula, `-1+cmd|…` and `+1+…` included: csv-stringify prefixes every such cell with a quote.
  return stringify([header, ...records], { escape_formulas: true });
}

async function listText(ctx: OpsContext, args: string[]): Promise<string> {
  const rows = await listSubmissions(ctx.db, filterFrom(args));
  const lines = rows.map((row) =>
    [
      row.createdAt.toISOString(),
      row.reference,
      row.form.padEnd(14),
      row.locale,
      row.name,
      `<${row.email}>`,
    ].join('  '),
  );
  return `${lines.join('\n')}${lines.length ? '\n' : ''}${rows.length} submission(s)\n`;
}

async function statusText(ctx: OpsContext): Promise<string> {
  const status = await outboxStatus(ctx.db);
  const mail = mailSettingsFromEnv();
  const lines = [
    'missing' in mail
      ? `SMTP not configured (missing: ${mail.missing.join(', ')}): nothing is sent, messages wait in the outbox.`
      : `SMTP configured, sending from ${mail.from}.`,
    `Database: ${ctx.location}`,
    `Pending: ${status.pending} (of which retrying after an error: ${status.retrying})`,
    `Sent: ${status.sent}`,
    `Dead letters (refused for good, not retried): ${status.dead}${status.dead ? ' — see outbox dead' : ''}`,
  ];
  if (status.oldestPending) {
    lines.push(`Oldest pending since: ${status.oldestPending.toISOString()}`);
  }
  if (status.nextAttempt) lines.push(`Next attempt: ${status.nextAttempt.toISOString()}`);
  for (const e of status.recentErrors) {
    lines.push(`  #${e.id} ${e.audience}, ${e.attempts} attempt(s): ${e.lastError}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Runs one operator command against `ctx.db` (directly, or inside the server via its socket). */
export async function runOps(request: OpsRequest, ctx: OpsContext): Promise<OpsResult> {
  const [group, command, ...rest] = request.args;
  const ok = (stdout: string): OpsResult => ({ code: 0, stdout, stderr: '' });
  try {
    if (group === 'erase') {
      const email = option(request.args, 'email');
      if (!email || !email.includes('@')) throw new UsageError('erase needs --email address');
      const r = await eraseByEmail(ctx.db, ctx.uploadsDir, email);
      return ok(
        `Erased for ${email}: ${r.submissions} submission(s), ${r.messages} message(s), ` +
          `${r.files} CV file(s). Consent records hold no email address: none is linked.\n`,
      );
    }
    if (group === 'vitals') {
      const result = await vitalsCommand(ctx.db, request.args.slice(1));
      if ('usage' in result) throw new UsageError(result.usage);
      return ok(result.stdout);
    }
    switch (`${group} ${command}`) {
      case 'retention run': {
        const r = await applyRetention(ctx.db, ctx.uploadsDir);
        const orphans = await sweepOrphanUploads(ctx.db, ctx.uploadsDir);
        return ok(
          `Past their retention period, deleted: ${r.submissions} submission(s), ` +
            `${r.messages} message(s), ${r.files} CV file(s), ${r.consentRecords} consent record(s). ` +
            `Orphan CV files removed: ${orphans}.\n` +
            `Speed measurements: ${r.vitals.deletedViews} page view(s) past 90 days rolled up into ` +
            `${r.vitals.rolledUp} daily figure(s); ${r.vitals.deletedDays} daily figure(s) past 13 months deleted.\n`,
        );
      }
      case 'submissions list':
        return ok(await listText(ctx, rest));
      case 'submissions export':
        return ok(await exportCsv(ctx, rest));
      case 'warranty import': {
        if (request.input === undefined) throw new UsageError('warranty import needs a CSV file');
        const dryRun = rest.includes('--dry-run');
        const report = await importWarrantyCsv(ctx.db, request.input, { dryRun });
        const errors = report.errors.map((e) => `line ${e.line}: ${e.message}\n`).join('');
        const verb = dryRun ? 'valid (dry run, nothing written)' : 'imported';
        return {
          code: report.errors.length > 0 ? 1 : 0,
          stdout: `${report.imported} row(s) ${verb}, ${report.errors.length} error(s).\n`,
          stderr: errors,
        };
      }
      case 'outbox status':
        return ok(await statusText(ctx));
      case 'outbox dead': {
        const rows = await deadLetters(ctx.db);
        const lines = rows.map(
          (r) =>
            `#${r.id}  ${r.deadAt.toISOString()}  ${r.audience}  ${r.attempts} attempt(s)  ${r.subject}\n    ${r.lastError}\n`,
        );
        return ok(`${lines.join('')}${rows.length} dead letter(s)\n`);
      }
      case 'outbox retry-dead': {
        const ids = rest.map(Number);
        if (ids.some((id) => !Number.isInteger(id) || id <= 0)) {
          throw new UsageError(`not a message id: ${rest.join(' ')}`);
        }
        const n = await retryDead(ctx.db, ids);
        return ok(`${n} dead letter(s) queued again, due now.\n`);
      }
      case 'outbox flush': {
        const mail = mailSettingsFromEnv();
        if ('missing' in mail) {
          return {
            code: 1,
            stdout: '',
            stderr: `SMTP not configured (missing: ${mail.missing.join(', ')}): nothing sent.\n`,
          };
        }
        await retryAllNow(ctx.db);
        const result = await deliverDue(ctx.db, mail, { uploadsDir: ctx.uploadsDir });
        return {
          code: result.failed > 0 ? 1 : 0,
          stdout: `Sent ${result.sent}, failed ${result.failed} (rescheduled with back-off).\n`,
          stderr: '',
        };
      }
      default:
        throw new UsageError(
          group === undefined || group === 'help'
            ? ''
            : `unknown command: ${request.args.join(' ')}`,
        );
    }
  } catch (error) {
    if (error instanceof UsageError) {
      return {
        code: 2,
        stdout: '',
        stderr: `${error.message ? `${error.message}\n\n` : ''}${OPS_USAGE}\n`,
      };
    }
    throw error;
  }
}
