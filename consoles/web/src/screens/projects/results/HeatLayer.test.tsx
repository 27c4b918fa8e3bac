import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { colourise, cssBlur, heatColour, HeatLayer, layerSize } from './HeatLayer';

const dominant = ([r, g, b]: readonly number[]) => (r >= g && r >= b ? 'red' : g >= b ? 'green' : 'blue');

describe('the heat-layer colour map', () => {
  it('leaves no attention transparent and paints the most attention opaque red', () => {
    expect(heatColour(0)[3]).toBe(0);
    expect(heatColour(0.04)[3]).toBe(0);
    const [r, g, b, a] = heatColour(1);
    expect(a).toBe(255);
    expect(r).toBeGreaterThan(180);
    expect(g).toBeLessThan(100);
    expect(b).toBeLessThan(40);
  });

  it('runs from blue through green to red as attention grows (a perceptual, turbo-like map)', () => {
    expect([0.05, 0.5, 1].map((v) => dominant(heatColour(v)))).toEqual(['blue', 'green', 'red']);
    expect(dominant(heatColour(0.8))).toBe('red');
  });

  it('grows its alpha with the intensity and never lowers it', () => {
    const alphas = Array.from({ length: 101 }, (_, i) => heatColour(i / 100)[3]);
    for (let i = 1; i < alphas.length; i++) expect(alphas[i]).toBeGreaterThanOrEqual(alphas[i - 1]);
    expect(alphas[30]).toBeGreaterThan(0);
    expect(alphas[30]).toBeLessThan(255);
  });

  it('keeps intensities outside 0-1 at the ends', () => {
    expect(heatColour(-1)).toEqual(heatColour(0));
    expect(heatColour(2)).toEqual(heatColour(1));
  });

  it('colours the pixels of a grey map by their grey level', () => {
    const pixels = new Uint8ClampedArray([0, 0, 0, 255, 255, 255, 255, 255, 128, 128, 128, 255]);
    colourise(pixels);
    expect(Array.from(pixels.slice(0, 4))).toEqual([...heatColour(0)]);
    expect(Array.from(pixels.slice(4, 8))).toEqual([...heatColour(1)]);
    expect(Array.from(pixels.slice(8, 12))).toEqual([...heatColour(128 / 255)]);
  });

  it('counts the map’s own brightest grey as the most attention (maps are not always stretched to white)', () => {
    const pixels = new Uint8ClampedArray([86, 86, 86, 255, 43, 43, 43, 255, 0, 0, 0, 255]);
    colourise(pixels);
    expect(Array.from(pixels.slice(0, 4))).toEqual([...heatColour(1)]);
    expect(Array.from(pixels.slice(4, 8))).toEqual([...heatColour(128 / 255)]);
    expect(pixels[11]).toBe(0);
    const black = new Uint8ClampedArray([0, 0, 0, 255]);
    expect(Array.from(colourise(black))).toEqual([...heatColour(0)]);
  });

  it('draws large maps no wider than 1024 px (the browser stretches the layer to the image)', () => {
    expect(layerSize(800, 600)).toEqual({ width: 800, height: 600 });
    expect(layerSize(4000, 3000)).toEqual({ width: 1024, height: 768 });
  });

  it('scales a blur of image pixels to the drawn size', () => {
    expect(cssBlur(100, 4000, 1000)).toBe('blur(25.00px)');
    expect(cssBlur(10, 800, 800)).toBe('blur(10.00px)');
    expect(cssBlur(50, 800, 0)).toBe('none');
  });
});

describe('the heat layer', () => {
  it('puts the image under a canvas layer that carries the opacity and blur, and draws what it is given on top', () => {
    render(
      <HeatLayer imageUrl="/api/files/shelf-preview" imageAlt="棚" mapUrl="/api/files/shelf-map" imageWidth={1600} opacity={60} blur={10} label="ヒートマップ">
        <div data-testid="on-top" />
      </HeatLayer>,
    );
    const layer = screen.getByTestId('heatmap-overlay');
    expect(layer.tagName).toBe('CANVAS');
    expect(layer.getAttribute('data-src')).toBe('/api/files/shelf-map');
    expect(layer.getAttribute('data-opacity')).toBe('60');
    expect(layer.getAttribute('data-blur')).toBe('10');
    expect(getComputedStyle(layer).opacity).toBe('0.6');
    expect(screen.getByRole('img', { name: '棚' }).getAttribute('src')).toBe('/api/files/shelf-preview');
    expect(screen.getByTestId('on-top')).toBeDefined();
  });
});
