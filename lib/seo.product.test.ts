import { describe, expect, it } from 'vitest';

import { siteConfig } from '@/config/site';

import { productJsonLd } from './seo';

describe('productJsonLd', () => {
  it('describes a product made by the site organisation, at its localized URL', () => {
    const data = productJsonLd({
      locale: 'en',
      href: '/pantallas-interactivas-educacion/taurus',
      name: 'Synetech Taurus',
      description: 'The flagship.',
      category: 'Interactive display',
      models: ['SY-TA65', 'SY-TA75'],
      properties: [{ name: 'Brightness', value: '400 cd/m²' }],
    });
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Synetech Taurus',
      url: `${siteConfig.url}/en/pantallas-interactivas-educacion/taurus`,
      brand: { '@type': 'Brand', name: siteConfig.name },
      manufacturer: { '@id': `${siteConfig.url}/#organization` },
      mpn: 'SY-TA65',
      model: ['SY-TA65', 'SY-TA75'],
      additionalProperty: [{ '@type': 'PropertyValue', name: 'Brightness', value: '400 cd/m²' }],
    });
  });
});
