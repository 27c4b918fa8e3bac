import { chartTextWidth, errorBarColour, standardValueColour } from '@packlens/contracts';
import { escapeHtml, fitText, raw, wrapText, type Html } from './format';

/**
 * Charts as inline SVG, drawn here so the page needs no script and no chart library. Sizes are in SVG user
 * units; each chart scales to the width of its box. Texts inherit the page's font (the language's CJK font).
 */

const axisColour = '#6b7280';
const gridColour = '#e5e7eb';
const fontSize = 11;
const lineHeight = 12.5;
/** Category labels under crowded axes are turned by this much (degrees) so neighbours do not overlap. */
const labelAngle = 40;
/** Bold labels run a little wider than {@link chartTextWidth} estimates. */
const boldWidth = 1.1;

export interface Bar {
  label: string;
  value: number;
  colour: string;
  /** Half-length of an error bar around the value (the SD). */
  error?: number;
  /** Printed above the bar; the value with two decimals when absent. */
  valueLabel?: string;
}

export interface BarChartOptions {
  bars: readonly Bar[];
  min: number;
  max: number;
  ticks: readonly number[];
  /** A horizontal line across the chart, e.g. the segment's standard value. */
  reference?: { value: number; label: string };
  width?: number;
  height?: number;
  label: string;
}

/** Vertical bars from `min`, optional error bars and a reference line. */
export function barChart(options: BarChartOptions): Html {
  const { bars, min, max, ticks, reference, label } = options;
  const width = options.width ?? 960;
  const height = options.height ?? 320;
  const rotate = bars.length > 6;
  const left = 44;
  // The standard value's label sits right of the plot, where no bar or value label is drawn; the margin is
  // as wide as the label, so it is never cut.
  const right = reference ? Math.ceil(chartTextWidth(reference.label, fontSize) * boldWidth) + 14 : 16;
  const top = 18;
  const bottom = rotate ? 92 : 40;
  const plotW = width - left - right;
  const plotH = height - top - bottom;
  const y = (v: number) => top + plotH - ((clamp(v, min, max) - min) / (max - min)) * plotH;
  const slot = plotW / Math.max(1, bars.length);
  const barW = Math.min(72, slot * 0.6);
  const parts: string[] = [];
  parts.push(yAxis(ticks, y, left, width - right, (t) => String(t)));
  bars.forEach((bar, i) => {
    const cx = left + slot * i + slot / 2;
    const top0 = y(bar.value);
    parts.push(`<rect x="${n(cx - barW / 2)}" y="${n(top0)}" width="${n(barW)}" height="${n(y(min) - top0)}" fill="${bar.colour}"/>`);
    let labelY = top0 - 4;
    if (bar.error !== undefined) {
      const hi = y(bar.value + bar.error);
      const lo = y(bar.value - bar.error);
      const cap = Math.min(10, barW / 3);
      parts.push(
        `<path d="M${n(cx)} ${n(hi)}V${n(lo)}M${n(cx - cap)} ${n(hi)}H${n(cx + cap)}M${n(cx - cap)} ${n(lo)}H${n(cx + cap)}" stroke="${errorBarColour}" stroke-width="1.4" fill="none"/>`,
      );
      labelY = Math.min(labelY, hi - 6);
    }
    parts.push(text(cx, Math.max(top - 4, labelY), bar.valueLabel ?? bar.value.toFixed(2), { anchor: 'middle', weight: 600 }));
    parts.push(categoryLabel(cx, y(min) + 14, [fitText(bar.label, rotate ? 150 : slot - 4, fontSize)], rotate));
  });
  parts.push(`<line x1="${left}" y1="${n(y(min))}" x2="${n(width - right)}" y2="${n(y(min))}" stroke="${axisColour}"/>`);
  if (reference) {
    const ry = y(reference.value);
    parts.push(`<line x1="${left}" y1="${n(ry)}" x2="${n(width - right)}" y2="${n(ry)}" stroke="${standardValueColour}" stroke-width="1.6" stroke-dasharray="6 4"/>`);
    parts.push(text(width - right + 6, ry + 4, reference.label, { fill: standardValueColour, weight: 600 }));
  }
  return svg(width, height, label, parts);
}

export interface LineSeries {
  name: string;
  colour: string;
  /** One value per category; null leaves a gap (a word that does not apply to the image's category). */
  values: readonly (number | null)[];
}

/**
 * One line per series over named categories (image words), values 0 to `max`. A category's name is never
 * cut: it is wrapped, and the margins below and left grow to hold it.
 */
export function lineChart(options: { categories: readonly string[]; series: readonly LineSeries[]; max: number; ticks: readonly number[]; tickLabel: (v: number) => string; width?: number; height?: number; label: string }): Html {
  const { categories, series, max, ticks, tickLabel, label } = options;
  const width = options.width ?? 960;
  const height = options.height ?? 360;
  const labels = categories.map((category) => wrapText(category, categoryRoom, fontSize));
  const extents = labels.map(rotatedExtent);
  const right = 12;
  const top = 12;
  const bottom = Math.max(116, Math.ceil(Math.max(0, ...extents.map((e) => e.below))) + 6);
  const left = leftMarginFor(extents.map((e) => e.left), width - right, 48);
  const plotW = width - left - right;
  const plotH = height - top - bottom;
  const step = plotW / Math.max(1, categories.length);
  const x = (i: number) => left + step * i + step / 2;
  const y = (v: number) => top + plotH - (clamp(v, 0, max) / max) * plotH;
  const parts: string[] = [yAxis(ticks, y, left, width - right, tickLabel)];
  categories.forEach((_, i) => {
    parts.push(`<line x1="${n(x(i))}" y1="${top}" x2="${n(x(i))}" y2="${n(top + plotH)}" stroke="${gridColour}" stroke-dasharray="2 3"/>`);
    parts.push(categoryLabel(x(i), top + plotH + 14, labels[i], true));
  });
  for (const s of series) {
    let d = '';
    let pen = false;
    s.values.forEach((v, i) => {
      if (v === null) {
        pen = false;
        return;
      }
      d += `${pen ? 'L' : 'M'}${n(x(i))} ${n(y(v))}`;
      pen = true;
    });
    parts.push(`<path d="${d}" stroke="${s.colour}" stroke-width="2" fill="none" stroke-linejoin="round"/>`);
    s.values.forEach((v, i) => {
      if (v !== null) parts.push(`<circle cx="${n(x(i))}" cy="${n(y(v))}" r="3" fill="${s.colour}"/>`);
    });
  }
  parts.push(`<line x1="${left}" y1="${n(top + plotH)}" x2="${n(width - right)}" y2="${n(top + plotH)}" stroke="${axisColour}"/>`);
  return svg(width, height, label, parts);
}

export interface ScatterPoint {
  /** Short mark printed beside the point (the image's number). */
  mark: string;
  x: number;
  y: number;
  colour: string;
}

/** Points on two axes (two image words' fit, 0-1), zoomed to the data, with the mean of each axis dashed. */
export function scatterChart(options: { points: readonly ScatterPoint[]; xLabel: string; yLabel: string; tickLabel: (v: number) => string; width?: number; height?: number; label: string }): Html {
  const { points, xLabel, yLabel, tickLabel, label } = options;
  const width = options.width ?? 620;
  const height = options.height ?? 460;
  const left = 64;
  const right = 16;
  const top = 14;
  const bottom = 52;
  const plotW = width - left - right;
  const plotH = height - top - bottom;
  const [x0, x1] = domain(points.map((p) => p.x));
  const [y0, y1] = domain(points.map((p) => p.y));
  const x = (v: number) => left + ((v - x0) / (x1 - x0)) * plotW;
  const y = (v: number) => top + plotH - ((v - y0) / (y1 - y0)) * plotH;
  const parts: string[] = [];
  for (const t of ticksFor(x0, x1)) {
    parts.push(`<line x1="${n(x(t))}" y1="${top}" x2="${n(x(t))}" y2="${n(top + plotH)}" stroke="${gridColour}"/>`);
    parts.push(text(x(t), top + plotH + 16, tickLabel(t), { anchor: 'middle', fill: axisColour }));
  }
  for (const t of ticksFor(y0, y1)) {
    parts.push(`<line x1="${left}" y1="${n(y(t))}" x2="${n(width - right)}" y2="${n(y(t))}" stroke="${gridColour}"/>`);
    parts.push(text(left - 6, y(t) + 4, tickLabel(t), { anchor: 'end', fill: axisColour }));
  }
  if (points.length > 1) {
    const mx = mean(points.map((p) => p.x));
    const my = mean(points.map((p) => p.y));
    parts.push(`<line x1="${n(x(mx))}" y1="${top}" x2="${n(x(mx))}" y2="${n(top + plotH)}" stroke="${axisColour}" stroke-dasharray="5 4"/>`);
    parts.push(`<line x1="${left}" y1="${n(y(my))}" x2="${n(width - right)}" y2="${n(y(my))}" stroke="${axisColour}" stroke-dasharray="5 4"/>`);
  }
  parts.push(`<rect x="${left}" y="${top}" width="${n(plotW)}" height="${n(plotH)}" fill="none" stroke="${axisColour}"/>`);
  for (const p of points) {
    parts.push(`<circle cx="${n(x(p.x))}" cy="${n(y(p.y))}" r="7" fill="${p.colour}" fill-opacity="0.85" stroke="#fff" stroke-width="1.5"/>`);
    parts.push(text(x(p.x) + 10, y(p.y) - 8, p.mark, { weight: 700, fill: '#111827' }));
  }
  parts.push(text(left + plotW / 2, height - 10, fitText(xLabel, plotW, fontSize + 1), { anchor: 'middle', weight: 600, size: fontSize + 1 }));
  parts.push(
    `<text transform="translate(16 ${n(top + plotH / 2)}) rotate(-90)" text-anchor="middle" font-size="${fontSize + 1}" font-weight="600">${escapeHtml(fitText(yLabel, plotH, fontSize + 1))}</text>`,
  );
  return svg(width, height, label, parts);
}

/** Round ticks covering [min, max], about `count` of them. */
export function ticksFor(min: number, max: number, count = 5): number[] {
  const raw = (max - min) / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? raw;
  const ticks: number[] = [];
  for (let t = Math.ceil(min / step - 1e-9) * step; t <= max + 1e-9; t += step) ticks.push(Number(t.toFixed(10)));
  return ticks;
}

/** An axis range around values in 0-1, padded and rounded to tenths, at least 0.2 wide. */
function domain(values: readonly number[]): [number, number] {
  if (!values.length) return [0, 1];
  let lo = Math.max(0, Math.floor((Math.min(...values) - 0.05) * 10) / 10);
  let hi = Math.min(1, Math.ceil((Math.max(...values) + 0.05) * 10) / 10);
  if (hi - lo < 0.2) {
    const mid = (hi + lo) / 2;
    lo = Math.max(0, mid - 0.1);
    hi = Math.min(1, lo + 0.2);
    lo = hi - 0.2;
  }
  return [lo, hi];
}

function yAxis(ticks: readonly number[], y: (v: number) => number, x0: number, x1: number, label: (v: number) => string): string {
  return ticks
    .map((t) => `<line x1="${x0}" y1="${n(y(t))}" x2="${n(x1)}" y2="${n(y(t))}" stroke="${gridColour}"/>${text(x0 - 6, y(t) + 4, label(t), { anchor: 'end', fill: axisColour })}`)
    .join('');
}

/** Room along a turned category label before it wraps. */
const categoryRoom = 100;

/**
 * A category's name under the axis, one line per entry. Turned names end at their tick and hang down and to
 * the left; each further line starts one line height lower, along the turned direction.
 */
function categoryLabel(x: number, y: number, lines: readonly string[], rotated: boolean): string {
  const tspans = lines.map((line, i) => `<tspan x="0" dy="${i === 0 ? 0 : lineHeight}">${escapeHtml(line)}</tspan>`).join('');
  return rotated
    ? `<text transform="translate(${n(x + 3)} ${n(y - 6)}) rotate(-${labelAngle})" text-anchor="end" font-size="${fontSize}">${tspans}</text>`
    : `<text transform="translate(${n(x)} ${n(y)})" text-anchor="middle" font-size="${fontSize}">${tspans}</text>`;
}

/** How far a turned {@link categoryLabel} reaches below the axis and left of its tick, in user units. */
function rotatedExtent(lines: readonly string[]): { below: number; left: number } {
  const sin = Math.sin((labelAngle * Math.PI) / 180);
  const cos = Math.cos((labelAngle * Math.PI) / 180);
  const ascent = fontSize * 0.8;
  const descent = fontSize * 0.25;
  let below = 0;
  let left = 0;
  lines.forEach((line, k) => {
    const w = chartTextWidth(line, fontSize);
    below = Math.max(below, 8 + k * lineHeight * cos + w * sin + descent * cos);
    left = Math.max(left, -3 + w * cos - k * lineHeight * sin + ascent * sin);
  });
  return { below, left };
}

/** The narrowest left margin (at least `minimum`) that keeps each category's label, reaching `reach[i]` left of its tick, inside the chart. */
function leftMarginFor(reach: readonly number[], plotEnd: number, minimum: number): number {
  const count = Math.max(1, reach.length);
  // Tick i sits at left + (plotEnd - left) * f with f = (i + 0.5) / count; it must be at least reach[i] + 2.
  return Math.ceil(
    reach.reduce((margin, r, i) => {
      const f = (i + 0.5) / count;
      return Math.max(margin, (r + 2 - plotEnd * f) / (1 - f));
    }, minimum),
  );
}

function text(x: number, y: number, content: string, style: { anchor?: 'start' | 'middle' | 'end'; fill?: string; weight?: number; size?: number } = {}): string {
  const attributes = [
    `x="${n(x)}"`,
    `y="${n(y)}"`,
    `font-size="${style.size ?? fontSize}"`,
    style.anchor && style.anchor !== 'start' ? `text-anchor="${style.anchor}"` : '',
    style.fill ? `fill="${style.fill}"` : '',
    style.weight ? `font-weight="${style.weight}"` : '',
  ].filter(Boolean);
  return `<text ${attributes.join(' ')}>${escapeHtml(content)}</text>`;
}

function svg(width: number, height: number, label: string, parts: readonly string[]): Html {
  return raw(`<svg class="chart" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeHtml(label)}">${parts.join('')}</svg>`);
}

function clamp(v: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, v));
}

function mean(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0) / values.length;
}

/** Coordinates with at most one decimal keep the markup short. */
function n(v: number): string {
  return String(Math.round(v * 10) / 10);
}
