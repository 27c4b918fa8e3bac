import Box from '@mui/material/Box';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * The heat map as a layer of its own over the image. The API's grey map (`map_url`: brighter = more attention)
 * is coloured in a canvas with a perceptual colour map (turbo: blue at low, through green and yellow, to red at
 * high), its alpha growing with the intensity, so low attention leaves the image visible. Opacity and blur
 * apply to this layer only: the image under it stays sharp (the API's `overlay_url` has the map blended into
 * the image already, so blurring it blurred the pack too).
 */

/** Google's turbo colour map as its published polynomial fit (Mikhailov 2019), per channel, in x^0..x^5. */
const turbo = {
  r: [0.13572138, 4.6153926, -42.66032258, 132.13108234, -152.94239396, 59.28637943],
  g: [0.09140261, 2.19418839, 4.84296658, -14.18503333, 4.27729857, 2.82956604],
  b: [0.1066733, 12.64194608, -60.58204836, 110.36276771, -89.90310912, 27.34824973],
} as const;

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
const polynomial = (coefficients: readonly number[], x: number) => coefficients.reduce((sum, c, power) => sum + c * x ** power, 0);

/** The part of turbo used: from its blue (0.1) to its red (0.85), leaving out the near-black ends. */
const turboFrom = 0.1;
const turboTo = 0.85;
/** Below this intensity the layer is fully transparent; from `alphaFull` on fully opaque (before the opacity). */
const alphaFloor = 0.05;
const alphaFull = 0.6;

export type Rgba = readonly [number, number, number, number];

/** The colour of an attention intensity 0-1 (0 = none, 1 = the most on the image), alpha 0-255. */
export function heatColour(intensity: number): Rgba {
  const v = clamp01(intensity);
  const x = turboFrom + (turboTo - turboFrom) * v;
  const channel = (coefficients: readonly number[]) => Math.round(clamp01(polynomial(coefficients, x)) * 255);
  const alpha = Math.round(255 * clamp01((v - alphaFloor) / (alphaFull - alphaFloor)) ** 0.8);
  return [channel(turbo.r), channel(turbo.g), channel(turbo.b), alpha];
}

let lookup: Uint8ClampedArray | undefined;
/** heatColour for the 256 grey levels, four bytes each. */
function heatLookup(): Uint8ClampedArray {
  if (!lookup) {
    lookup = new Uint8ClampedArray(256 * 4);
    for (let level = 0; level < 256; level++) lookup.set(heatColour(level / 255), level * 4);
  }
  return lookup;
}

/**
 * Colours RGBA pixels of a grey map in place: each pixel's grey level (its red channel) becomes its heat colour.
 * The map's own brightest grey counts as the most attention: the engine's grey maps are not always stretched to
 * white (a shelf map peaking at 86 of 255 left the layer nearly invisible).
 */
export function colourise(pixels: Uint8ClampedArray): Uint8ClampedArray {
  const table = heatLookup();
  let brightest = 0;
  for (let i = 0; i < pixels.length; i += 4) if (pixels[i] > brightest) brightest = pixels[i];
  const stretch = brightest > 0 ? 255 / brightest : 0;
  for (let i = 0; i < pixels.length; i += 4) {
    const at = Math.min(255, Math.round(pixels[i] * stretch)) * 4;
    pixels[i] = table[at];
    pixels[i + 1] = table[at + 1];
    pixels[i + 2] = table[at + 2];
    pixels[i + 3] = table[at + 3];
  }
  return pixels;
}

/** A blur of `radius` image pixels, as CSS pixels of the image drawn `shownWidth` wide. */
export function cssBlur(radius: number, imageWidth: number, shownWidth: number): string {
  if (radius === 0 || imageWidth <= 0 || shownWidth <= 0) return 'none';
  return `blur(${((radius * shownWidth) / imageWidth).toFixed(2)}px)`;
}

/** The layer is drawn no wider than this: a map is smooth, and the browser stretches the canvas to the image. */
export const maxLayerWidth = 1024;

/** The canvas size for a map of `width` x `height`: the map's own, or scaled down to maxLayerWidth. */
export function layerSize(width: number, height: number): { width: number; height: number } {
  if (width <= maxLayerWidth) return { width, height };
  return { width: maxLayerWidth, height: Math.max(1, Math.round((height * maxLayerWidth) / width)) };
}

/** Paints the coloured map into the canvas; false where the browser gives no 2D context. */
function paint(canvas: HTMLCanvasElement, map: HTMLImageElement): boolean {
  const size = layerSize(map.naturalWidth, map.naturalHeight);
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return false;
  context.drawImage(map, 0, 0, size.width, size.height);
  const pixels = context.getImageData(0, 0, size.width, size.height);
  colourise(pixels.data);
  context.putImageData(pixels, 0, 0);
  return true;
}

/** The drawn width of an element, followed as the layout changes. */
function useShownWidth(element: HTMLElement | null): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

export interface HeatLayerProps {
  /** The image under the layer (the project image's `preview_url`). */
  imageUrl: string | undefined;
  imageAlt: string;
  /** The grey map (`map_url`). */
  mapUrl: string;
  /** The image's own width in pixels: blur radii are in these pixels. */
  imageWidth: number;
  /** 0-100: the layer's alpha. */
  opacity: number;
  /** Blur radius in image pixels (0 = none). */
  blur: number;
  /** Accessible name of the layer. */
  label: string;
  testId?: string;
  /** Drawn over the layer, the size of the image (the shelf's box tool). */
  children?: ReactNode;
}

/**
 * The image with its heat map laid over it. The hook for tests is the canvas: `data-testid` (heatmap-overlay
 * by default) with `data-src` (the grey map), `data-opacity`, `data-blur` and `data-drawn` once painted.
 */
export function HeatLayer({ imageUrl, imageAlt, mapUrl, imageWidth, opacity, blur, label, testId = 'heatmap-overlay', children }: HeatLayerProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const [drawn, setDrawn] = useState(false);
  const shownWidth = useShownWidth(frame);

  useEffect(() => {
    setDrawn(false);
    let cancelled = false;
    const map = new Image();
    map.decoding = 'async';
    map.onload = () => {
      if (!cancelled && canvas.current) setDrawn(paint(canvas.current, map));
    };
    map.src = mapUrl;
    return () => {
      cancelled = true;
      map.onload = null;
    };
  }, [mapUrl]);

  return (
    <Box ref={setFrame} sx={{ position: 'relative', lineHeight: 0, bgcolor: '#eef1f5', borderRadius: 1, overflow: 'hidden' }}>
      <Box component="img" src={imageUrl} alt={imageAlt} draggable={false} sx={{ width: '100%', display: 'block', userSelect: 'none' }} />
      <Box
        component="canvas"
        ref={canvas}
        role="img"
        aria-label={label}
        data-testid={testId}
        data-src={mapUrl}
        data-opacity={opacity}
        data-blur={blur}
        data-drawn={drawn}
        sx={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          pointerEvents: 'none',
          opacity: opacity / 100,
          filter: cssBlur(blur, imageWidth, shownWidth),
        }}
      />
      {children && <Box sx={{ position: 'absolute', inset: 0 }}>{children}</Box>}
    </Box>
  );
}
