import { describe } from 'vitest';

import { glossaryCases, line } from '@/tests/support/glossary';

import type { TextLine } from './glossary';

// Issue 28, the Italian, Portuguese and French reading: each line below was on the site (quoted
// from the articles, catalogues and data files before the fix) and must be caught again.
const regressions: Array<[string, TextLine]> = [
  ['it-lei', line('it', 'Sul tema le consigliamo anche la nostra guida all’IA')],
  ['it-lei', line('it', '4. Si informi sulla [garanzia](/soporte/garantia) e sui servizi.')],
  ['it-dongle', line('it', 'Synetech offre anche un adattatore USB per la proiezione senza fili')],
  ['it-dongle', line('it', 'in alternativa usa la chiavetta USB di condivisione.')],
  ['it-dongle', line('it', '| Chiavetta USB wireless | No | Portatili degli ospiti |')],
  [
    'it-software-maschile',
    line('it', 'Con [Synetech Class](/software-educativo-edsuite/synetech-class), inclusa in'),
  ],
  ['it-pt-fr-wi-fi', line('it', '3. **Cifra il wifi** con lo standard più recente')],
  [
    'claim-free-take-back',
    line('it', 'quando consegniamo i monitor nuovi ritiriamo gratuitamente quelli vecchi'),
  ],
  ['claim-free-take-back', line('it', '| Fine vita | Ritiro gratuito se rinnovi con Synetech |')],
  ['pt-dongle', line('pt', 'uma chave USB de partilha sem fios que funciona sem internet')],
  ['pt-dongle', line('pt', '## Sem internet: a pen USB de partilha sem fios')],
  ['pt-dongle', line('pt', 'a Synetech disponibiliza ainda um adaptador USB de projeção sem fios')],
  ['pt-dongle', line('pt', 'em alternativa, use o adaptador USB de partilha.')],
  ['it-pt-fr-wi-fi', line('pt', '3. **Cifre o wi-fi** com a norma mais recente')],
  ['pt-ao90', line('pt', 'os colegas revêem o trabalho uns dos outros')],
  [
    'claim-free-take-back',
    line('pt', 'ao entregar os ecrãs novos, levamos gratuitamente os antigos'),
  ],
  ['fr-dongle', line('fr', 'et un adaptateur USB permet de partager l’écran d’un portable')],
  ['fr-dongle', line('fr', '| Clé USB sans fil | Non | Portables des invités |')],
  ['fr-dongle', line('fr', 'sinon, utilisez la clé USB de partage.')],
  ['it-pt-fr-wi-fi', line('fr', '3. **Chiffrez le wifi** avec la norme la plus récente')],
  [
    'fr-logiciel-masculin',
    line('fr', 'Synetech Share, incluse dans [EdSuite](/software-educativo-edsuite)'),
  ],
  ['fr-typography', line('fr', 'envie de jouer\u202f?\u00a0». Les équipes observent')],
  ['fr-typography', line('fr', 'Nous l’examinons déjà\u00a0; réessayez dans quelques minutes.')],
  ['fr-typography', line('fr', 'envoyé avec d’autres informations : rien de nouveau')],
  [
    'claim-free-take-back',
    line('fr', 'à la livraison des nouveaux écrans, nous reprenons gratuitement les anciens'),
  ],
  ['fr-typography', line('fr', '<Stat value="93 %" label="des établissements qui ont équipé" />')],
  ['it-pt-percent', line('it', '<Stat value="30 %" label="Porzione di un codice QR" />')],
  ['it-pt-percent', line('pt', 'em interiores, 30 a 50 % costuma ser suficiente.')],
];

describe('the glossary check, in Italian, Portuguese and French', () => {
  const clean = [
    line('it', 'Ti consigliamo la guida; informati sulla garanzia. Le scuole la usano.'),
    line('it', 'Una chiavetta USB per la condivisione wireless, con adattatore USB-A.'),
    line('it', 'Con [Synetech Class](/software-educativo-edsuite/synetech-class), incluso in'),
    line('it', 'Copertura Wi-Fi in ogni aula; Wi-Fi 6 e Bluetooth 5.4.'),
    line('it', 'Chiedi al fornitore chi ritira gli apparecchi sostituiti.'),
    line('pt', 'O adaptador USB de partilha sem fios; guarde-o numa pen USB. Os colegas reveem.'),
    line('pt', 'Cobertura Wi-Fi em cada sala; a recolha de equipamentos é pedida ao fornecedor.'),
    line(
      'fr',
      'La clé USB de partage sans fil, avec adaptateur USB-A\u00a0: «\u00a0Wi-Fi\u00a0»\u202f?',
    ),
    line('fr', 'Synetech Share, inclus dans EdSuite\u202f; la garantie est incluse.'),
    line('fr', 'humidité 10–90\u202f% sans condensation'),
    line('it', 'umidità 10–90% senza condensa; al chiuso basta dal 30 al 50%.'),
  ];

  glossaryCases(regressions, { title: 'leaves the corrected wording alone', lines: clean });
});
