import type { ScreenProps } from '../../routes/table';
import { shelfKind } from '../projects/kinds';
import { ConfirmStep } from '../projects/steps/ConfirmScreen';

/** /evaluate-shelve/confirm: the project once more; "calculate" hands the shelf photos to the heat-map worker. */
export default function ShelfConfirmScreen({ route }: ScreenProps) {
  return <ConfirmStep kind={shelfKind} route={route} />;
}
