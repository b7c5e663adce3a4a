import type { ReactNode } from 'react';

import type { FieldKind } from '@/lib/forms/layout-parts';

import { FieldError } from './field-error';
import { fieldIds } from './form-fields';

export type FieldOption = { value: string; label: string };

export type FormFieldProps = {
  /** The form's id prefix (two forms on a page never share ids). */
  idPrefix: string;
  name: string;
  /** The error shown when the page is served (the review page of a JavaScript-free POST). */
  error?: string;
  kind: FieldKind;
  label: ReactNode;
  hint?: string;
  /** Shown after the label of a field that may be left empty. */
  optionalText?: string;
  required: boolean;
  autoComplete?: string;
  maxLength?: number;
  min?: number;
  max?: number;
  rows?: number;
  options?: FieldOption[];
  chooseText?: string;
  defaultValue?: string;
  half?: boolean;
};

const control = 'form-control';

/**
 * One labelled control with its hint and its error, wired for assistive technology. Rendered on the
 * server: once the page's runtime runs, the form's controller keeps `aria-invalid` and the error's
 * place in `aria-describedby` in step with the errors it shows (form-controller.tsx), and the error
 * line is a small client leaf (field-error.tsx).
 */
export function FormField(props: FormFieldProps) {
  const { name, kind, label, hint, optionalText, required, defaultValue, options = [] } = props;
  const { error } = props;
  const ids = fieldIds(props.idPrefix, name);
  const describedBy = [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ');
  const common = {
    id: ids.id,
    name,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
  const span = props.half ? 'md:col-span-1' : 'md:col-span-2';
  const optional =
    !required && optionalText ? (
      <span className="ml-1.5 font-normal text-muted">({optionalText})</span>
    ) : null;
  const hintText = hint ? (
    <p id={ids.hint} className="mt-1.5 text-sm text-muted">
      {hint}
    </p>
  ) : null;

  if (kind === 'consent') {
    return (
      <div className={span}>
        <div className="flex gap-3">
          <input
            {...common}
            type="checkbox"
            defaultChecked={defaultValue === 'on'}
            className="mt-0.5 size-5 shrink-0 rounded accent-brand"
          />
          <label htmlFor={ids.id} className="text-[0.9375rem] leading-snug text-ink-soft">
            {label}
          </label>
        </div>
        <FieldError name={name} id={ids.error} />
      </div>
    );
  }

  if (kind === 'radio') {
    return (
      <fieldset
        className={span}
        aria-describedby={describedBy || undefined}
        id={ids.id}
        tabIndex={-1}
      >
        <legend className="text-[0.9375rem] font-semibold text-ink">
          {label}
          {optional}
        </legend>
        {hintText}
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {options.map((option) => (
            <label key={option.value} className="form-choice">
              <input
                type="radio"
                name={name}
                value={option.value}
                required={required}
                defaultChecked={defaultValue === option.value}
                className="size-4.5 accent-brand"
              />
              {option.label}
            </label>
          ))}
        </div>
        <FieldError name={name} id={ids.error} />
      </fieldset>
    );
  }

  let input: ReactNode;
  if (kind === 'textarea') {
    input = (
      <textarea
        {...common}
        rows={props.rows ?? 5}
        maxLength={props.maxLength}
        defaultValue={defaultValue}
        className={`${control} min-h-32 resize-y border-line`}
      />
    );
  } else if (kind === 'select') {
    input = (
      <div className="relative">
        <select
          {...common}
          autoComplete={props.autoComplete ?? 'off'}
          defaultValue={defaultValue ?? ''}
          className={`${control} appearance-none border-line pr-11`}
        >
          <option value="">{props.chooseText}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 fill-muted"
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </div>
    );
  } else if (kind === 'file') {
    input = (
      <input
        {...common}
        type="file"
        accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        className={`${control} form-file border-dashed border-line py-2.5`}
      />
    );
  } else {
    input = (
      <input
        {...common}
        type={kind}
        autoComplete={props.autoComplete}
        maxLength={props.maxLength}
        min={props.min}
        max={props.max}
        inputMode={kind === 'number' ? 'numeric' : undefined}
        defaultValue={defaultValue}
        className={`${control} border-line`}
      />
    );
  }

  return (
    <div className={span}>
      <label htmlFor={ids.id} className="block text-[0.9375rem] font-semibold text-ink">
        {label}
        {optional}
      </label>
      {hintText}
      <div className="mt-2">{input}</div>
      <FieldError name={name} id={ids.error} />
    </div>
  );
}
