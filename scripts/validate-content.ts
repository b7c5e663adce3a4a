// Checks every content kind and lists what is missing or invalid as `file:line: field: message`.
// Usage: npx tsx scripts/validate-content.ts   (exit code 1 when anything is wrong)
// To cover a new content kind, add one validator to the list below.
import { factsValidator } from '@/lib/content/facts-check';
import { glossaryValidator } from '@/lib/content/glossary';
import { jobsValidator } from '@/lib/content/jobs';
import { newsValidator } from '@/lib/content/news-check';
import { productValidators } from '@/lib/content/products-check';
import { supportValidators } from '@/lib/content/support-check';
import { formatProblem, type ContentValidator } from '@/lib/content/validation';

const validators: ContentValidator[] = [
  newsValidator,
  ...productValidators,
  ...supportValidators,
  jobsValidator,
  glossaryValidator,
  factsValidator,
];

let failed = 0;
for (const validator of validators) {
  const problems = await validator.validate();
  failed += problems.length;
  console.log(`${problems.length === 0 ? '✓' : '✗'} ${validator.name}`);
  for (const problem of problems) console.log(`  ${formatProblem(problem)}`);
}
console.log(failed === 0 ? 'All content is valid.' : `${failed} problem(s) found.`);
process.exitCode = failed === 0 ? 0 : 1;
