import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useLogin, useResendMfaCode } from '../api/auth';
import { useSecondsLeft } from '../hooks/useSecondsLeft';
import { ApiError } from '../api/http';
import { landingRouteName } from '../auth/landing';
import { useLoginNotice } from '../auth/loginNotice';
import { problemCode, problemDetailText } from '../forms/ProblemAlert';
import { pathOf } from '../routes/table';
import { FormCard } from './FormCard';

type Field = 'email' | 'password' | 'mfa_code';

/** The server asks for the mail code with this catalogue code; the form then shows the code step. */
const mfaRequired = 'MFA_CODE_REQUIRED';
/**
 * The server mails no second code within 30 s of the last one (services/api mfa rules: resendIntervalSeconds),
 * so the resend link waits as long instead of promising a mail that will not come.
 */
const resendWaitMs = 30_000;
const mfaCodePattern = /^\d{6}$/;

function missingFields(email: string, password: string, mfaStep: boolean, code: string): Partial<Record<Field, 'required' | 'format'>> {
  const missing: Partial<Record<Field, 'required' | 'format'>> = {};
  if (!email.trim()) missing.email = 'required';
  if (!password) missing.password = 'required';
  if (mfaStep && !code.trim()) missing.mfa_code = 'required';
  else if (mfaStep && !mfaCodePattern.test(code.trim())) missing.mfa_code = 'format';
  return missing;
}

/** Login (section 4), with the mail code step for clients that enabled MFA. */
export default function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cameFromCancellation = useLoginNotice() === 'contractCancelled';
  const login = useLogin();
  const resend = useResendMfaCode();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [mfaStep, setMfaStep] = useState(false);
  const [codeSentAt, setCodeSentAt] = useState<number | null>(null);
  const resendIn = useSecondsLeft(codeSentAt === null ? null : codeSentAt + resendWaitMs);
  const [missing, setMissing] = useState<ReturnType<typeof missingFields>>({});

  const askedForCode = problemCode(login.error) === mfaRequired;
  // The server's problem detail is already in the request's language; show it as sent.
  const problemText = login.error && !askedForCode ? problemDetailText(login.error, t) : undefined;
  const fieldErrors: Partial<Record<Field, string>> = { ...(login.error instanceof ApiError ? login.error.fieldErrors() : {}) };
  if (missing.email) fieldErrors.email = t('login.emailRequired');
  if (missing.password) fieldErrors.password = t('login.passwordRequired');
  if (missing.mfa_code) fieldErrors.mfa_code = t(missing.mfa_code === 'required' ? 'login.mfaCodeRequired' : 'login.mfaCodeFormat');

  function submit(event: FormEvent) {
    event.preventDefault();
    const nextMissing = missingFields(email, password, mfaStep, code);
    setMissing(nextMissing);
    if (Object.keys(nextMissing).length > 0) return;
    login.mutate(mfaStep ? { email, password, mfa_code: code.trim() } : { email, password }, {
      onSuccess: (response) => void navigate(pathOf(landingRouteName(response.user.role)), { replace: true }),
      onError: (error) => {
        if (problemCode(error) !== mfaRequired) return;
        setMfaStep(true);
        setCodeSentAt(Date.now());
      },
    });
  }

  function startOver() {
    setMfaStep(false);
    setCodeSentAt(null);
    setCode('');
    setMissing({});
    login.reset();
    resend.reset();
  }

  return (
    <FormCard heading={t('login.heading')} lead={mfaStep ? t('login.mfaLead') : t('login.lead')}>
      <Box component="form" noValidate onSubmit={submit} data-testid="login-form" data-step={mfaStep ? 'mfa' : 'credentials'}>
        <Stack spacing={2.5}>
          {cameFromCancellation && !login.error && (
            <Alert severity="info" data-testid="login-contract-cancelled">
              {t('login.contractCancelled')}
            </Alert>
          )}
          {problemText && (
            <Alert severity="error" data-testid="login-error">
              {problemText}
            </Alert>
          )}
          {mfaStep && !problemText && (
            <Alert severity="info" data-testid="login-mfa-sent">
              {resend.isSuccess ? t('login.mfaResent', { email: email.trim() }) : t('login.mfaSent', { email: email.trim() })}
            </Alert>
          )}
          {resend.isError && (
            <Alert severity="error" data-testid="login-mfa-resend-error">
              {problemDetailText(resend.error, t)}
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
            autoFocus={!mfaStep}
            disabled={mfaStep}
          />
          {!mfaStep && (
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
          )}
          {mfaStep && (
            <TextField
              id="mfa_code"
              name="mfa_code"
              autoComplete="one-time-code"
              label={t('login.mfaCode')}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              error={Boolean(fieldErrors.mfa_code)}
              helperText={fieldErrors.mfa_code ?? t('login.mfaCodeHint')}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, 'data-testid': 'login-mfa-code' } }}
              required
              fullWidth
              autoFocus
            />
          )}
          <Button type="submit" variant="contained" size="large" disabled={login.isPending} data-testid="login-submit">
            {login.isPending ? t('login.submitting') : mfaStep ? t('login.verify') : t('login.submit')}
          </Button>
          {mfaStep && (
            <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
              <Link
                component="button"
                type="button"
                variant="body2"
                disabled={resend.isPending || resendIn > 0}
                onClick={() =>
                  resend.mutate(
                    { email: email.trim() },
                    {
                      onSuccess: () => {
                        setCodeSentAt(Date.now());
                        // A refusal of the old code no longer applies to the new one.
                        login.reset();
                      },
                    },
                  )
                }
                data-testid="login-mfa-resend"
                sx={resendIn > 0 ? { color: 'text.disabled', textDecoration: 'none', cursor: 'default' } : undefined}
              >
                {resendIn > 0 ? t('login.mfaResendIn', { seconds: resendIn }) : t('login.mfaResend')}
              </Link>
              <Link component="button" type="button" variant="body2" onClick={startOver} data-testid="login-start-over">
                {t('login.startOver')}
              </Link>
            </Stack>
          )}
        </Stack>
      </Box>
      {!mfaStep && (
        <>
          <Divider sx={{ my: 3 }} />
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Link component={RouterLink} to={pathOf('PasswordReset')} variant="body2" data-testid="login-forgot-password">
              {t('login.forgotPassword')}
            </Link>
            <Link component={RouterLink} to={pathOf('PreRegister')} variant="body2" data-testid="login-pre-register">
              {t('login.preRegister')}
            </Link>
            <Link component={RouterLink} to={pathOf('TrialRegister')} variant="body2" data-testid="login-trial-register">
              {t('login.trialRegister')}
            </Link>
          </Stack>
        </>
      )}
    </FormCard>
  );
}
