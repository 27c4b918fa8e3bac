import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { TextProjectDetail } from '@packlens/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router';
import type { ScreenProps } from '../../routes/table';
import { names, useLanguage } from '../projects/catalogue';
import { DemoNotice } from '../textProjects/DemoNotice';
import { namingKind } from '../textProjects/kinds';
import { textModelName } from '../textProjects/ModelChoice';
import { TextProjectStep } from '../textProjects/TextProjectStep';
import { Conversation } from './Conversation';
import { InformationForm } from './InformationForm';
import { namingMenuOf, namingStepPath, type NamingMenu } from './namingMenu';

/** The menu's choice above the form (`naming-menu-summary`), with the way back to change it (`step-back`). */
function MenuSummary({ projectId, menu }: { projectId: string; menu: NamingMenu }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
      <Chip
        color="primary"
        variant="outlined"
        label={t('generation.naming.menuSummary', { service: t(`generation.naming.services.${menu.service}.title`), count: menu.count, model: textModelName(menu.model) })}
        data-testid="naming-menu-summary"
        data-service={menu.service}
        data-count={menu.count}
        data-model={menu.model}
      />
      <Button component={RouterLink} to={namingStepPath('menu', projectId, menu)} size="small" data-testid="step-back">
        {t('generation.actions.change')}
      </Button>
    </Stack>
  );
}

/** The brief in a fold: open until the first answer, folded afterwards (the summary names the product). */
function BriefSection({ project, menu }: { project: TextProjectDetail; menu: NamingMenu }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [expanded, setExpanded] = useState(project.turns.length === 0);
  const brief = project.brief;
  return (
    <Accordion expanded={expanded} onChange={(_event, open) => setExpanded(open)} disableGutters sx={{ border: 1, borderColor: 'divider', '&::before': { display: 'none' } }}>
      <AccordionSummary expandIcon={<ExpandMore />} data-testid="brief-toggle">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 1.5 }} sx={{ alignItems: { sm: 'center' }, minWidth: 0 }}>
          <Typography variant="h2" component="h2">
            {t('generation.brief.title')}
          </Typography>
          {brief && !expanded && (
            <Typography variant="body2" color="text.secondary" noWrap>
              {t('generation.brief.summary', { product: brief.product, category: names.category(brief.category_id, language) })}
            </Typography>
          )}
        </Stack>
      </AccordionSummary>
      <AccordionDetails sx={{ px: 3, pb: 3 }}>
        <InformationForm project={project} menu={menu} onAsked={() => setExpanded(false)} />
      </AccordionDetails>
    </Accordion>
  );
}

function NamingWorkspace({ project }: { project: TextProjectDetail }) {
  const [search] = useSearchParams();
  const menu = namingMenuOf(search, project.brief);
  if (!menu) return <Navigate to={namingStepPath('menu', project.id, undefined)} replace />;
  return (
    <>
      <MenuSummary projectId={project.id} menu={menu} />
      <DemoNotice notice={project.demo_notice} />
      <BriefSection project={project} menu={menu} />
      <Conversation project={project} />
    </>
  );
}

/**
 * /chat-gpt/information?project=: the product information, then the conversation on the same page — each answer as
 * it streams in, refinements, favourites, the request counter and the exports. Without a menu choice (no brief
 * yet) the project goes to the menu first.
 */
export default function ChatGptInformationScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  return (
    <TextProjectStep kind={namingKind} route={route} step="brief" lead={t('generation.naming.informationLead')}>
      {(project) => <NamingWorkspace project={project} />}
    </TextProjectStep>
  );
}
