// Generates the files the site links to but does not keep in git (public/downloads/**), before
// `next build` (npm runs this as the `prebuild` script). Each generator owns its own folder:
// datasheets/ (products) and docs/ (support documents).
import { buildDatasheets } from './build-datasheets';
import { generateSupportPdfs } from './generate-support-pdfs';

const started = Date.now();
const datasheets = await buildDatasheets();
const support = await generateSupportPdfs();
console.log(
  `prebuild: ${datasheets.length} datasheets, ${support} support PDFs (0 = up to date) in ${Date.now() - started} ms`,
);
