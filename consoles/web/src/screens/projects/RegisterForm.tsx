import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../forms/CountrySelect';
import { ProblemAlert } from '../../forms/ProblemAlert';
import type { TextFieldBinding } from '../../forms/useForm';

/**
 * A new project's registration, for either kind: its name, the target country where the kind asks for one
 * (the survey; a shelf project takes the client's), the department, what the kind notes, and "register".
 * Hooks: `${testId}-form`, `${testId}-submit`.
 */
export function RegisterForm({
  testId,
  onSubmit,
  error,
  pending,
  name,
  country,
  department,
  note,
}: {
  testId: 'project-register' | 'shelf-register' | 'naming-register' | 'concept-register' | 'design-register' | 'key-visual-register';
  onSubmit: (event: FormEvent<HTMLElement>) => void;
  error: unknown;
  pending: boolean;
  name: TextFieldBinding;
  country?: TextFieldBinding;
  department: TextFieldBinding;
  note?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box component="form" noValidate onSubmit={onSubmit} data-testid={`${testId}-form`}>
      <Stack spacing={2.5}>
        <ProblemAlert error={error} />
        <TextField {...name} label={t('projects.register.name')} required fullWidth autoFocus />
        {country && <CountrySelect binding={country} label={t('projects.register.country')} />}
        <TextField {...department} label={t('projects.register.department')} fullWidth />
        {note}
        <Box>
          <Button type="submit" variant="contained" disabled={pending} data-testid={`${testId}-submit`}>
            {pending ? t('projects.actions.saving') : t('projects.register.submit')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
