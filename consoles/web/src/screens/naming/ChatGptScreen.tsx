import { chatLimits } from '@packlens/contracts';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../routes/table';
import { useLanguage } from '../projects/catalogue';
import { namingKind } from '../textProjects/kinds';
import { TextProjectHome } from '../textProjects/TextProjectHome';
import { alternatives } from '../textProjects/textFormat';

/** /chat-gpt: naming and catch-phrases — what it does, a new project, the previous ones; `?project=` reopens one. */
export default function ChatGptScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const points = [
    t('generation.home.naming.points.names', { counts: alternatives(chatLimits.namingCounts, language) }),
    t('generation.home.naming.points.catchPhrases', { counts: alternatives(chatLimits.catchPhraseCounts, language) }),
    t('generation.home.naming.points.refine'),
    t('generation.home.naming.points.export'),
  ];
  return <TextProjectHome kind={namingKind} route={route} lead={t('generation.home.naming.lead')} points={points} />;
}
