import { strToU8, zipSync } from 'fflate';

import type { FormId } from '@/lib/forms/forms';

/** A valid submission of each form (what a careful visitor would type). */
export const validSamples: Record<FormId, Record<string, string>> = {
  demo: {
    organisationType: 'publicSchool',
    organisation: 'CEIP Las Acacias',
    classrooms: '12',
    model: 'taurus',
    demoFormat: 'onsite',
    preferredDate: '2030-02-15',
    name: 'Lucía Fernández',
    jobTitle: 'Directora',
    email: 'lucia@acacias.example',
    phone: '+34 600 111 222',
    country: 'ES',
    region: 'Madrid',
    city: 'Alcalá de Henares',
    message: 'Nos interesa ver la función de subtítulos automáticos.',
    privacy: 'on',
  },
  contact: {
    topic: 'sales',
    name: 'João Silva',
    email: 'joao@escola.example',
    phone: '',
    organisation: 'Escola Básica do Alto',
    country: 'PT',
    message: 'Gostaríamos de receber um orçamento para 8 salas.',
    privacy: 'on',
  },
  sustainability: {
    subject: 'tender',
    organisationType: 'publicAdministration',
    organisation: 'Ayuntamiento de Getafe',
    units: '40',
    name: 'Marta Ruiz',
    jobTitle: 'Técnica de contratación',
    email: 'marta@getafe.example',
    phone: '916 000 000',
    country: 'ES',
    deadline: '2030-06-30',
    message: 'Necesitamos la declaración de consumo de cada modelo para el pliego.',
    privacy: 'on',
  },
  careers: {
    position: 'open',
    name: 'Chiara Bianchi',
    email: 'chiara@mail.example',
    phone: '+39 333 123 4567',
    city: 'Milano',
    profileUrl: 'https://portfolio.example/chiara',
    coverLetter: 'Ho insegnato per cinque anni e ora vorrei formare altri docenti.',
    privacy: 'on',
  },
  assistance: {
    productLine: 'interactive',
    modelName: 'Taurus 75',
    serial: 'TA75A24000123',
    organisation: 'IES Severo Ochoa',
    name: 'Pablo Martín',
    email: 'pablo@ies.example',
    phone: '600 222 333',
    country: 'ES',
    region: 'Valencia',
    description: 'La pantalla no responde al tacto en la esquina inferior derecha.',
    privacy: 'on',
  },
  'led-repair': {
    organisation: 'Centro Comercial Norte',
    ledReference: 'A2305M01',
    environment: 'indoor',
    size: '4 × 2 m',
    serial: '',
    name: 'Ana López',
    email: 'ana@ccnorte.example',
    phone: '600 333 444',
    country: 'ES',
    region: 'Sevilla',
    description: 'Una fila de módulos se ve más oscura que el resto.',
    privacy: 'on',
  },
  'care-plus': {
    organisationType: 'privateSchool',
    organisation: 'Collège Saint-Exupéry',
    model: 'ia',
    serial: 'IA86B23004567',
    purchaseDate: '2024-09-01',
    units: '6',
    name: 'Claire Martin',
    email: 'claire@college.example',
    phone: '+33 6 12 34 56 78',
    country: 'FR',
    region: 'Occitanie',
    message: '',
    privacy: 'on',
  },
  'spare-part': {
    partNumber: 'SY-PEN-TA01',
    quantity: '3',
    modelName: 'Taurus 65',
    serial: '',
    organisation: '',
    name: 'Tom Baker',
    email: 'tom@school.example',
    phone: '+44 7700 900123',
    country: 'GB',
    message: 'Three spare pens for our classroom displays.',
    privacy: 'on',
  },
};

/** A tiny but genuine PDF. */
export function pdfBytes(): Uint8Array {
  return new TextEncoder().encode(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
}

/** A Windows executable header: what a "cv.pdf" renamed from an .exe starts with. */
export function exeBytes(): Uint8Array {
  const bytes = new Uint8Array(512);
  bytes.set([0x4d, 0x5a], 0); // MZ
  const view = new DataView(bytes.buffer);
  view.setUint32(0x3c, 0x80, true);
  bytes.set([0x50, 0x45, 0x00, 0x00], 0x80); // PE\0\0
  return bytes;
}

/** A ZIP of text files, stored (no compression): what an office document is made of. */
function zip(entries: Array<[string, string]>): Uint8Array {
  return zipSync(Object.fromEntries(entries.map(([name, text]) => [name, strToU8(text)])), {
    level: 0,
  });
}

/** A minimal DOCX (a ZIP with the Word content types), as file-type recognises it. */
export function docxBytes(): Uint8Array {
  return zip([
    [
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    [
      'word/document.xml',
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>CV</w:t></w:r></w:p></w:body></w:document>',
    ],
  ]);
}

/** A plain ZIP renamed .docx. */
export function zipBytes(): Uint8Array {
  return zip([['notes.txt', 'not a document']]);
}
