import type { StoredAttachment } from '@/lib/db/schema';
import { localeInfo, toAppLocale, type AppLocale } from '@/lib/i18n/locales';
import type { OutgoingMessage } from '@/lib/mail/queue';

import { forms, type FormId } from './forms';
import { optionsFor } from './labels';
import { formsMessages, formsTranslator } from './messages';

export type MailInput = {
  form: FormId;
  locale: AppLocale;
  reference: string;
  values: Record<string, string>;
  attachment: StoredAttachment | null;
  receivedAt: Date;
};

/** The language of the emails the teams receive (`TEAM_LOCALE`, default Spanish). */
function teamLocale(): AppLocale {
  const configured = process.env.TEAM_LOCALE;
  return toAppLocale(configured);
}

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** Which team inbox receives a submission (a contact message about support goes to support). */
export function audienceOf(form: FormId, values: Record<string, string>) {
  if (form === 'contact' && values.topic === 'support') return 'support';
  return forms[form].audience;
}

function describe(form: FormId, values: Record<string, string>, locale: AppLocale): string[] {
  const m = formsMessages(locale);
  const lines: string[] = [];
  for (const fieldset of forms[form].layout) {
    for (const field of fieldset.fields) {
      if (field.kind === 'file') continue;
      const raw = values[field.name] ?? '';
      if (raw === '') continue;
      const label = m.fields[field.name as keyof typeof m.fields].label;
      const shown = field.options
        ? (optionsFor(field.options, locale).find((o) => o.value === raw)?.label ?? raw)
        : raw;
      lines.push(field.kind === 'textarea' ? `${label}:\n${shown}` : `${label}: ${shown}`);
    }
  }
  return lines;
}

/**
 * The emails a submission sends: one to the team's inbox (in the team's language, replying to the
 * visitor, with the CV attached) and a localized acknowledgement with the reference to the visitor,
 * fixed text only (capped per inbox and day when queued: lib/mail/ack-cap.ts).
 */
export function composeMessages(input: MailInput): OutgoingMessage[] {
  const team = teamLocale();
  const tTeam = formsTranslator(team);
  const title = tTeam(`titles.${input.form}`);
  const email = input.values.email ?? null;
  const name = input.values.name ?? '';
  const organisation = input.values.organisation;
  const mTeam = formsMessages(team).email;
  const teamBody = [
    tTeam('email.teamIntro', { title }),
    '',
    `${mTeam.reference}: ${input.reference}`,
    `${mTeam.received}: ${input.receivedAt.toISOString()}`,
    `${mTeam.language}: ${localeInfo[input.locale].name}`,
    '',
    ...describe(input.form, input.values, team),
    ...(input.attachment ? ['', `${mTeam.attachment}: ${input.attachment.originalName}`] : []),
  ].join('\n');

  const t = formsTranslator(input.locale);
  return [
    {
      audience: audienceOf(input.form, input.values),
      recipient: null,
      replyTo: email,
      subject: `[${input.reference}] ${capitalise(title)} — ${name}${organisation ? ` (${organisation})` : ''}`,
      body: teamBody,
      attachment: input.attachment,
    },
    ...(email
      ? [
          {
            audience: 'visitor' as const,
            recipient: email,
            replyTo: null,
            subject: t('email.ackSubject', { reference: input.reference }),
            // Nothing the sender typed goes into it (not even the name): whoever types someone
            // else's address cannot make the site write their words to that inbox.
            body: t('email.ackBody', {
              title: t(`titles.${input.form}`),
              reference: input.reference,
            }),
            attachment: null,
          },
        ]
      : []),
  ];
}
