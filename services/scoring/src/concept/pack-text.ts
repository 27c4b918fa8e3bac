import sharp from 'sharp';
import type { LoadedImage } from '../features';

interface OcrLine {
  text: string;
  mean: number;
}

/**
 * Reads the text printed on a pack with PaddleOCR PP-OCRv4 (detection + recognition, Chinese/English
 * dictionary; Japanese kanji read well, kana sometimes not) through @gutenye/ocr-node. Concept matching adds
 * the overlap between the concept's words and this text.
 */
/** Long side the pack's text is read at. */
export const PACK_TEXT_LONG_SIDE = 1024;

export class PackTextReader {
  private constructor(private readonly ocr: { detect(image: string): Promise<OcrLine[]> }) {}

  static async load(): Promise<PackTextReader> {
    const Ocr = (await import('@gutenye/ocr-node')).default;
    return new PackTextReader((await Ocr.create()) as unknown as { detect(image: string): Promise<OcrLine[]> });
  }

  /** Lines read with at least `minConfidence` at `longSide` px at most, joined by newlines. */
  async read(image: LoadedImage, minConfidence = 0.6, longSide = PACK_TEXT_LONG_SIDE): Promise<string> {
    const { raster } = image;
    // A pack's words are legible at this size; reading a 4000 px photo took 9-13 s (issue 20) for the same words.
    const scale = Math.min(1, longSide / Math.max(raster.width, raster.height));
    const png = await sharp(raster.data, { raw: { width: raster.width, height: raster.height, channels: 3 } })
      .resize(Math.max(1, Math.round(raster.width * scale)), Math.max(1, Math.round(raster.height * scale)))
      .png()
      .toBuffer();
    // The library opens its input with sharp(), which takes encoded bytes as readily as a path.
    const lines = await this.ocr.detect(png as unknown as string);
    return lines
      .filter((line) => line.mean >= minConfidence && line.text.trim())
      .map((line) => line.text.trim())
      .join('\n');
  }
}
