import Box from '@mui/material/Box';
import { keyVisualPlacements, type KeyVisualType } from '@packlens/contracts';

const frame = { width: 96, height: 72 };
/** A pack is drawn 2 : 3 (the usual upright pack) to show where it goes. */
const packAspect = 2 / 3;

/**
 * Where the pack goes in a key visual of this type, drawn small: a landscape frame, the pack's box at the type's
 * placement (contracts' `keyVisualPlacements`, the same numbers the job places it with), a split for before/after.
 */
export function PlacementDiagram({ type, label }: { type: KeyVisualType; label: string }) {
  const p = keyVisualPlacements[type];
  const height = Math.min(p.height * frame.height, (p.width * frame.width) / packAspect);
  const width = height * packAspect;
  const x = p.x * frame.width - width / 2;
  const y = p.anchor === 'centre' ? p.y * frame.height - height / 2 : p.y * frame.height - height;
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${frame.width} ${frame.height}`}
      role="img"
      aria-label={label}
      sx={{ width: frame.width, height: frame.height, flexShrink: 0, borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: 'grey.100' }}
      data-testid={`placement-${type}`}
      data-x={x.toFixed(1)}
      data-y={y.toFixed(1)}
    >
      {type === 'before_after' && <line x1={frame.width / 2} y1={0} x2={frame.width / 2} y2={frame.height} stroke="#9e9e9e" strokeWidth={1.5} strokeDasharray="3 2" />}
      <rect x={x} y={y} width={width} height={height} rx={2} fill="#1e6b52" opacity={0.85} />
    </Box>
  );
}
