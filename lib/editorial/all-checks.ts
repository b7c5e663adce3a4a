import { jobsValidator } from '@/lib/content/jobs';
import { newsValidator } from '@/lib/content/news/check';
import type { ContentProblem, ContentValidator } from '@/lib/content/validation';

import { builtInAiValidator } from './ai-claims';
import { articleVoiceValidator } from './article-voice';
import { factsValidator } from './facts-check';
import { glossaryValidator } from './glossary';
import { pendingFactsValidator } from './pending-facts';
import { privacyDateValidator } from './privacy-date';
import { productValidators } from './products-check';
import { supportValidators } from './support-check';

/** Every content kind's check; a new content kind adds its validator here. */
export const contentValidators: ContentValidator[] = [
  newsValidator,
  ...productValidators,
  ...supportValidators,
  jobsValidator,
  glossaryValidator,
  factsValidator,
  builtInAiValidator,
  pendingFactsValidator,
  articleVoiceValidator,
  privacyDateValidator,
];

/** Runs every check in order and returns each one's problems (an empty list when it passes). */
export async function runContentChecks(): Promise<
  Array<{ name: string; problems: ContentProblem[] }>
> {
  const results = [];
  for (const validator of contentValidators) {
    results.push({ name: validator.name, problems: await validator.validate() });
  }
  return results;
}
