export type ShareNetwork = 'email' | 'linkedin' | 'x' | 'whatsapp';

type SharedPage = { url: string; title: string; description?: string };

/**
 * Plain share links for a page: each network's public share URL, so sharing needs no third-party
 * script and works without JavaScript.
 */
export function shareLinks({ url, title, description }: SharedPage): Record<ShareNetwork, string> {
  const enc = encodeURIComponent;
  const body = description ? `${description}\n\n${url}` : url;
  return {
    email: `mailto:?subject=${enc(title)}&body=${enc(body)}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${enc(url)}`,
    x: `https://x.com/intent/post?text=${enc(title)}&url=${enc(url)}`,
    whatsapp: `https://wa.me/?text=${enc(`${title} ${url}`)}`,
  };
}
