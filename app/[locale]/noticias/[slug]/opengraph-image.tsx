import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { notFound } from 'next/navigation';
import { ImageResponse } from 'next/og';
import { getFormatter, getTranslations } from 'next-intl/server';

import { articleDateFormat } from '@/components/news/article-date';
import { siteConfig } from '@/config/site';
import { getArticle } from '@/lib/content/news';
import { locales } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/pages';
import { staticParams } from '@/lib/route-items';

// Outside the (default) route group on purpose: inside a group Next appends a hash to the image
// URL (opengraph-image-xxxxxx), and the article's metadata links this stable one instead
// (lib/news-links.ts articleImagePath).

type ImageProps = {
  params: Promise<{ locale: string; slug: string }>;
};

export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';
export const dynamicParams = false;

export function generateStaticParams() {
  return locales.flatMap((locale) =>
    staticParams('newsArticle').map((params) => ({ locale, ...params })),
  );
}

// Satori reads TrueType, OpenType and WOFF, not WOFF2; the fonts come from npm because the build
// has no network access.
const fontFile = (weight: number) =>
  readFile(
    path.join(
      /*turbopackIgnore: true*/ process.cwd(),
      `node_modules/@fontsource/inter/files/inter-latin-${weight}-normal.woff`,
    ),
  );

async function coverDataUri(cover: string): Promise<string> {
  const file = await readFile(path.join(/*turbopackIgnore: true*/ process.cwd(), 'public', cover));
  const type = cover.endsWith('.svg')
    ? 'image/svg+xml'
    : cover.endsWith('.png')
      ? 'image/png'
      : 'image/jpeg';
  return `data:${type};base64,${file.toString('base64')}`;
}

// French typography puts a narrow no-break space (U+202F) before ? ! ; : — Inter's latin subset has no
// glyph for it, and Satori would try to download one (the build is offline). A no-break space keeps
// the same line-breaking rule.
const printable = (text: string) => text.replace(/\u202f/g, '\u00a0');

const NIGHT = '#070b16';
const ACCENT = '#22d3ee';

/** The social card of an article in one language: its title and details beside its cover. */
export default async function Image({ params }: ImageProps) {
  const { slug } = await params;
  const locale = await pageLocale(params);
  const article = getArticle(locale, slug);
  if (!article) notFound();
  const [t, format, regular, bold, cover] = await Promise.all([
    getTranslations({ locale, namespace: 'news' }),
    getFormatter({ locale }),
    fontFile(400),
    fontFile(700),
    coverDataUri(article.cover),
  ]);
  const date = format.dateTime(new Date(article.date), articleDateFormat);
  const titleSize = article.title.length > 70 ? 44 : article.title.length > 45 ? 50 : 58;

  return new ImageResponse(
    <div
      style={{
        display: 'flex',
        width: '100%',
        height: '100%',
        backgroundColor: NIGHT,
        color: '#ffffff',
        fontFamily: 'Inter',
      }}
    >
      <div
        style={{ position: 'absolute', top: 0, right: 0, display: 'flex', width: 600, height: 630 }}
      >
        <img src={cover} alt="" width={600} height={630} style={{ objectFit: 'cover' }} />
        <div
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            width: 600,
            height: 630,
            backgroundImage: `linear-gradient(90deg, ${NIGHT} 0%, rgba(7, 11, 22, 0) 45%)`,
          }}
        />
      </div>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          width: 640,
          height: '100%',
          padding: '60px 36px 56px 72px',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 14 }}>
          <div style={{ width: 22, height: 22, borderRadius: 6, backgroundColor: ACCENT }} />
          <div style={{ fontSize: 26, fontWeight: 700, letterSpacing: 6 }}>SYNETECH</div>
        </div>
        <div
          style={{
            marginTop: 'auto',
            fontSize: 21,
            fontWeight: 700,
            letterSpacing: 2.5,
            textTransform: 'uppercase',
            color: ACCENT,
          }}
        >
          {t(`categories.${article.category}`)}
        </div>
        <div
          style={{
            marginTop: 16,
            fontSize: titleSize,
            fontWeight: 700,
            lineHeight: 1.1,
            letterSpacing: -1,
          }}
        >
          {printable(article.title)}
        </div>
        <div
          style={{ display: 'flex', marginTop: 32, fontSize: 22, color: 'rgba(255,255,255,0.72)' }}
        >
          {printable(`${date} · ${t('readingTime', { minutes: article.readingMinutes })}`)}
        </div>
        <div
          style={{
            display: 'flex',
            marginTop: 32,
            paddingTop: 20,
            borderTop: '2px solid rgba(255,255,255,0.14)',
            fontSize: 20,
            color: 'rgba(255,255,255,0.6)',
          }}
        >
          {new URL(siteConfig.url).host}
        </div>
      </div>
    </div>,
    {
      ...size,
      fonts: [
        { name: 'Inter', data: regular, weight: 400, style: 'normal' },
        { name: 'Inter', data: bold, weight: 700, style: 'normal' },
      ],
    },
  );
}
