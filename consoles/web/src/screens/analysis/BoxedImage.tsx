import Box from '@mui/material/Box';

export interface ImageBox {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Shown in the box's corner (a notice's number). */
  label?: string;
}

/**
 * A picture with boxes drawn over it; boxes are in pixels of the analysed image (`width` x `height`), drawn in
 * percent so they follow the picture at any size.
 */
export function BoxedImage({ src, alt, width, height, boxes = [], testId }: { src: string; alt: string; width: number | null; height: number | null; boxes?: ImageBox[]; testId?: string }) {
  const w = width ?? 1;
  const h = height ?? 1;
  return (
    <Box sx={{ position: 'relative', display: 'inline-block', lineHeight: 0, maxWidth: '100%' }} data-testid={testId}>
      <Box component="img" src={src} alt={alt} sx={{ maxWidth: '100%', maxHeight: 320, display: 'block', borderRadius: 1, border: 1, borderColor: 'divider' }} />
      {width !== null &&
        height !== null &&
        boxes.map((box, index) => (
          <Box
            key={index}
            data-testid="notice-box"
            style={{ left: `${(box.x / w) * 100}%`, top: `${(box.y / h) * 100}%`, width: `${(box.width / w) * 100}%`, height: `${(box.height / h) * 100}%` }}
            sx={{
              position: 'absolute',
              border: '2px solid #f59e0b',
              boxShadow: '0 0 0 1px rgba(0,0,0,0.5)',
              borderRadius: 0.5,
              pointerEvents: 'none',
            }}
          >
            {box.label && (
              <Box component="span" sx={{ position: 'absolute', top: -2, left: -2, bgcolor: '#f59e0b', color: '#111', fontSize: 12, fontWeight: 700, lineHeight: '16px', px: 0.5, borderRadius: 0.5 }}>
                {box.label}
              </Box>
            )}
          </Box>
        ))}
    </Box>
  );
}
