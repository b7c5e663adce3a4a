import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';

import { deviceClassOf, VITALS_ENDPOINT, type MetricName } from './metrics';
import { routeOf } from './routes';
import type { VitalsBeacon } from './schema';

export type StartVitalsOptions = { endpoint?: string };

type Connection = { effectiveType?: string };

/** The tag name of the element LCP painted, or of INP's interaction kind (web-vitals' entries). */
function causeOf(metric: Metric): Partial<VitalsBeacon> {
  const entry = metric.entries.at(-1);
  if (metric.name === 'LCP') {
    const element = (entry as LargestContentfulPaint | undefined)?.element;
    return element ? { lcpElement: element.localName } : {};
  }
  if (metric.name === 'INP' && entry) {
    return { inpInteraction: entry.name.startsWith('key') ? 'keyboard' : 'pointer' };
  }
  return {};
}

function send(endpoint: string, body: string): void {
  // sendBeacon queues the request past the page's end; fetch keepalive where it is missing or refuses.
  if (navigator.sendBeacon?.(endpoint, body)) return;
  void fetch(endpoint, { method: 'POST', body, keepalive: true }).catch(() => undefined);
}

/**
 * Measures this page view's Core Web Vitals with web-vitals and sends them once, in one beacon, the
 * first time the page is hidden. Started only once the visitor accepted analytics (the consent code
 * imports this module then): web-vitals observes with `buffered: true`, so loading it late still
 * reports the paints and the layout shifts before it. Returns the function that stops it (on
 * withdrawal): nothing more is sent from then on.
 */
export function startVitals({ endpoint = VITALS_ENDPOINT }: StartVitalsOptions = {}): () => void {
  // The document's own navigation, not a later client-side one: the metrics belong to it.
  const navigation = performance.getEntriesByType('navigation')[0] as
    (PerformanceNavigationTiming & { responseStatus?: number }) | undefined;
  const { route, locale } = routeOf(
    new URL(navigation?.name || location.href).pathname,
    navigation?.responseStatus || 200,
  );
  let view: Partial<VitalsBeacon> = {};
  let sent = false;
  let stopped = false;

  const record = (metric: Metric) => {
    if (stopped) return;
    // A page restored from the back/forward cache is a new view: web-vitals reports it afresh.
    if (metric.navigationType === 'back-forward-cache' && sent) {
      view = {};
      sent = false;
    }
    view = {
      ...view,
      ...causeOf(metric),
      navigation: metric.navigationType,
      metrics: { ...view.metrics, [metric.name as MetricName]: metric.value },
    };
  };

  const flush = () => {
    if (stopped || sent || document.visibilityState !== 'hidden' || !view.metrics) return;
    const connection = (navigator as Navigator & { connection?: Connection }).connection;
    const beacon: VitalsBeacon = {
      route,
      locale,
      device: deviceClassOf(window.innerWidth),
      navigation: view.navigation ?? 'navigate',
      metrics: view.metrics,
      ...(connection?.effectiveType ? { connection: connection.effectiveType } : {}),
      ...(view.lcpElement ? { lcpElement: view.lcpElement } : {}),
      ...(view.inpInteraction ? { inpInteraction: view.inpInteraction } : {}),
    } as VitalsBeacon;
    sent = true;
    send(endpoint, JSON.stringify(beacon));
  };

  onLCP(record);
  onINP(record);
  onCLS(record);
  onFCP(record);
  onTTFB(record);
  // Registered after web-vitals' own (capture) listener, which reports CLS and INP on the same event.
  document.addEventListener('visibilitychange', flush);
  return () => {
    stopped = true;
    document.removeEventListener('visibilitychange', flush);
  };
}
