import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../routes/table';
import { conceptKind } from '../textProjects/kinds';
import { TextProjectHome } from '../textProjects/TextProjectHome';

/** /generate-concept: concept generation — what it does, a new project, the previous ones; `?project=` reopens one. */
export default function GenerateConceptScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const points = [
    t('generation.home.concept.points.types'),
    t('generation.home.concept.points.content'),
    t('generation.home.concept.points.message'),
    t('generation.home.concept.points.evaluate'),
  ];
  return <TextProjectHome kind={conceptKind} route={route} lead={t('generation.home.concept.lead')} points={points} />;
}
