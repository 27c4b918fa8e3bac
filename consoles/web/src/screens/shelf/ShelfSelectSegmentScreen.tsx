import type { ScreenProps } from '../../routes/table';
import { shelfKind } from '../projects/kinds';
import { SegmentStep } from '../projects/steps/SelectSegmentScreen';

/** /evaluate-shelve/select-segment: up to 6 segments, recorded for the report; the attention map is the same for all. */
export default function ShelfSelectSegmentScreen({ route }: ScreenProps) {
  return <SegmentStep kind={shelfKind} route={route} />;
}
