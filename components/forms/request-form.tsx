import { getTranslations } from 'next-intl/server';

import { retention } from '@/config/retention';
import { formatErrors } from '@/lib/forms/errors';
import { fieldRules } from '@/lib/forms/fields';
import { forms, type FormId } from '@/lib/forms/forms';
import { optionsFor } from '@/lib/forms/labels';
import { browserErrorTemplates, formsMessages } from '@/lib/forms/messages';
import { HONEYPOT_FIELD, rememberedDemoFields, TOKEN_FIELD } from '@/lib/forms/options';
import type { AppLocale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';

import { FormController } from './form-controller';
import { FormField } from './form-field';
import { sortErrors } from './form-fields';

export type RequestFormProps = {
  form: FormId;
  locale: AppLocale;
  /** Values to show (a draft on the review page, or a prefilled part number). */
  values?: Record<string, string>;
  /** Error codes to show (the review page). */
  errors?: Record<string, string>;
  /** A form token issued by a dynamic page; static pages get theirs from the browser. */
  token?: string;
  /** Text shown above the fields (the review page's explanation). */
  notice?: string;
  /** Whether to render the section heading (off when the page's h1 already says it). */
  heading?: boolean;
};

/**
 * A complete request form, rendered on the server in the visitor's language: fieldsets, labels, hints,
 * autocomplete tokens and HTML constraints taken from the shared schema. It posts to
 * `/api/forms/<form>` with or without JavaScript.
 */
export async function RequestForm({
  form,
  locale,
  values = {},
  errors = {},
  token,
  notice,
  heading = true,
}: RequestFormProps) {
  const t = await getTranslations({ locale, namespace: 'forms' });
  const m = formsMessages(locale);
  const idPrefix = `f-${form}`;
  const labels: Record<string, string> = {};
  for (const set of forms[form].layout) {
    for (const field of set.fields) {
      labels[field.name] = m.fields[field.name as keyof typeof m.fields].label;
    }
  }
  labels.privacy = t.raw('privacy').replace(/<\/?link>/g, '');
  const initialErrors = sortErrors(formatErrors(errors, m.errors), labels);

  return (
    <section
      aria-labelledby={heading ? `${idPrefix}-heading` : undefined}
      className="mx-auto max-w-3xl card p-6 sm:p-8 md:p-10"
    >
      {heading ? (
        <h2
          id={`${idPrefix}-heading`}
          className="text-2xl font-bold tracking-tight text-balance md:text-3xl"
        >
          {t(`headings.${form}`)}
        </h2>
      ) : null}
      <p className={`${heading ? 'mt-3' : ''} text-[0.9375rem] text-muted`}>{t('requiredNote')}</p>
      {notice ? (
        <p className="mt-5 rounded-2xl bg-brand-soft/70 p-4 text-[0.9375rem] text-ink">{notice}</p>
      ) : null}
      <div className="mt-8">
        <FormController
          form={form}
          idPrefix={idPrefix}
          action={`/api/forms/${form}?locale=${locale}`}
          upload={forms[form].upload}
          labels={labels}
          errorTemplates={browserErrorTemplates(locale)}
          initialErrors={initialErrors}
          remember={form === 'demo' ? rememberedDemoFields : undefined}
          texts={{
            submit: t(`submit.${form}`),
            sending: t('sending'),
            summaryOne: t('summary', { count: 1 }),
            summaryOther: t('summary', { count: 7 }).replace('7', '{count}'),
          }}
        >
          <input type="hidden" name={TOKEN_FIELD} defaultValue={token ?? ''} />
          {/* People never see this field; form-filling robots do, and give themselves away. */}
          <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
            <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>{t('honeypot')}</label>
            <input
              id={`${idPrefix}-${HONEYPOT_FIELD}`}
              type="text"
              name={HONEYPOT_FIELD}
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
            />
          </div>
          <div className="space-y-10">
            {forms[form].layout.map((set) => (
              <fieldset key={set.legend} className="min-w-0">
                <legend className="mb-5 w-full border-b border-line pb-3 text-lg font-semibold text-ink">
                  {t(`legends.${set.legend}`)}
                </legend>
                <div className="grid gap-x-5 gap-y-6 md:grid-cols-2">
                  {set.fields.map((field) => {
                    const rules = fieldRules(form, field.name);
                    const texts = m.fields[field.name as keyof typeof m.fields];
                    return (
                      <FormField
                        key={field.name}
                        idPrefix={idPrefix}
                        error={initialErrors[field.name]}
                        name={field.name}
                        kind={field.kind}
                        label={texts.label}
                        hint={'hint' in texts ? texts.hint : undefined}
                        optionalText={m.optional}
                        required={rules.required}
                        maxLength={rules.maxLength}
                        min={rules.min}
                        max={rules.max}
                        autoComplete={field.autoComplete}
                        rows={field.rows}
                        half={field.half}
                        options={field.options ? optionsFor(field.options, locale) : undefined}
                        chooseText={m.options.choose}
                        defaultValue={values[field.name]}
                      />
                    );
                  })}
                </div>
              </fieldset>
            ))}
            <div className="space-y-4 border-t border-line pt-6">
              <FormField
                idPrefix={idPrefix}
                error={initialErrors.privacy}
                name="privacy"
                kind="consent"
                required
                defaultValue={values.privacy}
                label={t.rich('privacy', {
                  link: (chunks) => (
                    <Link
                      href="/politica-de-privacidad"
                      className="font-medium text-brand underline underline-offset-2 hover:no-underline"
                    >
                      {chunks}
                    </Link>
                  ),
                })}
              />
              <p className="text-sm text-muted">
                {forms[form].upload
                  ? t('careersPrivacyNote', { months: String(retention.cvMonths) })
                  : t('privacyNote')}
              </p>
            </div>
          </div>
        </FormController>
      </div>
    </section>
  );
}
