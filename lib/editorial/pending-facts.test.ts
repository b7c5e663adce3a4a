import fs from 'node:fs';

import { describe, expect, it } from 'vitest';

import rawCompany from '@/content/company.json';
import rawJobs from '@/content/jobs.json';
import rawWarrantyCountries from '@/content/warranty-countries.json';

import {
  listedPendingFields,
  pendingFactProblems,
  pendingFactsValidator,
  pendingFields,
} from './pending-facts';

const readme = fs.readFileSync('content/README.md', 'utf8');
const audits = { topics: [], published: [] };

const sources = {
  company: rawCompany,
  jobs: rawJobs,
  audits,
  'warranty-countries': rawWarrantyCountries,
};
const withCompany = (patch: Record<string, unknown>) =>
  pendingFields({ ...sources, company: { ...rawCompany, ...patch } });
/** A problem in `file` about `field`, its message saying `says`. */
const problem = (file: string, field: string, says: string) =>
  expect.objectContaining({ file, field, message: expect.stringContaining(says) });
/** The problems found with some content files replaced, against the README's list as it is. */
const problemsWith = (replaced: Partial<Record<keyof typeof sources, unknown>>) =>
  pendingFactProblems(pendingFields({ ...sources, ...replaced }), listedPendingFields(readme));

describe('facts to confirm', () => {
  it('the README lists every pending field of the content files, and nothing else', async () => {
    expect(await pendingFactsValidator.validate()).toEqual([]);
    expect(listedPendingFields(readme).map((entry) => entry.id)).toEqual(
      pendingFields().map((field) => field.id),
    );
  });

  it('fails when a pending field is filled without being listed', () => {
    const listed = listedPendingFields(readme).filter(
      (entry) => entry.id !== 'company.json: emails.sales',
    );
    const problems = pendingFactProblems(
      withCompany({ emails: { sales: 'ventas@example.com', careers: '' } }),
      listed,
    );
    expect(problems).toEqual([
      problem('content/company.json', 'emails.sales', 'is filled but not listed'),
    ]);
  });

  it('fails when a listed field is filled without saying who confirmed it', () => {
    const opening = { ...rawJobs, openings: [{ id: 'invented' }] };
    const problems = problemsWith({ jobs: opening });
    expect(problems).toEqual([
      expect.objectContaining({ field: 'jobs.json: openings', file: 'content/README.md' }),
    ]);
  });

  it('counts a field of every country as filled as soon as one country fills it', () => {
    const [first, ...rest] = rawWarrantyCountries;
    const oneAddress = [
      { ...first!, channel: { ...first!.channel, email: 'pt@example.com' } },
      ...rest,
    ];
    const problems = problemsWith({ 'warranty-countries': oneAddress });
    expect(problems).toEqual([
      problem(
        'content/README.md',
        'warranty-countries.json: [].channel.email',
        'does not say who confirmed it',
      ),
    ]);
  });

  it('fails on a country’s advance-replacement delay or languages restored without confirmation', () => {
    // The values the table used to state: 2 working days, Spanish and English.
    const [spain, ...rest] = rawWarrantyCountries;
    const restored = [
      {
        ...spain!,
        advanceReplacementDays: 2,
        channel: { ...spain!.channel, languages: ['es', 'en'] },
      },
      ...rest,
    ];
    const problems = problemsWith({ 'warranty-countries': restored });
    const unconfirmed = expect.stringContaining('does not say who confirmed it');
    expect(problems).toEqual([
      {
        file: 'content/README.md',
        line: expect.any(Number),
        message: unconfirmed,
        field: 'warranty-countries.json: [].advanceReplacementDays',
      },
      {
        file: 'content/README.md',
        line: expect.any(Number),
        message: unconfirmed,
        field: 'warranty-countries.json: [].channel.languages',
      },
    ]);
  });

  it('accepts a filled field listed as confirmed, on an item written over two lines', () => {
    const confirmed = readme.replace(
      /(`company\.json: replyWorkingDays`[^]*?)Status: empty\./,
      '$1Status: confirmed by Ana Ruiz on 2027-01-10.',
    );
    const listed = listedPendingFields(confirmed);
    expect(pendingFactProblems(withCompany({ replyWorkingDays: 1 }), listed)).toEqual([]);
    // …and the same line is wrong once the field is emptied again.
    expect(pendingFactProblems(withCompany({}), listed)).toEqual([
      expect.objectContaining({ message: 'is marked confirmed, but the field is empty' }),
    ]);
  });

  it('fails on a listed field the content files do not have', () => {
    const problems = pendingFactProblems(
      pendingFields(),
      listedPendingFields(`${readme}\n- \`company.json: fax\` — a fax. Status: empty.\n`),
    );
    expect(problems).toEqual([expect.objectContaining({ field: 'company.json: fax' })]);
  });
});
