import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TextProjectDetail } from '@packlens/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { ScreenProps } from '../../routes/table';
import { useLanguage } from '../projects/catalogue';
import { namingKind } from '../textProjects/kinds';
import { ModelChoice } from '../textProjects/ModelChoice';
import { TextProjectStep } from '../textProjects/TextProjectStep';
import { alternatives } from '../textProjects/textFormat';
import { countsOf, namingMenuOf, namingServices, namingStepPath, withOfferedCount, type NamingMenu, type NamingService } from './namingMenu';

/** Names or catch-phrases (`naming-service-{service}`, attribute `data-checked`). */
function ServiceChoice({ value, onChange }: { value: NamingService; onChange: (service: NamingService) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Paper sx={{ p: 3, border: 1, borderColor: 'divider' }}>
      <Typography variant="h2" component="h2" id="naming-service-title" sx={{ mb: 1.5 }}>
        {t('generation.naming.serviceTitle')}
      </Typography>
      <RadioGroup name="service" value={value} onChange={(event) => onChange(event.target.value as NamingService)} aria-labelledby="naming-service-title">
        <Stack spacing={1}>
          {namingServices.map((service) => (
            <Paper
              key={service}
              variant="outlined"
              sx={{ px: 2, py: 1, borderColor: value === service ? 'primary.main' : 'divider' }}
              data-testid={`naming-service-${service}`}
              data-checked={value === service}
            >
              <FormControlLabel
                value={service}
                control={<Radio />}
                sx={{ width: '100%', mr: 0 }}
                label={
                  <Box sx={{ py: 0.5 }}>
                    <Typography sx={{ fontWeight: 600 }}>{t(`generation.naming.services.${service}.title`)}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t(`generation.naming.services.${service}.description`, { counts: alternatives(countsOf(service), language) })}
                    </Typography>
                  </Box>
                }
              />
            </Paper>
          ))}
        </Stack>
      </RadioGroup>
    </Paper>
  );
}

/** How many at a time (`naming-count-{n}`, the radio `input[name=count]`). */
function CountChoice({ service, value, onChange }: { service: NamingService; value: number; onChange: (count: number) => void }) {
  const { t } = useTranslation();
  return (
    <Paper sx={{ p: 3, border: 1, borderColor: 'divider' }}>
      <Typography variant="h2" component="h2" id="naming-count-title" sx={{ mb: 1 }}>
        {t('generation.naming.countTitle')}
      </Typography>
      <RadioGroup row name="count" value={String(value)} onChange={(event) => onChange(Number(event.target.value))} aria-labelledby="naming-count-title">
        {countsOf(service).map((count) => (
          <FormControlLabel key={count} value={String(count)} control={<Radio />} label={t('generation.naming.count', { count })} data-testid={`naming-count-${count}`} />
        ))}
      </RadioGroup>
    </Paper>
  );
}

function NamingMenuForm({ project }: { project: TextProjectDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [menu, setMenu] = useState<NamingMenu>(() => namingMenuOf(search, project.brief) ?? { service: 'names', count: countsOf('names')[0], model: 'gpt_4o' });

  function submit(event: FormEvent) {
    event.preventDefault();
    void navigate(namingStepPath('brief', project.id, menu));
  }

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="naming-menu-form">
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={3}>
            <ServiceChoice value={menu.service} onChange={(service) => setMenu((current) => withOfferedCount(service, current.count, current.model))} />
            <CountChoice service={menu.service} value={menu.count} onChange={(count) => setMenu((current) => ({ ...current, count }))} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ModelChoice value={menu.model} onChange={(model) => setMenu((current) => ({ ...current, model }))} />
        </Grid>
      </Grid>
      <Stack direction="row" spacing={1.5} sx={{ mt: 3 }}>
        <Button type="submit" variant="contained" data-testid="step-next">
          {t('generation.actions.next')}
        </Button>
      </Stack>
    </Box>
  );
}

/** /chat-gpt/menu?project=: names or catch-phrases, how many at a time, and the text model; then the information. */
export default function ChatGptMenuScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  return (
    <TextProjectStep kind={namingKind} route={route} step="menu" lead={t('generation.naming.menuLead')}>
      {(project) => <NamingMenuForm project={project} />}
    </TextProjectStep>
  );
}
