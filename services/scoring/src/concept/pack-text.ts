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
export class PackTextReader {
  private constructor(private readonly ocr: { detect(image: string): Promise<OcrLine[]> }) {}

  static async load(): Promise<PackTextReader> {
    const Ocr = (await import('@gutenye/ocr-node')).default;
    return new PackTextReader((await Ocr.create()) as unknown as { detect(image: string): Promise<OcrLine[]> });
  }

  /** Lines read with at least `minConfidence`, joined by newlines. */
  async read(image: LoadedImage, minConfidence = 0.6): Promise<string> {
    const { raster } = image;
    const png = await sharp(raster.data, { raw: { width: raster.width, height: raster.height, channels: 3 } }).png().toBuffer();
    // The library opens its input with sharp(), which takes encoded bytes as readily as a path.
    const lines = await this.ocr.detect(png as unknown as string);
    return lines
      .filter((line) => line.mean >= minConfidence && line.text.trim())
      .map((line) => line.text.trim())
      .join('\n');
  }
}
