import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TrialRegistrationConfirm, type RegistrationLink } from '@packlens/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useStartTrial } from '../../api/registration';
import { landingRouteName } from '../../auth/landing';
import { checkWithSchema } from '../../forms/fieldErrors';
import { ProblemAlert } from '../../forms/ProblemAlert';
import { useForm } from '../../forms/useForm';
import { pathOf } from '../../routes/table';
import { TermsAgreement } from './RegistrationFields';

/** A trial link: the address is known and the password was set; agreeing to the terms starts the trial. */
export function TrialStart({ token, link }: { token: string; link: ReturnType<typeof RegistrationLink.parse> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const start = useStartTrial(token);
  const form = useForm({
    initial: { terms_agreed: false as boolean },
    check: (values) => checkWithSchema(TrialRegistrationConfirm, values),
    serverError: start.error,
  });
  const submit = form.onSubmit(() =>
    start.mutate(undefined, { onSuccess: (response) => void navigate(pathOf(landingRouteName(response.user.role)), { replace: true }) }),
  );
  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="trial-start-form">
      <Stack spacing={2.5}>
        <ProblemAlert error={start.error} />
        <Typography data-testid="trial-start-email">{t('register.trialFor', { email: link.email })}</Typography>
        <TermsAgreement checked={form.values.terms_agreed} onChange={(checked) => form.set('terms_agreed', checked)} error={form.errorOf('terms_agreed')} />
        <Button type="submit" variant="contained" size="large" disabled={start.isPending} data-testid="trial-start-submit">
          {t('register.startTrial')}
        </Button>
      </Stack>
    </Box>
  );
}
