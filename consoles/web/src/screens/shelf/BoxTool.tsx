import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import type { ProjectResults } from '@packlens/contracts';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarkRegions } from '../../api/projects';
import { ProblemAlert } from '../../forms/ProblemAlert';
import { catalogueMessage, useLanguage } from '../projects/catalogue';
import { HeatLayer } from '../projects/results/HeatLayer';
import {
  boxBetween,
  byShare,
  handles,
  imageSizeOf,
  maxBoxesPerImage,
  minDrawnBoxPixels,
  minImagePixels,
  moveBox,
  newRegionId,
  resizeBox,
  roundBox,
  sameBoxes,
  toImagePoint,
  toPercentBox,
  type Box as ImageBox,
  type Handle,
  type LabelledBox,
  type Point,
  type Size,
} from './boxes';

type ProjectImage = ProjectResults['project']['images'][number];
type Heatmap = ProjectResults['heatmaps'][number];

/** What a pointer is doing on the image: drawing a new box, moving one, or dragging one's corner. */
type Gesture =
  | { kind: 'draw'; start: Point; current: Point }
  | { kind: 'move'; id: string; start: Point; origin: ImageBox }
  | { kind: 'resize'; id: string; handle: Handle; origin: ImageBox };

const handleCursor: Record<Handle, string> = { nw: 'nwse-resize', se: 'nwse-resize', ne: 'nesw-resize', sw: 'nesw-resize' };
const handlePlace: Record<Handle, { left?: number; right?: number; top?: number; bottom?: number }> = {
  nw: { left: -6, top: -6 },
  ne: { right: -6, top: -6 },
  sw: { left: -6, bottom: -6 },
  se: { right: -6, bottom: -6 },
};

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/** One box on the image: its outline, its number and label, and when selected its four corner handles. */
function BoxOutline({ box, number, size, selected }: { box: LabelledBox; number: number; size: Size; selected: boolean }) {
  return (
    <Box
      data-testid="shelf-box"
      data-region-id={box.region_id}
      data-number={number}
      data-selected={selected}
      data-x={box.x}
      data-y={box.y}
      data-width={box.width}
      data-height={box.height}
      sx={{
        position: 'absolute',
        ...toPercentBox(box, size),
        border: 2,
        borderColor: selected ? 'primary.main' : '#ffffff',
        boxShadow: '0 0 0 1px rgba(0,0,0,0.65), inset 0 0 0 1px rgba(0,0,0,0.35)',
        bgcolor: selected ? 'rgba(25, 118, 210, 0.12)' : 'transparent',
        cursor: 'move',
        lineHeight: 1.2,
      }}
    >
      <Box
        sx={{
          position: 'absolute',
          left: -2,
          top: -2,
          maxWidth: 'calc(100% + 4px)',
          px: 0.75,
          py: 0.25,
          bgcolor: selected ? 'primary.main' : 'rgba(0,0,0,0.72)',
          color: '#fff',
          fontSize: 12,
          fontWeight: 700,
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          pointerEvents: 'none',
        }}
      >
        {number}
        {box.label.trim() ? ` ${box.label.trim()}` : ''}
      </Box>
      {selected &&
        handles.map((handle) => (
          <Box
            key={handle}
            data-handle={handle}
            data-testid={`shelf-box-handle-${handle}`}
            sx={{
              position: 'absolute',
              ...handlePlace[handle],
              width: 12,
              height: 12,
              bgcolor: '#fff',
              border: 2,
              borderColor: 'primary.main',
              borderRadius: '2px',
              cursor: handleCursor[handle],
            }}
          />
        ))}
    </Box>
  );
}

/**
 * The shelf photo with its heat map and the box tool: drag on the image to draw a box, drag a box to move it, drag
 * a corner of the selected box to resize it, Delete removes it. Boxes are kept in the original image's pixels
 * whatever size the photo is drawn at; "save" sends them all (PUT …/regions) and the results are read again,
 * which brings each box's share of attention.
 */
export function ShelfImageResult({
  projectId,
  image,
  heatmap,
  opacity,
  blur,
}: {
  projectId: string;
  image: ProjectImage;
  heatmap: Heatmap | undefined;
  opacity: number;
  blur: number;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const mark = useMarkRegions(projectId);
  const saved = image.regions;
  const [draft, setDraft] = useState<LabelledBox[]>(saved);
  const [edited, setEdited] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const [gesture, setGesture] = useState<Gesture | null>(null);
  const [tooMany, setTooMany] = useState(false);
  const [justSaved, setJustSaved] = useState(false);
  const [focusId, setFocusId] = useState<string | null>(null);
  const stage = useRef<HTMLDivElement>(null);

  // Boxes read again from the server (after a save, or another tab's) replace the draft unless it holds edits.
  const editedRef = useRef(edited);
  editedRef.current = edited;
  useEffect(() => {
    if (!editedRef.current) setDraft(saved);
  }, [saved]);

  const size = imageSizeOf(image, heatmap);
  if (!heatmap || !size) {
    return (
      <Paper variant="outlined" sx={{ p: 2 }} data-testid="shelf-image" data-image-id={image.id}>
        <Typography sx={{ fontWeight: 600, mb: 1, overflowWrap: 'anywhere' }}>{image.name}</Typography>
        <Alert severity="info">{catalogueMessage('HEATMAP_REQUIRED_FIRST', language)}</Alert>
      </Paper>
    );
  }
  const imageSize = size;

  function change(update: (boxes: LabelledBox[]) => LabelledBox[]) {
    setDraft((current) => update(current));
    setEdited(true);
    setJustSaved(false);
    mark.reset();
  }

  function drawnRect() {
    const rect = stage.current?.getBoundingClientRect();
    return rect ? { left: rect.left, top: rect.top, width: rect.width, height: rect.height } : { left: 0, top: 0, width: 0, height: 0 };
  }

  function pointOf(event: PointerEvent) {
    return toImagePoint(event.clientX, event.clientY, drawnRect(), imageSize);
  }

  function pointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0) return;
    event.preventDefault();
    stage.current?.focus({ preventScroll: true });
    const target = event.target as HTMLElement;
    const handle = target.closest<HTMLElement>('[data-handle]')?.dataset.handle as Handle | undefined;
    const boxId = target.closest<HTMLElement>('[data-region-id]')?.dataset.regionId;
    const point = pointOf(event);
    try {
      event.currentTarget.setPointerCapture?.(event.pointerId);
    } catch {
      // A synthetic pointer has nothing to capture.
    }
    const box = draft.find((candidate) => candidate.region_id === boxId);
    if (box && handle) {
      setGesture({ kind: 'resize', id: box.region_id, handle, origin: box });
    } else if (box) {
      setSelected(box.region_id);
      setGesture({ kind: 'move', id: box.region_id, start: point, origin: box });
    } else {
      setSelected(null);
      setGesture({ kind: 'draw', start: point, current: point });
    }
  }

  function pointerMove(event: PointerEvent<HTMLDivElement>) {
    if (!gesture) return;
    const point = pointOf(event);
    if (gesture.kind === 'draw') {
      setGesture({ ...gesture, current: point });
      return;
    }
    const min = minImagePixels(drawnRect(), imageSize);
    const next =
      gesture.kind === 'move'
        ? moveBox(gesture.origin, point.x - gesture.start.x, point.y - gesture.start.y, imageSize)
        : resizeBox(gesture.origin, gesture.handle, point, imageSize, min);
    const current = draft.find((box) => box.region_id === gesture.id);
    if (current && sameBoxes([current], [{ ...current, ...next }])) return;
    change((boxes) => boxes.map((box) => (box.region_id === gesture.id ? { ...box, ...next } : box)));
  }

  function pointerUp(event: PointerEvent<HTMLDivElement>) {
    if (!gesture) return;
    setGesture(null);
    if (gesture.kind !== 'draw') {
      // A click on a box only selects it; a drag ends on whole pixels.
      const box = draft.find((candidate) => candidate.region_id === gesture.id);
      const rounded = box && roundBox(box, imageSize);
      if (box && rounded && !sameBoxes([box], [{ ...box, ...rounded }])) change((boxes) => boxes.map((other) => (other.region_id === gesture.id ? { ...other, ...rounded } : other)));
      return;
    }
    const drawn = drawnRect();
    const end = pointOf(event);
    const spanned = boxBetween(gesture.start, end);
    // A click, not a drag: too small to be a box.
    if ((spanned.width * drawn.width) / imageSize.width < minDrawnBoxPixels || (spanned.height * drawn.height) / imageSize.height < minDrawnBoxPixels) return;
    if (draft.length >= maxBoxesPerImage) {
      setTooMany(true);
      return;
    }
    const id = newRegionId(draft.map((box) => box.region_id));
    const label = t('shelf.boxes.defaultLabel', { number: draft.length + 1 });
    change((boxes) => [...boxes, { region_id: id, label, ...roundBox(spanned, imageSize) }]);
    setSelected(id);
    setFocusId(id);
  }

  function keyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!selected) return;
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      remove(selected);
      return;
    }
    const steps: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    // One arrow press moves the box by 1% of the image (10% with Shift).
    const factor = event.shiftKey ? 0.1 : 0.01;
    change((boxes) =>
      boxes.map((box) => (box.region_id === selected ? { ...box, ...roundBox(moveBox(box, step[0] * imageSize.width * factor, step[1] * imageSize.height * factor, imageSize), imageSize) } : box)),
    );
  }

  function remove(id: string) {
    change((boxes) => boxes.filter((box) => box.region_id !== id));
    if (selected === id) setSelected(null);
    setTooMany(false);
  }

  function save() {
    const regions = draft.map((box) => ({ ...box, label: box.label.trim(), ...roundBox(box, imageSize) }));
    mark.mutate(
      { imageId: image.id, regions },
      {
        onSuccess: () => {
          setEdited(false);
          setJustSaved(true);
        },
      },
    );
  }

  const dirty = !sameBoxes(draft, saved);
  const savedById = new Map(saved.map((box) => [box.region_id, box]));
  const shareById = new Map(heatmap.regions.map((region) => [region.region_id, region.share]));
  const rows = byShare(
    draft.map((box, index) => {
      const stored = savedById.get(box.region_id);
      const unchanged = stored !== undefined && sameBoxes([box], [stored]);
      return { box, number: index + 1, share: unchanged ? shareById.get(box.region_id) : undefined };
    }),
  );
  const total = rows.reduce((sum, row) => sum + (row.share ?? 0), 0);
  const sketch = gesture?.kind === 'draw' ? boxBetween(gesture.start, gesture.current) : undefined;

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="shelf-image" data-image-id={image.id} data-dirty={dirty}>
      <Typography sx={{ fontWeight: 600, mb: 1, overflowWrap: 'anywhere' }}>{image.name}</Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <HeatLayer
            imageUrl={image.preview_url}
            imageAlt={image.name}
            mapUrl={heatmap.map_url}
            imageWidth={imageSize.width}
            opacity={opacity}
            blur={blur}
            label={t('projects.results.overlay')}
          >
            <Box
              ref={stage}
              tabIndex={0}
              role="application"
              aria-label={t('shelf.boxes.stage', { name: image.name })}
              data-testid="shelf-stage"
              data-image-width={imageSize.width}
              data-image-height={imageSize.height}
              onPointerDown={pointerDown}
              onPointerMove={pointerMove}
              onPointerUp={pointerUp}
              onPointerCancel={() => setGesture(null)}
              onKeyDown={keyDown}
              sx={{ position: 'absolute', inset: 0, cursor: 'crosshair', touchAction: 'none', userSelect: 'none', outline: 'none', '&:focus-visible': { boxShadow: 'inset 0 0 0 3px', color: 'primary.main' } }}
            >
              {draft.map((box, index) => (
                <BoxOutline key={box.region_id} box={box} number={index + 1} size={imageSize} selected={box.region_id === selected} />
              ))}
              {sketch && (
                <Box
                  data-testid="shelf-box-sketch"
                  sx={{ position: 'absolute', ...toPercentBox(sketch, imageSize), border: 2, borderStyle: 'dashed', borderColor: '#fff', boxShadow: '0 0 0 1px rgba(0,0,0,0.65)', pointerEvents: 'none' }}
                />
              )}
            </Box>
          </HeatLayer>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
            {t('shelf.boxes.pixels', { width: imageSize.width, height: imageSize.height })}
          </Typography>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Stack spacing={1.5} data-testid="shelf-box-list">
            <Typography variant="subtitle2">{t('shelf.boxes.title')}</Typography>
            {tooMany && (
              <Alert severity="warning" onClose={() => setTooMany(false)} data-testid="shelf-box-limit">
                {t('shelf.boxes.tooMany', { max: maxBoxesPerImage })}
              </Alert>
            )}
            {rows.length === 0 ? (
              <Typography variant="body2" color="text.secondary" data-testid="shelf-boxes-empty">
                {t('shelf.boxes.none')}
              </Typography>
            ) : (
              rows.map(({ box, number, share }) => (
                <Box
                  key={box.region_id}
                  data-testid="shelf-box-row"
                  data-region-id={box.region_id}
                  data-number={number}
                  data-share={share ?? ''}
                  onClick={() => setSelected(box.region_id)}
                  sx={{ p: 1, borderRadius: 1, border: 1, borderColor: box.region_id === selected ? 'primary.main' : 'divider' }}
                >
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography sx={{ fontWeight: 700, minWidth: 22 }}>{number}</Typography>
                    <TextField
                      size="small"
                      fullWidth
                      name={`box-label-${number}`}
                      label={t('shelf.boxes.label')}
                      value={box.label}
                      onChange={(event) => change((boxes) => boxes.map((other) => (other.region_id === box.region_id ? { ...other, label: event.target.value } : other)))}
                      onFocus={() => setSelected(box.region_id)}
                      slotProps={{ htmlInput: { maxLength: 100 } }}
                      inputRef={(element: HTMLInputElement | null) => {
                        if (element && focusId === box.region_id) {
                          element.focus({ preventScroll: true });
                          element.select();
                          setFocusId(null);
                        }
                      }}
                    />
                    <IconButton aria-label={t('shelf.boxes.delete', { number })} onClick={() => remove(box.region_id)} data-testid="shelf-box-delete">
                      <DeleteOutlined fontSize="small" />
                    </IconButton>
                  </Stack>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.75 }}>
                    <Box sx={{ flexGrow: 1 }}>
                      <LinearProgress variant="determinate" value={share === undefined ? 0 : share * 100} color="error" sx={{ height: 6, borderRadius: 3 }} />
                    </Box>
                    <Typography variant="body2" sx={{ minWidth: 72, textAlign: 'right', fontWeight: 600 }} data-testid="shelf-box-share">
                      {share === undefined ? t('shelf.boxes.sharePending') : percent(share)}
                    </Typography>
                  </Stack>
                </Box>
              ))
            )}
            {rows.some((row) => row.share !== undefined) && (
              <Typography variant="body2" color="text.secondary" data-testid="shelf-share-total" data-total={total}>
                {t('shelf.boxes.total', { share: percent(total) })}
              </Typography>
            )}
            <ProblemAlert error={mark.error} testId="shelf-boxes-error" />
            {dirty && !mark.isPending && (
              <Typography variant="body2" color="warning.main" data-testid="shelf-boxes-unsaved">
                {t('shelf.boxes.unsaved')}
              </Typography>
            )}
            {justSaved && !dirty && (
              <Typography variant="body2" color="success.main" data-testid="shelf-boxes-saved">
                {t('shelf.boxes.saved')}
              </Typography>
            )}
            <Stack direction="row" spacing={1}>
              <Button variant="contained" startIcon={<SaveOutlined />} disabled={!dirty || mark.isPending} onClick={save} data-testid="shelf-boxes-save">
                {mark.isPending ? t('projects.actions.saving') : t('shelf.boxes.save')}
              </Button>
              <Button
                variant="text"
                startIcon={<UndoOutlined />}
                disabled={!dirty || mark.isPending}
                onClick={() => {
                  setDraft(saved);
                  setEdited(false);
                  setSelected(null);
                }}
                data-testid="shelf-boxes-reset"
              >
                {t('shelf.boxes.reset')}
              </Button>
            </Stack>
          </Stack>
        </Grid>
      </Grid>
    </Paper>
  );
}
