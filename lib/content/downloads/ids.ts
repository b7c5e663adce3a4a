/** LED references with a downloads page (spec §2); their files come with the downloads content. */
export const ledCodes = [
  '202331Q',
  'A2212D03',
  'A2212M01',
  'A2303D01',
  'A2305M01',
  'A2306M1A',
] as const;

export type LedCode = (typeof ledCodes)[number];

export function isLedCode(value: string): value is LedCode {
  return (ledCodes as readonly string[]).includes(value);
}

/** The interactive-display collections, each with its own downloads page. */
export const interactiveCollections = ['general', 'education', 'companies'] as const;

export type InteractiveCollection = (typeof interactiveCollections)[number];
export type DownloadCollection = InteractiveCollection | LedCode;

export const downloadTypes = [
  'quick-start',
  'manual',
  'guide',
  'datasheet',
  'release-notes',
  'software',
  'firmware',
] as const;

export type DownloadType = (typeof downloadTypes)[number];

/** The documents written under content/documents/<id>/<locale>.md and printed to PDF at build time. */
export const documentIds = [
  'led-manual',
  'led-firmware',
  'interactive-quick-start',
  'interactive-manual',
  'os-release-notes',
  'teacher-guide',
  'ict-guide',
  'meeting-room-guide',
  'it-deployment-guide',
  'dongle-guide',
] as const;

export type DocumentId = (typeof documentIds)[number];

export const ledKinds = ['cabinet', 'controller', 'receiving-card', 'player'] as const;
