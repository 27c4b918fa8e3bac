import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogin } from '../api/auth';
import { ApiError } from '../api/http';
import { landingRouteName } from '../auth/landing';
import { pathOf } from '../routes/table';

type Field = 'email' | 'password';

export default function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<Field[]>([]);

  const serverError = login.error instanceof ApiError ? login.error : undefined;
  // The server's problem detail is already in the request's language; show it as sent.
  const problemText = login.error ? (serverError?.problem?.detail ?? t(serverError ? 'errors.unexpected' : 'errors.network')) : undefined;
  const fieldErrors: Partial<Record<Field, string>> = { ...serverError?.fieldErrors() };
  for (const field of missing) fieldErrors[field] = t(`login.${field}Required`);

  function submit(event: FormEvent) {
    event.preventDefault();
    const nextMissing: Field[] = [];
    if (!email.trim()) nextMissing.push('email');
    if (!password) nextMissing.push('password');
    setMissing(nextMissing);
    if (nextMissing.length > 0) return;
    login.mutate(
      { email, password },
      { onSuccess: (response) => void navigate(pathOf(landingRouteName(response.user.role)), { replace: true }) },
    );
  }

  return (
    <Box sx={{ flexGrow: 1, display: 'grid', placeItems: 'center', px: 2, py: 6 }}>
      <Paper sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 }, border: 1, borderColor: 'divider' }}>
        <Typography variant="h1" data-testid="page-heading">
          {t('login.heading')}
        </Typography>
        <Typography color="text.secondary" variant="body2" sx={{ mt: 1, mb: 3 }}>
          {t('login.lead')}
        </Typography>
        <Box component="form" noValidate onSubmit={submit} data-testid="login-form">
          <Stack spacing={2.5}>
            {problemText && (
              <Alert severity="error" data-testid="login-error">
                {problemText}
              </Alert>
            )}
            <TextField
              id="email"
              name="email"
              type="email"
              autoComplete="username"
              label={t('login.email')}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={Boolean(fieldErrors.email)}
              helperText={fieldErrors.email}
              required
              fullWidth
              autoFocus
            />
            <TextField
              id="password"
              name="password"
              type="password"
              autoComplete="current-password"
              label={t('login.password')}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={Boolean(fieldErrors.password)}
              helperText={fieldErrors.password}
              required
              fullWidth
            />
            <Button type="submit" variant="contained" size="large" disabled={login.isPending} data-testid="login-submit">
              {login.isPending ? t('login.submitting') : t('login.submit')}
            </Button>
          </Stack>
        </Box>
      </Paper>
    </Box>
  );
}
