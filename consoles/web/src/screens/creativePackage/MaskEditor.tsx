import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import BrushOutlined from '@mui/icons-material/BrushOutlined';
import AutoFixOffOutlined from '@mui/icons-material/AutoFixOffOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import FlipOutlined from '@mui/icons-material/FlipOutlined';
import ClearOutlined from '@mui/icons-material/ClearOutlined';
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldMessage } from '../projects/StepActions';
import { applyOperation, brushRange, emptyMask, markedCount, paintSegment, replay, type Box as PixelBox, type Mask, type MaskOperation, type MaskTool, type Point } from './maskModel';
import { transparencyBackdrop } from './transparency';

/** The image the mask is drawn over: its signed link and its own pixel size (the mask's size). */
export interface MaskedImage {
  key: string;
  url: string;
  width: number;
  height: number;
}

interface DraftState {
  key: string | null;
  operations: MaskOperation[];
  /** Bumps on every finished change, so what depends on the mask (the canvas, the uploaded copy) can tell. */
  version: number;
  marked: number;
}

/**
 * The mask being drawn over one image: its pixels (kept in a ref, changed as the pointer moves) and the operations
 * that made them, so undo replays all but the last. A different image starts an empty mask.
 */
export function useMaskDraft(image: MaskedImage | undefined) {
  const key = image ? `${image.key}:${image.width}x${image.height}` : null;
  const mask = useRef<Mask>(emptyMask(image?.width ?? 0, image?.height ?? 0));
  const live = useRef<Extract<MaskOperation, { kind: 'stroke' }> | null>(null);
  const [state, setState] = useState<DraftState>({ key, operations: [], version: 0, marked: 0 });
  if (state.key !== key) {
    mask.current = emptyMask(image?.width ?? 0, image?.height ?? 0);
    live.current = null;
    setState({ key, operations: [], version: state.version + 1, marked: 0 });
  }

  const commit = (operations: MaskOperation[]) => setState((current) => ({ ...current, operations, version: current.version + 1, marked: markedCount(mask.current) }));

  return {
    mask: mask.current,
    version: state.version,
    marked: state.marked,
    canUndo: state.operations.length > 0,
    /** A stroke starts: answers the pixels it touched. */
    begin(point: Point, tool: MaskTool, radius: number): PixelBox {
      live.current = { kind: 'stroke', tool, radius, points: [point] };
      return paintSegment(mask.current, point, point, radius, tool);
    },
    extend(point: Point): PixelBox | undefined {
      const stroke = live.current;
      if (!stroke) return undefined;
      const previous = stroke.points[stroke.points.length - 1];
      stroke.points.push(point);
      return paintSegment(mask.current, previous, point, stroke.radius, stroke.tool);
    },
    end() {
      const stroke = live.current;
      if (!stroke) return;
      live.current = null;
      commit([...state.operations, stroke]);
    },
    undo() {
      const operations = state.operations.slice(0, -1);
      mask.current = replay(mask.current.width, mask.current.height, operations);
      commit(operations);
    },
    apply(operation: Extract<MaskOperation, { kind: 'invert' | 'clear' }>) {
      applyOperation(mask.current, operation);
      commit([...state.operations, operation]);
    },
  };
}
export type MaskDraft = ReturnType<typeof useMaskDraft>;

/** The marked pixels, tinted, into the canvas (all of it, or the box a stroke touched). */
function paintOverlay(canvas: HTMLCanvasElement | null, mask: Mask, box?: PixelBox) {
  const context = canvas?.getContext('2d');
  if (!context || mask.width === 0) return;
  const area = box ?? { x: 0, y: 0, width: mask.width, height: mask.height };
  if (area.width <= 0 || area.height <= 0) return;
  const pixels = context.createImageData(area.width, area.height);
  for (let y = 0; y < area.height; y++) {
    for (let x = 0; x < area.width; x++) {
      if (!mask.data[(area.y + y) * mask.width + area.x + x]) continue;
      const at = (y * area.width + x) * 4;
      pixels.data.set([233, 30, 99, 150], at);
    }
  }
  context.putImageData(pixels, area.x, area.y);
}

/**
 * Partial change's mask editor, in the page: the chosen image with a canvas over it, painted with a brush (what
 * should change) or an eraser, a brush size, undo, invert and clear. Hooks: `mask-editor` (attributes `data-marked`,
 * `data-version`), `mask-canvas`, `mask-tool-brush`, `mask-tool-eraser`, `mask-brush-size`, `mask-undo`,
 * `mask-invert`, `mask-clear`, `mask-error`.
 */
export function MaskEditor({ image, draft, error }: { image: MaskedImage | undefined; draft: MaskDraft; error: string | undefined }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [tool, setTool] = useState<MaskTool>('brush');
  const range = brushRange(image?.width ?? 512, image?.height ?? 512);
  const [size, setSize] = useState(range.initial);
  const brush = Math.min(range.max, Math.max(range.min, size));

  // Undo, invert, clear and another image redraw everything; a stroke draws as it goes.
  useEffect(() => {
    const element = canvas.current;
    element?.getContext('2d')?.clearRect(0, 0, element.width, element.height);
    paintOverlay(element, draft.mask);
  }, [draft.version, draft.mask]);

  function pointOf(event: ReactPointerEvent<HTMLCanvasElement>): Point {
    const rect = event.currentTarget.getBoundingClientRect();
    const width = image?.width ?? 0;
    const height = image?.height ?? 0;
    return { x: ((event.clientX - rect.left) / (rect.width || 1)) * width, y: ((event.clientY - rect.top) / (rect.height || 1)) * height };
  }

  function onPointerDown(event: ReactPointerEvent<HTMLCanvasElement>) {
    if (!image || event.button > 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    paintOverlay(canvas.current, draft.mask, draft.begin(pointOf(event), tool, brush / 2));
  }

  function onPointerMove(event: ReactPointerEvent<HTMLCanvasElement>) {
    const box = draft.extend(pointOf(event));
    if (!box) return;
    const context = canvas.current?.getContext('2d');
    context?.clearRect(box.x, box.y, box.width, box.height);
    paintOverlay(canvas.current, draft.mask, box);
  }

  const percent = image ? (draft.marked / (image.width * image.height)) * 100 : 0;

  return (
    <Paper variant="outlined" sx={{ p: 2, borderColor: error ? 'error.main' : 'divider' }} data-testid="mask-editor" data-marked={draft.marked} data-version={draft.version}>
      <Typography variant="subtitle2" sx={{ fontWeight: 600 }}>
        {t('design.mask.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {image ? t('design.mask.hint') : t('design.mask.needImage')}
      </Typography>
      {image && (
        <>
          <Stack direction="row" spacing={1} sx={{ mb: 1.5, flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
            <ToggleButtonGroup size="small" exclusive value={tool} onChange={(_event, next: MaskTool | null) => next && setTool(next)} aria-label={t('design.mask.title')}>
              <ToggleButton value="brush" data-testid="mask-tool-brush" aria-label={t('design.mask.brush')}>
                <BrushOutlined fontSize="small" sx={{ mr: 0.5 }} />
                {t('design.mask.brush')}
              </ToggleButton>
              <ToggleButton value="eraser" data-testid="mask-tool-eraser" aria-label={t('design.mask.eraser')}>
                <AutoFixOffOutlined fontSize="small" sx={{ mr: 0.5 }} />
                {t('design.mask.eraser')}
              </ToggleButton>
            </ToggleButtonGroup>
            <Button size="small" startIcon={<UndoOutlined />} onClick={draft.undo} disabled={!draft.canUndo} data-testid="mask-undo">
              {t('design.mask.undo')}
            </Button>
            <Button size="small" startIcon={<FlipOutlined />} onClick={() => draft.apply({ kind: 'invert' })} data-testid="mask-invert">
              {t('design.mask.invert')}
            </Button>
            <Button size="small" startIcon={<ClearOutlined />} onClick={() => draft.apply({ kind: 'clear' })} disabled={draft.marked === 0} data-testid="mask-clear">
              {t('design.mask.clear')}
            </Button>
          </Stack>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1.5, maxWidth: 420 }}>
            <Typography variant="body2" id="mask-brush-size-label" sx={{ whiteSpace: 'nowrap' }}>
              {t('design.mask.size')}
            </Typography>
            <Slider
              size="small"
              min={range.min}
              max={range.max}
              value={brush}
              onChange={(_event, value) => setSize(value as number)}
              valueLabelDisplay="auto"
              aria-labelledby="mask-brush-size-label"
              data-testid="mask-brush-size"
            />
          </Stack>
          <Box
            sx={{
              position: 'relative',
              width: '100%',
              maxWidth: 560,
              aspectRatio: `${image.width} / ${image.height}`,
              background: transparencyBackdrop(),
              border: 1,
              borderColor: 'divider',
            }}
          >
            <Box component="img" src={image.url} alt="" draggable={false} sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'fill', userSelect: 'none' }} />
            <Box
              component="canvas"
              ref={canvas}
              width={image.width}
              height={image.height}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={draft.end}
              onPointerCancel={draft.end}
              onLostPointerCapture={draft.end}
              data-testid="mask-canvas"
              sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', cursor: 'crosshair', touchAction: 'none' }}
            />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="mask-marked">
            {draft.marked > 0 ? t('design.mask.marked', { percent: percent < 0.1 ? '<0.1' : percent.toFixed(1) }) : t('design.mask.none')}
          </Typography>
        </>
      )}
      <FieldMessage message={error} testId="mask-error" />
    </Paper>
  );
}
