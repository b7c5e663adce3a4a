import fs from 'node:fs';
import path from 'node:path';

import rawAudits from '@/content/audits.json';
import rawCompany from '@/content/company.json';
import rawJobs from '@/content/jobs.json';
import rawWarrantyCountries from '@/content/warranty-countries.json';
import type { ContentProblem, ContentValidator } from '@/lib/content/validation';

/**
 * A field that states the company's word about the outside world (a certificate, an office, an
 * opening, a phone number, a reply time…). It stays empty, and renders nothing, until the company
 * confirms it; content/README.md lists every one under "Facts to confirm".
 */
export type PendingField = { id: string; filled: boolean };

const isFilled = (value: unknown): boolean =>
  Array.isArray(value)
    ? value.length > 0
    : value && typeof value === 'object'
      ? Object.values(value).some(isFilled)
      : value !== '' && value !== null && value !== undefined;

type Sources = { company: unknown; jobs: unknown; audits: unknown; 'warranty-countries': unknown };

/**
 * The values at a dotted path; `[]` stands for every item of a list (one field per country of
 * warranty-countries.json), so a path gives one value per item.
 */
const valuesAt = (data: unknown, dotted: string): unknown[] =>
  dotted
    .split('.')
    .reduce<unknown[]>(
      (nodes, key) =>
        nodes.flatMap((node) =>
          key === '[]'
            ? Array.isArray(node)
              ? node
              : []
            : node && typeof node === 'object'
              ? [(node as Record<string, unknown>)[key]]
              : [undefined],
        ),
      [data],
    );

/** Each pending field: the file it lives in and its path there. */
const fields: Array<[file: keyof Sources, dotted: string]> = [
  ['company', 'legalEntity.legalName'],
  ['company', 'legalEntity.taxId'],
  ['company', 'legalEntity.address.streetAddress'],
  ['company', 'legalEntity.address.postalCode'],
  ['company', 'legalEntity.address.addressLocality'],
  ['company', 'phones.main'],
  ['company', 'phones.byCountry'],
  ['company', 'emails.sales'],
  ['company', 'emails.careers'],
  ['company', 'emails.support'],
  ['company', 'emails.privacy'],
  ['company', 'replyWorkingDays'],
  ['company', 'demo.onSiteCountries'],
  ['company', 'systemUpdatesYears'],
  ['jobs', 'openings'],
  ['audits', 'published'],
  ['warranty-countries', '[].onSiteBy'],
  ['warranty-countries', '[].advanceReplacementDays'],
  ['warranty-countries', '[].channel.kind'],
  ['warranty-countries', '[].channel.email'],
  ['warranty-countries', '[].channel.hours'],
  ['warranty-countries', '[].channel.languages'],
];

/** The pending fields of the content files, filled or not. */
export function pendingFields(
  sources: Sources = {
    company: rawCompany,
    jobs: rawJobs,
    audits: rawAudits,
    'warranty-countries': rawWarrantyCountries,
  },
): PendingField[] {
  return fields.map(([file, dotted]) => ({
    id: `${file}.json: ${dotted}`,
    // A field of every item is filled as soon as one item fills it.
    filled: valuesAt(sources[file], dotted).some(isFilled),
  }));
}

/** One line of the README's list: `- \`company.json: phones.main\` — … Status: empty.` */
export type ListedField = { id: string; line: number; confirmed: boolean };

const FACTS_HEADING = /^#+ Facts to confirm\b/;

/** The fields listed under the README's "Facts to confirm" headings. */
export function listedPendingFields(readme: string): ListedField[] {
  const listed: Array<ListedField & { text: string }> = [];
  let level = 0;
  let current: (ListedField & { text: string }) | undefined;
  readme.split('\n').forEach((text, index) => {
    const heading = /^(#+) /.exec(text);
    if (heading) {
      const depth = heading[1]!.length;
      level = FACTS_HEADING.test(text) ? depth : depth <= level ? 0 : level;
      current = undefined;
      return;
    }
    if (!level) return;
    // An item's text goes on over its indented lines.
    if (current && /^ {2}\S/.test(text)) {
      current.text += ` ${text.trim()}`;
      return;
    }
    const item = /^- `([a-z-]+\.json: [\w.[\]]+)`/.exec(text);
    current = item ? { id: item[1]!, line: index + 1, confirmed: false, text } : undefined;
    if (current) listed.push(current);
  });
  return listed.map(({ text, ...entry }) => ({
    ...entry,
    confirmed: /Status: confirmed by\b/.test(text),
  }));
}

const README = 'content/README.md';

/**
 * The list must say what the files hold: every pending field listed, a filled one only with who
 * confirmed it ("Status: confirmed by … on …"), an empty one not marked confirmed, and nothing
 * listed that the files do not have.
 */
export function pendingFactProblems(
  fieldsInFiles: PendingField[],
  listed: ListedField[],
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const field of fieldsInFiles) {
    const entry = listed.find((item) => item.id === field.id);
    const [file, dotted] = field.id.split(': ') as [string, string];
    if (!entry) {
      problems.push({
        file: `content/${file}`,
        field: dotted,
        message: field.filled
          ? `is filled but not listed under "Facts to confirm" in ${README}: list it with "Status: confirmed by … on …" once the company confirms it, or leave it empty`
          : `is not listed under "Facts to confirm" in ${README}`,
      });
    } else if (field.filled && !entry.confirmed) {
      problems.push({
        file: README,
        line: entry.line,
        field: field.id,
        message: `is filled, but the list does not say who confirmed it: write "Status: confirmed by … on …" or empty the field`,
      });
    } else if (!field.filled && entry.confirmed) {
      problems.push({
        file: README,
        line: entry.line,
        field: field.id,
        message: 'is marked confirmed, but the field is empty',
      });
    }
  }
  for (const entry of listed) {
    if (!fieldsInFiles.some((field) => field.id === entry.id)) {
      problems.push({
        file: README,
        line: entry.line,
        field: entry.id,
        message:
          'is listed under "Facts to confirm" but is not a pending field (lib/editorial/pending-facts.ts)',
      });
    }
  }
  return problems;
}

/** The "Facts to confirm" list against the content files, for scripts/content/validate.ts. */
export const pendingFactsValidator: ContentValidator = {
  name: 'facts to confirm',
  validate: () =>
    pendingFactProblems(
      pendingFields(),
      listedPendingFields(fs.readFileSync(path.join(process.cwd(), README), 'utf8')),
    ),
};
