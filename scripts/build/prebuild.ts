// Generates the files the site links to but does not keep in git, before `next build` and `next dev`
// (npm runs this as the `prebuild` and `predev` scripts). Each generator owns its own folder:
// public/downloads/datasheets/ (products), public/downloads/docs/ (support documents) and
// public/illustrations/ (drawings), public/search/ (the search index of each language), and the
// icons and web app manifests (public/favicon.ico, public/apple-touch-icon.png, public/icons/).
import { buildDatasheets } from './datasheets';
import { buildIcons } from './icons';
import { buildIllustrations } from './illustrations';
import { buildSearchIndexes } from './search-index';
import { generateSupportPdfs } from './support-pdfs';

const started = Date.now();
const datasheets = await buildDatasheets();
const support = await generateSupportPdfs();
const drawings = await buildIllustrations();
const searchDocuments = await buildSearchIndexes();
const icons = await buildIcons();
console.log(
  `prebuild: ${datasheets.length} datasheets, ${support} support PDFs, ${drawings} illustrations, ${icons} icons and manifests, search index of ${JSON.stringify(searchDocuments)} documents in ${Date.now() - started} ms`,
);
