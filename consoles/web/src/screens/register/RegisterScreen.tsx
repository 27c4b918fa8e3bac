import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { RegistrationForm, type CountryCode, type RegistrationLink } from '@packlens/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useRegistrationLink, useSubmitRegistrationForm } from '../../api/registration';
import { checkWithSchema, firstProblems } from '../../forms/fieldErrors';
import { ProblemAlert } from '../../forms/ProblemAlert';
import { checkFields, rules } from '../../forms/rules';
import { NewPasswordField, RepeatPasswordField } from '../../forms/PasswordFields';
import { useForm } from '../../forms/useForm';
import { pathOf, type ScreenProps } from '../../routes/table';
import { FormCard } from '../FormCard';
import { LinkedStep } from './InvalidLink';
import { CompanyFields, emptyCompanyValues, FormSection, organizationProblem, TermsAgreement } from './RegistrationFields';
import { TrialStart } from './TrialStart';

type Link = ReturnType<typeof RegistrationLink.parse>;

/** The `user` step URL the registration continues at. */
export const planSelectPath = (user: string) => `${pathOf('PlanSelect')}?user=${encodeURIComponent(user)}`;

/** Section 3's registration form for a full registration link. */
function FullRegistrationForm({ token, link }: { token: string; link: Link }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const submitForm = useSubmitRegistrationForm(token);
  const form = useForm({
    initial: { ...emptyCompanyValues, country: link.country as string, email: link.email, password: '', password_confirm: '', terms_agreed: false as boolean },
    check: (values) =>
      firstProblems(
        checkWithSchema(RegistrationForm, values),
        organizationProblem(values),
        checkFields(values, { password_confirm: [rules.required, rules.sameAs(values.password)] }),
      ),
    serverError: submitForm.error,
  });

  const submit = form.onSubmit(({ password_confirm: _repeat, terms_agreed: _agreed, country, account_type, ...rest }) =>
    submitForm.mutate(
      { ...rest, country: country as CountryCode, account_type: account_type === 'personal' ? 'personal' : 'corporation', terms_agreed: true },
      { onSuccess: ({ user }) => void navigate(planSelectPath(user)) },
    ),
  );

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="registration-form">
      <Stack spacing={3}>
        <ProblemAlert error={submitForm.error} />
        <Grid container spacing={2}>
          <CompanyFields form={form} />
          <FormSection title={t('register.sections.login')}>
            <Grid size={12}>
              <TextField
                {...form.text('email')}
                label={t('fields.email')}
                fullWidth
                slotProps={{ htmlInput: { readOnly: true } }}
                helperText={form.errorOf('email') ?? t('fields.emailFromLink')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <NewPasswordField binding={form.text('password')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <RepeatPasswordField binding={form.text('password_confirm')} />
            </Grid>
          </FormSection>
        </Grid>
        <TermsAgreement checked={form.values.terms_agreed} onChange={(checked) => form.set('terms_agreed', checked)} error={form.errorOf('terms_agreed')} />
        <Button type="submit" variant="contained" size="large" disabled={submitForm.isPending} data-testid="registration-submit" sx={{ alignSelf: 'flex-start', px: 5 }}>
          {t('register.toPlanSelect')}
        </Button>
      </Stack>
    </Box>
  );
}

/** /register/{token}: the link from the registration mail; an expired or used link asks to register again. */
export default function RegisterScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const token = useParams().token ?? '';
  const link = useRegistrationLink(token);
  const kind = link.data?.kind;
  const lead = kind === 'trial' ? t('register.trialLead') : kind === 'full' ? t('register.formLead') : undefined;
  return (
    <FormCard heading={t(route.titleKey)} lead={lead} width={kind === 'full' ? 'wide' : 'narrow'}>
      <LinkedStep query={link}>
        {(data) => (data.kind === 'trial' ? <TrialStart token={token} link={data} /> : <FullRegistrationForm token={token} link={data} />)}
      </LinkedStep>
    </FormCard>
  );
}
