import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { menuAvailableFor, menuItems, surveyMenuIds, type MenuItem, type PlanTypeId, type ProjectDetail } from '@packlens/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSelectMenus } from '../../../api/projects';
import { useCurrentUser } from '../../../api/user';
import { ProblemAlert } from '../../../forms/ProblemAlert';
import type { ScreenProps } from '../../../routes/table';
import { catalogueMessage, useLanguage } from '../catalogue';
import { nextStep, stepPath } from '../flow';
import { surveyKind } from '../kinds';
import { ProjectStep } from '../ProjectStep';
import { FieldMessage, serverFieldMessages, StepActions } from '../StepActions';

const surveyMenus: readonly MenuItem[] = menuItems.filter((menu) => (surveyMenuIds as readonly number[]).includes(menu.id));

function MenuForm({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const planType = (user?.plan?.plan_type ?? null) as PlanTypeId | null;
  const selectMenus = useSelectMenus(project.id);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(['preference_score', ...project.menus]));
  const available = (menu: MenuItem) => planType !== null && menuAvailableFor(menu, planType);

  function toggle(code: string, on: boolean) {
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(code);
      else next.delete(code);
      return next;
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const menus = surveyMenus.filter((menu) => chosen.has(menu.code)).map((menu) => menu.code);
    selectMenus.mutate({ menus }, { onSuccess: (updated) => void navigate(stepPath(nextStep(updated, 'select_menu'), updated.id)) });
  }

  const fieldMessages = serverFieldMessages(selectMenus.error);
  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="select-menu-form">
      <ProblemAlert error={selectMenus.error} />
      <Stack spacing={1.5} sx={{ mt: selectMenus.error ? 2 : 0 }}>
        {surveyMenus.map((menu) => {
          const open = available(menu);
          const checked = menu.required || (open && chosen.has(menu.code));
          return (
            <Paper key={menu.code} sx={{ p: 2, border: 1, borderColor: checked ? 'primary.main' : 'divider' }} data-testid={`menu-${menu.code}`} data-checked={checked}>
              <FormControlLabel
                control={<Checkbox name={`menu-${menu.code}`} checked={checked} disabled={menu.required || !open} onChange={(event) => toggle(menu.code, event.target.checked)} />}
                label={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography sx={{ fontWeight: 600 }}>{menu.text[language]}</Typography>
                    {menu.required && <Chip size="small" label={t('projects.menus.required')} />}
                  </Stack>
                }
              />
              <Box sx={{ pl: 4 }}>
                {menu.helpTexts.map((help, index) => (
                  <Typography key={index} variant="body2" color={index > 0 && menu.notice ? 'warning.dark' : 'text.secondary'}>
                    {index > 0 && menu.notice ? `${t('projects.menus.notice')}: ` : ''}
                    {help[language]}
                  </Typography>
                ))}
                {!open && (
                  <Typography variant="body2" color="text.secondary" data-testid={`menu-${menu.code}-gate`} sx={{ mt: 0.5 }}>
                    {catalogueMessage('PAID_MEMBERS_ONLY', language)}
                  </Typography>
                )}
              </Box>
            </Paper>
          );
        })}
      </Stack>
      <FieldMessage message={fieldMessages.menus} testId="menus-error" />
      <StepActions kind={surveyKind} project={project} step="select_menu" pending={selectMenus.isPending} />
    </Box>
  );
}

/** /project-create/select_menu: the menus of section 1; concept matching only for monthly and ad hoc plans. */
export default function SelectMenuScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  return (
    <ProjectStep kind={surveyKind} route={route} step="select_menu" lead={t('projects.menus.lead')}>
      {(project) => <MenuForm project={project} />}
    </ProjectStep>
  );
}
