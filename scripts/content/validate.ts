// Checks every content kind and lists what is missing or invalid as `file:line: field: message`.
// Usage: npx tsx scripts/content/validate.ts   (exit code 1 when anything is wrong)
// To cover a new content kind, add one validator to lib/editorial/all-checks.ts.
import { formatProblem } from '@/lib/content/validation';
import { runContentChecks } from '@/lib/editorial/all-checks';

let failed = 0;
for (const { name, problems } of await runContentChecks()) {
  failed += problems.length;
  console.log(`${problems.length === 0 ? '✓' : '✗'} ${name}`);
  for (const problem of problems) console.log(`  ${formatProblem(problem)}`);
}
console.log(failed === 0 ? 'All content is valid.' : `${failed} problem(s) found.`);
process.exitCode = failed === 0 ? 0 : 1;
