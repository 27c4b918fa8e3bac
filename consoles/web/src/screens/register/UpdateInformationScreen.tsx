import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { planTypes, TrialUserUpdate, type AuthenticatedUser, type TrialUserDetails } from '@packlens/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useCurrentUser } from '../../api/user';
import { useTrialUserDetails, useUpdateTrialUser } from '../../api/users';
import { QueryContent } from '../mypage/QueryContent';
import { checkWithSchema, firstProblems } from '../../forms/fieldErrors';
import { ProblemAlert } from '../../forms/ProblemAlert';
import { checkFields, rules } from '../../forms/rules';
import { NewPasswordField, RepeatPasswordField } from '../../forms/PasswordFields';
import { useForm } from '../../forms/useForm';
import { PageLoading } from '../../routes/RouteFrame';
import { pathOf, type ScreenProps } from '../../routes/table';
import { Page } from '../Page';
import { CompanyFields, FormSection, organizationProblem } from './RegistrationFields';

/** Optional password fields count as absent when left empty. */
const presentOrUndefined = (value: string) => (value === '' ? undefined : value);

/** The form opens with what the company registered (issue 19): nothing is blank that was filled in before. */
function TrialInformationForm({ user, registered }: { user: AuthenticatedUser; registered: TrialUserDetails }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateTrialUser(user.id);
  const form = useForm({
    initial: {
      ...registered,
      name: registered.name || user.name,
      current_password: '',
      new_password: '',
      new_password_confirm: '',
    },
    check: (values) =>
      firstProblems(
        checkWithSchema(TrialUserUpdate, {
          ...values,
          current_password: presentOrUndefined(values.current_password),
          new_password: presentOrUndefined(values.new_password),
        }),
        organizationProblem(values),
        checkFields(values, { new_password_confirm: values.new_password ? [rules.required, rules.sameAs(values.new_password)] : [] }),
      ),
    serverError: update.error,
  });

  const submit = form.onSubmit(({ new_password_confirm: _repeat, current_password, new_password, account_type, ...rest }) =>
    update.mutate(
      {
        ...rest,
        account_type: account_type === 'corporation' ? 'corporation' : 'personal',
        current_password: presentOrUndefined(current_password),
        new_password: presentOrUndefined(new_password),
      },
      // With the `user` parameter the plan pages no longer send a trial user back here (section 2).
      { onSuccess: () => void navigate(`${pathOf('PlanRenew')}?user=${encodeURIComponent(user.id)}`) },
    ),
  );

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="update-information-form" sx={{ maxWidth: 760 }}>
      <Stack spacing={3}>
        <ProblemAlert error={update.error} />
        <Grid container spacing={2}>
          <CompanyFields form={form} />
          <FormSection title={t('updateInformation.passwordSection')}>
            <Grid size={12}>
              <Alert severity="info" variant="outlined">
                {t('updateInformation.passwordOptional')}
              </Alert>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...form.text('current_password')} type="password" autoComplete="current-password" label={t('updateInformation.currentPassword')} fullWidth />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }} />
            <Grid size={{ xs: 12, sm: 6 }}>
              <NewPasswordField binding={form.text('new_password')} label={t('passwordNew.password')} required={false} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <RepeatPasswordField binding={form.text('new_password_confirm')} required={false} />
            </Grid>
          </FormSection>
        </Grid>
        <Button type="submit" variant="contained" size="large" disabled={update.isPending} sx={{ alignSelf: 'flex-start', px: 5 }} data-testid="update-information-submit">
          {t('updateInformation.submit')}
        </Button>
      </Stack>
    </Box>
  );
}

function RegisteredInformation({ user }: { user: AuthenticatedUser }) {
  const registered = useTrialUserDetails(user.id);
  return <QueryContent query={registered}>{(details) => <TrialInformationForm user={user} registered={details} />}</QueryContent>;
}

/**
 * /register/update_information: a trial user completes the company and contact details before changing plan
 * (section 2); the plan pages send trial users here until they have.
 */
export default function UpdateInformationScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const user = useCurrentUser().data;
  let content;
  if (!user) content = <PageLoading />;
  else if (user.plan?.plan_type !== planTypes.trial) {
    content = (
      <Alert
        severity="info"
        data-testid="update-information-not-trial"
        action={
          <Button component={RouterLink} to={pathOf('Home')} color="inherit" size="small">
            {t('notYetAvailable.backHome')}
          </Button>
        }
      >
        {t('updateInformation.notTrial')}
      </Alert>
    );
  } else content = <RegisteredInformation user={user} />;
  return (
    <Page heading={t(route.titleKey)} lead={t('updateInformation.lead')}>
      {content}
    </Page>
  );
}
