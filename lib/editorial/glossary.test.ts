import { describe, expect, it } from 'vitest';

import { glossary, glossaryCases, line, msg } from '@/tests/support/glossary';

import { glossaryProblems, glossaryValidator, type TextLine } from './glossary';

describe('the glossary check', () => {
  // Wording that was on the site before the glossary existed: each must be caught again.
  const regressions: Array<[string, TextLine]> = [
    ['es-usted', line('es', '## Elija con confianza')],
    [
      'es-usted',
      line('es', 'Si tiene dudas, nuestro equipo le atenderá. Si quiere verla, solicite una demo.'),
    ],
    ['es-vosotros', line('es', 'la probáis con vuestros propios materiales')],
    [
      'it-lei',
      line('it', 'Prima di acquistare, chieda al collegio. Chieda a più docenti di provarlo.'),
    ],
    ['it-lei', line('it', 'Se desidera approfondire, può interessarle il nostro articolo')],
    ['pt-tu', line('pt', 'Escolhe o ecrã certo para a tua sala')],
    ['fr-tu', line('fr', 'Choisis l’écran adapté à ta classe, tu verras')],
    ['it-monitor-interattivo', line('it', 'Scegli il display interattivo giusto')],
    ['pt-cabinet', line('pt', 'o número de cabinets')],
    ['fr-parametres', line('fr', 'dans Réglages › À propos')],
    ['es-it-retail', line('es', 'Pantallas LED para retail y espacios')],
    ['es-it-retail', line('it', 'Retail e spazi')],
    ['straight-apostrophe', line('fr', "l'écran de l'établissement")],
    ['es-number-grouping', line('es', 'un mínimo de 50.000 horas y 3.840 × 2.160 píxeles')],
    ['en-calque', line('en', 'Let us talk about your space')],
    ['en-calque', line('en', 'The IA display has a built-in assistant')],
    ['claim-training-included', line('es', 'Formación para el profesorado incluida')],
    [
      'claim-training-included',
      line('en', 'It ships with an AI licence and training for teachers.'),
    ],
    [
      'claim-dms-included',
      line('es', 'Synetech DMS: el software educativo incluido con las pantallas'),
    ],
    [
      'claim-ai-whole-range',
      line('en', 'AI on the whole range: every display has artificial intelligence'),
    ],
    ['claim-support-languages', line('it', 'Rispondiamo in spagnolo e in inglese da Madrid.')],
    ['claim-room-size-table', line('es', '| De 6 a 7,5 m | 75 pulgadas | unos 93 cm |')],
    [
      'claim-dual-tip',
      line('es', '- Dos lápices pasivos de doble punta.', 'content/documents/guide/es.md'),
    ],
    [
      'claim-palm-erase',
      line('en', 'use the fine tip to write; your palm erases.', 'content/documents/guide/en.md'),
    ],
    // Issue 28: the sentences below were on the site; each states a fact another file contradicts.
    ['claim-service-area', line('es', 'Con sede en España y servicio en toda Europa.')],
    ['claim-service-area', line('fr', 'Basée en Espagne, elle intervient dans toute l’Europe.')],
    [
      'claim-cv-retention',
      line('es', 'Guardamos tu candidatura y tu CV durante 12 meses para procesos de selección'),
    ],
    [
      'claim-cv-retention',
      line('en', '- Job applications: until the end of the selection process, or twelve months'),
    ],
    [
      'claim-call-us',
      line('en', 'Please keep your reference number: we’ll ask for it if you call us.'),
    ],
    ['claim-call-us', line('it', 'Indicalo se ci scrivi o ci chiami per questa richiesta.')],
    [
      'claim-bytello-optional',
      line(
        'es',
        'Algunos centros ya trabajan con Bytello Class, que también puede utilizarse en las pantallas',
      ),
    ],
    ['es-dongle', line('es', 'Synetech ofrece un adaptador USB de proyección inalámbrica')],
    ['en-dongle', line('en', 'present without internet using the USB dongle')],
    ['it-dongle', line('it', 'il dongle wireless condivide il portatile del docente')],
    ['pt-dongle', line('pt', 'use o dongle USB e o seu ambiente de trabalho aparece')],
    ['fr-dongle', line('fr', 'Synetech propose aussi un dongle USB de présentation sans fil')],
    ['es-puntos-tactiles', line('es', 'un panel 4K, 50 puntos de contacto y Wi-Fi 6')],
    ['it-punti-di-tocco', line('it', 'supporta fino a 50 punti di contatto')],
    ['fr-points-de-contact', line('fr', 'quarante points tactiles pour que deux élèves')],
    ['wi-fi-standard', line('es', 'combina wifi 6, Bluetooth 5.4 y NFC')],
    ['en-wi-fi', line('en', 'an interactive display on wheels and a wifi signal')],
    ['fr-tni', line('fr', 'contrairement aux anciens TBI à vidéoprojecteur')],
    ['fr-tni', line('fr', 'les premiers tableaux blancs interactifs')],
    // Issue 28: one voice per language, and the meaning and typography errors found.
    [
      'es-vosotros-imperative',
      line('es', 'Redactad juntos, en la pantalla del aula, cinco normas'),
    ],
    [
      'es-vosotros-imperative',
      line('es', 'revisad juntos la transcripción y subrayad las expresiones'),
    ],
    ['es-vosotros-clitic', line('es', 'Reserva diez minutos de la reunión para enseñaros trucos.')],
    [
      'it-voi',
      line('it', 'nella tua scuola, in un’aula vera, e lo provate con i vostri materiali'),
    ],
    ['it-voi', line('it', 'Cosa vedrete')],
    ['pt-vos', line('pt', 'e experimentam-no com os vossos próprios materiais')],
    ['it-software-maschile', line('it', 'Synetech Share, inclusa in EdSuite, permette di')],
    ['en-calque', line('en', 'Ask technical assistance for it')],
    ['straight-apostrophe', line('en', "the teacher's laptop appears on the display")],
    [
      'straight-apostrophe',
      line('it', "Ho letto e accetto l'<link>informativa sulla privacy</link>."),
    ],
    ['pt-fr-number-space', line('fr', 'la durée de vie atteint au moins 50 000 heures')],
    ['pt-fr-number-space', line('pt', 'uma vida útil de 50 000 horas')],
    ['en-contractions', line('en', 'If the result doesn’t match, it’s time to sharpen it.')],
    // Issue 28, second reading of the es and en texts: each line below was on the site.
    [
      'claim-take-back',
      line('es', 'al entregar las pantallas nuevas nos llevamos gratis las antiguas'),
    ],
    [
      'claim-take-back',
      line('en', '| End of life | Free take-back when you renew with Synetech |'),
    ],
    ['claim-take-back', line('it', 'ritiriamo gratuitamente quelli vecchi')],
    ['claim-take-back', line('fr', '| Fin de vie | Reprise gratuite lors du renouvellement |')],
    [
      'es-dongle',
      line('es', 'existe un adaptador USB que comparte la pantalla de un portátil con Windows'),
    ],
    ['en-dongle', line('en', 'and there is a USB adapter that shares a Windows or macOS laptop')],
    ['en-dongle', line('en', 'Synetech also offers a USB wireless presentation dongle')],
    [
      'es-dongle',
      line('es', 'Los invitados comparten con la llave USB de compartición: la conectan'),
    ],
    ['es-dongle', line('es', 'Guía rápida de la llave de compartición')],
    ['en-dongle', line('en', 'Guests share with the USB sharing dongle: they plug it in')],
    ['es-vosotros-imperative-clitic', line('es', 'Aún no lo sé: aconsejadme')],
    ['es-software-femenino', line('es', 'Gracias a Synetech Share, incluido en EdSuite, los')],
    [
      'en-cyber-security',
      line('en', 'We go further into these measures in cybersecurity in schools.'),
    ],
    [
      'en-learnt',
      line('en', 'each pupil writes one mistake they made and what they learned from it'),
    ],
    // Issue 38: each line below was on the site (sections 1, 2 and 4 of the review).
    [
      'promise-demo',
      msg('es', 'Un especialista lleva la pantalla a tu centro, la conecta en tu aula'),
    ],
    [
      'promise-demo',
      msg('en', 'You’ll receive a written proposal with the models, sizes and service plan'),
    ],
    ['promise-demo', msg('fr', 'Nous apportons l’écran dans votre établissement, l’installons')],
    [
      'promise-care-price',
      msg('en', '{years} years of service with every interactive display, at no extra cost.'),
    ],
    ['promise-self-description', msg('es', 'Synetech diseña y distribuye pantallas interactivas')],
    ['promise-self-description', msg('pt', 'Concebemos e reparamos com esse objetivo.')],
    [
      'promise-self-description',
      msg('en', 'Minimum panel life, according to the manufacturer’s specifications'),
    ],
    ['promise-training-every-model', msg('es', 'Formación del claustro')],
    [
      'promise-updates-for-years',
      msg('en', 'Displays receive system updates for years, and Taurus can move'),
    ],
    [
      'promise-culture',
      msg('es', 'Equipos pequeños, decisiones cerca del cliente y tiempo reservado para aprender.'),
    ],
    [
      'promise-value-for-money',
      msg('es', 'EdSuite de serie, con una buena relación entre calidad y precio.'),
    ],
    ['promise-value-for-money', msg('en', 'with everything it needs and good value for money.')],
    [
      'promise-we-come',
      msg(
        'en',
        'For schools that can’t afford to have a display out of action: the technician comes to you.',
      ),
    ],
    [
      'promise-we-come',
      msg('es', '¿Quieres verlo funcionando en tu aula? Te lo llevamos sin compromiso.'),
    ],
    [
      'promise-led-calibration',
      msg('en', 'We repair modules, power supplies and controllers, and recalibrate the screen'),
    ],
    [
      'promise-notes-to-all',
      msg('es', 'anota sobre cualquier documento y envía las notas a todos al terminar.'),
    ],
    [
      'promise-registration-days',
      msg('en', 'If the unit is new, registration can take a few days: open a request'),
    ],
    ['promise-take-back-topic', msg('es', 'Recogida y reciclaje de equipos')],
    ['promise-retail-street', msg('en', 'A picture you can see from the street')],
    [
      'promise-retail-street',
      msg('es', 'Brillo y color para atraer miradas a cualquier hora del día.'),
    ],
    [
      'contradiction-ai-drawing',
      msg(
        'es',
        'el asistente responde, propone ejemplos y genera dibujos a partir de una descripción.',
      ),
    ],
    [
      'contradiction-ai-drawing',
      msg('en', 'the assistant answers your questions and draws pictures from a description.'),
    ],
    [
      'contradiction-touch-pupils',
      msg(
        'es',
        'Imagen 4K, cuarenta puntos táctiles para que dos o tres alumnos trabajen a la vez',
      ),
    ],
    [
      'contradiction-filters',
      msg('en', 'Consumables and wear parts: pen nibs, remote control batteries and filters.'),
    ],
    ['contradiction-uk', msg('en', 'UK schools can claim it under the key stage 2 curriculum.')],
    ['es-toda-el-aula', msg('es', 'para que el audio llegue con claridad a todo el aula.')],
    [
      'es-premium',
      msg('es', 'Synetech Care+: el plan de servicio premium con asistencia presencial'),
    ],
    ['it-la-usa-chi', msg('it', 'la usano anche chi non ha una disabilità')],
    ['it-gruppi', msg('it', 'Si formano le squadre, si assegnano i ruoli')],
    ['pt-cair', msg('pt', '<Callout variant="warning" title="Se alguém cair">')],
    [
      'pt-importar',
      msg('pt', 'Procuramos pessoas que se importam com a educação e gostam de resolver'),
    ],
    ['pt-neuronal', msg('pt', 'um processador neural para a IA')],
    ['fr-table-header', msg('fr', '| Activité langagière | Activité | Apport de l’écran |')],
    ['fr-entendu', msg('fr', 'Entendu dans toute la salle')],
    ['en-worth-not', msg('en', 'It is worth not confusing it with virtual reality.')],
    ['en-reads-from', msg('en', '4K that reads from the back row')],
    [
      'en-percent',
      line('en', '<Stat value="93 %" label="of schools chose interactive displays" />'),
    ],
    ['es-percent', line('es', '<Stat value="30 %" label="Parte de un código QR" />')],
    ['en-contractions', msg('en', 'Tell us what you need and we’ll send it to you.')],
    [
      'times-spacing',
      line('es', 'Los altavoces de la Taurus, de 2×20 W y 2×16 W, cubren el aula.'),
    ],
  ];

  const clean = [
    line('es', 'Los centros educativos enseñan sostenibilidad en sus aulas; elige con calma.'),
    line('es', 'Al menos 50\u00a0000 horas, 3840 × 2160 píxeles, versión 2025.06.'),
    line('fr', 'Des réponses complètes, toutes les étapes, l’écran de votre établissement.'),
    line('it', 'Il monitor interattivo ha una porta DisplayPort; gli alunni sono tutti presenti.'),
    line('pt', 'Consulte a sua escola; atuação e tratamento formal.'),
    line('en', 'Let’s talk about your space. Synetech IA has an assistant.'),
    line('es', 'En {palmModels}, la palma borra.', 'content/documents/guide/es.md'),
    line('es', 'Con sede en España. Escríbenos a {email} o llámanos al {phone}.'),
    line('en', 'Curricula across Europe; the CV is kept at most {months} months.'),
    line(
      'es',
      'Una llave USB de compartición inalámbrica, 50 puntos táctiles, Wi-Fi 6 y la red wifi.',
    ),
    line('en', 'The wireless sharing dongle; the dongle works without Wi-Fi.'),
    line('es', 'Un adaptador USB-A para la llave; Synetech Share, incluida en EdSuite.'),
    line('es', 'Aconséjame; la edad y la ciudad; pídeselo al servicio técnico.'),
    line(
      'en',
      'A USB wireless sharing dongle; cyber security; the National Cyber Security Centre.',
    ),
    line('en', 'An authorised WEEE collection point; ask whether it takes old equipment back.'),
    line(
      'fr',
      'Le TNI avec vidéoprojecteur, 50 points de contact et la clé USB de partage sans fil.',
    ),
    msg('es', 'Bytello Class: la versión para ordenador la publica su fabricante.'),
    msg('es', 'Synetech Care+: el plan de servicio prémium. Prémium'),
    msg('it', 'Lavorare in squadra; la usa anche chi non ha una disabilità.'),
    msg('en', 'Pick a demo at your school or by video; 93% of schools; let’s talk.'),
    line('en', '2 × 20 W speakers, 3840 × 2160 pixels, an x86 computer, Windows 11, 4K.'),
    msg(
      'es',
      'El 93\u00a0% de los centros; la pantalla IA convierte un boceto en una ilustración.',
    ),
    msg('pt', 'Um processador neuronal; 20 pontos de toque chegam para dois ou três alunos.'),
    msg('en', 'Care+ adds on-site assistance; Synetech IA turns a sketch into an illustration.'),
  ];

  glossaryCases(regressions, { title: 'leaves correct text alone, in any script', lines: clean });

  it('does not read the paths a rule skips', () => {
    const text = 'Se alguém cair, avise de imediato.';
    const skipping = {
      ...glossary,
      rules: glossary.rules.map((rule) =>
        rule.id === 'pt-cair' ? { ...rule, skip: ['content/news/'] } : rule,
      ),
    };
    const hit = (lines: TextLine[]) =>
      glossaryProblems(skipping, lines).map((problem) => problem.field);
    expect(hit([line('pt', text)])).not.toContain('pt-cair');
    expect(hit([msg('pt', text)])).toContain('pt-cair');
  });

  it('names the file that lacks a required line', () => {
    const problems = glossaryProblems(glossary, [
      line('es', '## En la caja', 'content/documents/interactive-quick-start/es.md'),
      line('es', '- Dos lápices.', 'content/documents/interactive-quick-start/es.md'),
    ]);
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'content/documents/interactive-quick-start/es.md',
        field: 'quick-start-box',
      }),
    );
  });

  it('follows a term from English to Portuguese in a localized value', () => {
    const file = 'content/products/x.json';
    const problems = glossaryProblems(glossary, [
      { file, line: 2, locale: 'en', text: 'Set of LED cabinets in flight cases' },
      { file, line: 3, locale: 'it', text: 'Set di cabinet LED in flight case' },
      { file, line: 4, locale: 'pt', text: 'Conjunto de módulos LED em caixas de transporte' },
    ]);
    expect(problems).toEqual([expect.objectContaining({ file, line: 4, field: 'pt-gabinete' })]);
  });

  // Reads every message catalogue, article and data file of the site: seconds on a busy machine.
  it('finds nothing wrong in the texts of the site', async () => {
    expect(await glossaryValidator.validate()).toEqual([]);
  });
});
