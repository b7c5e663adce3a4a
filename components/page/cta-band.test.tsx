import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { CtaBand } from './cta-band';

vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({
    href,
    className,
    children,
  }: {
    href: string;
    className: string;
    children: ReactNode;
  }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}));

afterEach(cleanup);

const actions = {
  primary: { href: '/contacto', label: 'Contactar' },
  secondary: { href: '/soporte', label: 'Soporte' },
} as const;

describe('CtaBand', () => {
  it('is a region named by its h2, with the primary and secondary buttons', () => {
    render(<CtaBand id="band" title="¿Hablamos?" body="Te llamamos." actions={actions} />);
    const region = screen.getByRole('region', { name: '¿Hablamos?' });
    expect(screen.getByRole('heading', { level: 2, name: '¿Hablamos?' })).toBeTruthy();
    expect(region.textContent).toContain('Te llamamos.');
    expect(screen.getByRole('link', { name: 'Contactar' }).className).toContain('btn-on-dark');
    expect(screen.getByRole('link', { name: 'Soporte' }).className).toContain('ring-white/30');
  });

  it('adds neither a heading nor a landmark when its title is a paragraph', () => {
    render(<CtaBand id="band" title="¿Hablamos?" titleAs="p" actions={actions} />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText('¿Hablamos?').tagName).toBe('P');
  });

  it('shows a single button when there is no secondary action', () => {
    render(<CtaBand id="band" title="Informe" actions={{ primary: actions.primary }} />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
