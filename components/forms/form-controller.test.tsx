import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { FormController } from './form-controller';

// The code that checks and sends the form cannot load: a moment offline, or a new build removed
// its chunk.
vi.mock('./form-submission', () => {
  throw new Error('Loading chunk 1nmclpq26smsv failed.');
});

afterEach(cleanup);

const texts = { submit: 'Enviar', sending: 'Enviando…', summaryOne: '1', summaryOther: '{count}' };

describe('FormController when its checking code cannot load', () => {
  it('keeps the choices the visitor makes, leaving no failed load for the page to reload on', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      render(
        <FormController
          form="contact"
          idPrefix="f-contact"
          action="/api/forms/contact?locale=es"
          upload={null}
          labels={{ topic: 'Asunto' }}
          errorTemplates={{}}
          texts={texts}
        >
          <label>
            Asunto
            <select name="topic" defaultValue="">
              <option value="">Elige una opción</option>
              <option value="support">Asistencia técnica</option>
            </select>
          </label>
        </FormController>,
      );
      const topic = screen.getByLabelText('Asunto') as HTMLSelectElement;
      // As a pick from a list does, without focusing the field first (which loads the code too).
      fireEvent.change(topic, { target: { value: 'support' } });
      // Long enough for the failed imports to settle and any unhandled rejection to be reported.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(unhandled).not.toHaveBeenCalled();
      expect(topic.value).toBe('support');
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
