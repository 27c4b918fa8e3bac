import type { ScreenProps } from '../../routes/table';
import { shelfKind } from '../projects/kinds';
import { ImageStep } from '../projects/steps/SelectImageScreen';

/** /evaluate-shelve/select-image: up to 10 shelf photos (jpg/jpeg/png/pdf, 15 MB each), each with a name of up to 20 characters. */
export default function ShelfSelectImageScreen({ route }: ScreenProps) {
  return <ImageStep kind={shelfKind} route={route} />;
}
