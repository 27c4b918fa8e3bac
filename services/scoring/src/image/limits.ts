/** Upload limits of the product description: a shelf photo up to 15 MB, a pack design up to 4 MB. */
export const SHELF_MAX_BYTES = 15 * 1024 * 1024;
export const PACK_MAX_BYTES = 4 * 1024 * 1024;

/**
 * Largest decoded size accepted (64 megapixels: an 8000x6000 phone photo passes). A file whose header declares
 * more is refused before decoding, which is what stops a decompression bomb.
 */
export const MAX_INPUT_PIXELS = 64 * 1024 * 1024;

/** Long side of the raster kept in memory after decoding; every model works below it. */
export const WORKING_LONG_SIDE = 4096;

/**
 * Long side of a pack design's raster in the product's worker: every model reads a pack at or below it (heat map
 * 640x480, design features, the pack's text at 1024, rendered maps at 1024), so a 4000 px phone photo is decoded
 * at this size (JPEG shrink-on-load) instead of 4096. Shelf photos keep WORKING_LONG_SIDE for their tiles.
 */
export const PACK_WORKING_LONG_SIDE = 1600;

/** Long side the first page of a PDF is rendered at. */
export const PDF_LONG_SIDE = 2048;
