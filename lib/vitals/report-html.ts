import * as echarts from 'echarts';

import { FEW_VIEWS, type Summary } from './aggregate';
import { metricNames, thresholds, type MetricName } from './metrics';
import { formatValue, type VitalsReport } from './report';

const WIDTH = 880;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Milliseconds shown as seconds on the axes of LCP, FCP and TTFB; INP stays in ms, CLS unitless. */
function scale(metric: MetricName): { unit: string; factor: number } {
  if (metric === 'CLS') return { unit: '', factor: 1 };
  return metric === 'INP' ? { unit: 'ms', factor: 1 } : { unit: 's', factor: 1000 };
}

/** The axis end: the first round number (1, 1.2, 1.5, 2 … 8 times a power of ten) at or above `value`. */
function niceCeil(value: number): number {
  const power = 10 ** Math.floor(Math.log10(value));
  const step =
    [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].find((s) => s * power >= value - 1e-9) ?? 10;
  return Number((step * power).toPrecision(3));
}

/** Apache ECharts renders on the server to an SVG string: no DOM, no script in the page. */
function svgChart(height: number, option: echarts.EChartsOption): string {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width: WIDTH, height });
  chart.setOption({
    animation: false,
    textStyle: { fontFamily: 'system-ui, sans-serif' },
    ...option,
  });
  const svg = chart.renderToSVGString();
  chart.dispose();
  return svg;
}

function thresholdLines(metric: MetricName) {
  const { good, poor } = thresholds[metric];
  const { factor, unit } = scale(metric);
  const line = (value: number, label: string, color: string) => ({
    yAxis: value / factor,
    label: { formatter: `${label} ${value / factor}${unit ? ` ${unit}` : ''}`, color },
    lineStyle: { color, type: 'dashed' as const, width: 1.5 },
  });
  return {
    symbol: 'none',
    silent: true,
    data: [line(good, 'good ≤', '#15803d'), line(poor, 'poor >', '#b91c1c')],
  };
}

/** A chart's title, left-aligned like the report's headings. */
const chartTitle = (text: string) => ({ text, left: 0, textStyle: { fontSize: 15 } });

/** The value axis of a metric's chart: from 0 to past the "poor" threshold, so both lines show. */
function metricAxis(metric: MetricName, factor: number) {
  return {
    type: 'value' as const,
    min: 0,
    max: (extent: { max: number }) =>
      niceCeil(Math.max(extent.max, thresholds[metric].poor / factor) * 1.05),
  };
}

function dailyChart(report: VitalsReport, metric: MetricName): string {
  const { factor, unit } = scale(metric);
  const points = report.daily.filter((d) => d[metric] !== undefined);
  return svgChart(260, {
    title: chartTitle(`${metric}: p75 per day${unit ? ` (${unit})` : ''}`),
    grid: { left: 60, right: 120, top: 40, bottom: 40 },
    xAxis: { type: 'category', data: points.map((d) => d.day) },
    yAxis: metricAxis(metric, factor),
    series: [
      {
        type: 'line',
        name: 'p75',
        data: points.map((d) => Number(((d[metric] ?? 0) / factor).toFixed(3))),
        symbolSize: 5,
        lineStyle: { color: '#1d4ed8', width: 2 },
        itemStyle: { color: '#1d4ed8' },
        markLine: { ...thresholdLines(metric), label: { position: 'end' } },
      },
    ],
  });
}

function worstChart(report: VitalsReport, metric: MetricName): string {
  const { factor, unit } = scale(metric);
  const worst = report.routes
    .flatMap(({ route, metrics }) => (metrics[metric] ? [{ route, s: metrics[metric] }] : []))
    .sort((a, b) => b.s.p75 - a.s.p75)
    .slice(0, 10)
    .reverse();
  const label = (route: string, s: Summary) =>
    `${route} (n=${s.views}${s.views < FEW_VIEWS ? ', too few' : ''})`;
  return svgChart(60 + worst.length * 28, {
    title: chartTitle(`${metric}: worst routes by p75${unit ? ` (${unit})` : ''}`),
    grid: { left: 260, right: 120, top: 40, bottom: 20 },
    yAxis: { type: 'category', data: worst.map((w) => label(w.route, w.s)) },
    xAxis: metricAxis(metric, factor),
    series: [
      {
        type: 'bar',
        data: worst.map((w) => ({
          value: Number((w.s.p75 / factor).toFixed(3)),
          itemStyle: {
            color:
              w.s.p75 <= thresholds[metric].good
                ? '#16a34a'
                : w.s.p75 <= thresholds[metric].poor
                  ? '#d97706'
                  : '#dc2626',
          },
        })),
        markLine: {
          ...thresholdLines(metric),
          data: thresholdLines(metric).data.map(({ yAxis, ...rest }) => ({
            xAxis: yAxis,
            ...rest,
          })),
        },
      },
    ],
  });
}

const pct = (share: number) => `${Math.round(share * 100)} %`;

function cell(metric: MetricName, s: Summary | undefined): string {
  if (!s) return '<td class="none">—</td>';
  const few = s.views < FEW_VIEWS ? ' class="few" title="too few views: indicative only"' : '';
  return `<td${few}><strong>${formatValue(metric, s.p75)}</strong><br><span class="shares">${pct(s.good)} · ${pct(s.needsImprovement)} · ${pct(s.poor)}</span><br><span class="n">n=${s.views}</span></td>`;
}

function groupsTable(report: VitalsReport): string {
  const head = metricNames.map((m) => `<th>${m}</th>`).join('');
  const rows = report.groups
    .map(
      (g) =>
        `<tr><th scope="row">${escapeHtml(g.route)}</th><td>${g.locale}</td><td>${g.device}</td><td>${g.views}</td>${metricNames.map((m) => cell(m, g.metrics[m])).join('')}</tr>`,
    )
    .join('\n');
  return `<table><thead><tr><th>Route</th><th>Locale</th><th>Device</th><th>Views</th>${head}</tr></thead><tbody>${rows}</tbody></table>`;
}

function compareTable(report: VitalsReport): string {
  const compare = report.compare;
  if (!compare) return '';
  const rows = compare.routes
    .map(
      ({ route, before, after }) =>
        `<tr><th scope="row">${escapeHtml(route)}</th>${metricNames
          .map((m) => {
            const b = before[m];
            const a = after[m];
            if (!b || !a) return '<td class="none">—</td>';
            const worse = a.p75 > b.p75;
            return `<td class="${worse ? 'worse' : 'better'}${a.views < FEW_VIEWS || b.views < FEW_VIEWS ? ' few' : ''}">${formatValue(m, b.p75)} → <strong>${formatValue(m, a.p75)}</strong><br><span class="n">n=${b.views} → ${a.views}</span></td>`;
          })
          .join('')}</tr>`,
    )
    .join('\n');
  return `<h2>Before and after ${compare.date}</h2>
<p>p75 of the page views from ${compare.beforeFrom} to ${compare.date} (before) and from ${compare.date} to ${report.to} (after).</p>
<table><thead><tr><th>Route</th>${metricNames.map((m) => `<th>${m}</th>`).join('')}</tr></thead><tbody>${rows}</tbody></table>`;
}

/** The self-contained report page of `npm run ops -- vitals --html file`: inline SVG and CSS only. */
export function reportHtml(report: VitalsReport): string {
  const charts = metricNames.map((m) => `<figure>${dailyChart(report, m)}</figure>`).join('\n');
  const worst = (['LCP', 'INP', 'CLS'] as const)
    .map((m) => `<figure>${worstChart(report, m)}</figure>`)
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Core Web Vitals ${report.from} to ${report.to}</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; color: #0f172a; margin: 2rem auto; max-width: 920px; padding: 0 1rem; }
h1 { font-size: 1.5rem; } h2 { font-size: 1.2rem; margin-top: 2.5rem; }
figure { margin: 1.5rem 0; } svg { max-width: 100%; height: auto; }
table { border-collapse: collapse; font-size: 13px; width: 100%; }
th, td { border-bottom: 1px solid #e2e8f0; padding: .35rem .5rem; text-align: left; vertical-align: top; }
.shares, .n { color: #475569; font-size: 12px; } .few { background: #fef9c3; } .none { color: #94a3b8; }
.worse strong { color: #b91c1c; } .better strong { color: #15803d; }
</style>
</head>
<body>
<h1>Core Web Vitals of consenting visitors</h1>
<p>${report.from} to ${report.to} (UTC), ${report.views} page view(s). <strong>p75</strong> is the value that 75 % of page views reach or beat: a p75 under the green line means at least three visits in four were good. Google's thresholds: LCP 2.5 s, INP 200 ms, CLS 0.1 (good up to them), FCP 1.8 s, TTFB 0.8 s. Shares are good · needs improvement · poor. Figures behind fewer than ${FEW_VIEWS} page views are highlighted: indicative only.</p>
<h2>p75 per day</h2>
${charts}
<h2>Worst routes</h2>
${worst}
<h2>Per route, locale and device class</h2>
${groupsTable(report)}
${compareTable(report)}
</body>
</html>
`;
}
