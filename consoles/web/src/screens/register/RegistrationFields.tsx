import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { CountrySelect } from '../../forms/CountrySelect';
import { pathOf } from '../../routes/table';
import { checkFields, rules } from '../../forms/rules';
import type { TextFieldBinding } from '../../forms/useForm';

/** Section 3's registration form fields that describe the company and the person (not e-mail or password). */
export const companyFieldNames = [
  'account_type',
  'organization',
  'headquarters',
  'department',
  'name',
  'furigana',
  'country',
  'zip_code',
  'address',
  'building',
  'telephone',
] as const;
export type CompanyField = (typeof companyFieldNames)[number];
export type CompanyValues = Record<CompanyField, string>;

export const emptyCompanyValues: CompanyValues = {
  account_type: 'corporation',
  organization: '',
  headquarters: '',
  department: '',
  name: '',
  furigana: '',
  country: 'jp',
  zip_code: '',
  address: '',
  building: '',
  telephone: '',
};

/**
 * The contract checks the company name of a corporation only once every other field passes; the form asks
 * for it together with the rest.
 */
export function organizationProblem(values: CompanyValues) {
  return checkFields(values, { organization: values.account_type === 'corporation' ? [rules.required] : [] });
}

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Grid size={12}>
        <Typography variant="subtitle2" component="h2" color="primary" sx={{ mt: 1, borderBottom: 1, borderColor: 'divider', pb: 0.5 }}>
          {title}
        </Typography>
      </Grid>
      {children}
    </>
  );
}

interface CompanyForm {
  values: CompanyValues;
  set(field: 'account_type', value: string): void;
  text(field: CompanyField): TextFieldBinding;
}

/** Account type, company, person, address and telephone, as one block of a two-column grid. */
export function CompanyFields({ form }: { form: CompanyForm }) {
  const { t } = useTranslation();
  const corporation = form.values.account_type === 'corporation';
  const field = (name: CompanyField, options: { required?: boolean; hint?: string; autoComplete?: string } = {}) => {
    const binding = form.text(name);
    return (
      <TextField
        {...binding}
        helperText={binding.helperText ?? options.hint}
        label={t(`fields.${name}` as const)}
        required={options.required}
        autoComplete={options.autoComplete}
        fullWidth
      />
    );
  };
  return (
    <>
      <Grid size={12}>
        <FormControl>
          <FormLabel id="account-type-label">{t('fields.account_type')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="account-type-label"
            name="account_type"
            value={form.values.account_type}
            onChange={(event) => form.set('account_type', event.target.value)}
          >
            <FormControlLabel value="corporation" control={<Radio />} label={t('fields.accountTypes.corporation')} />
            <FormControlLabel value="personal" control={<Radio />} label={t('fields.accountTypes.personal')} />
          </RadioGroup>
        </FormControl>
      </Grid>
      <FormSection title={t('register.sections.company')}>
        <Grid size={{ xs: 12, sm: 6 }}>{field('organization', { required: corporation, autoComplete: 'organization' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('headquarters')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('department')}</Grid>
      </FormSection>
      <FormSection title={t('register.sections.person')}>
        <Grid size={{ xs: 12, sm: 6 }}>{field('name', { required: true, autoComplete: 'name' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('furigana', { hint: t('fields.furiganaHint') })}</Grid>
      </FormSection>
      <FormSection title={t('register.sections.address')}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <CountrySelect binding={form.text('country')} label={t('fields.country')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('zip_code', { autoComplete: 'postal-code' })}</Grid>
        <Grid size={12}>{field('address', { required: true, autoComplete: 'street-address' })}</Grid>
        <Grid size={12}>{field('building')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('telephone', { required: true, hint: t('fields.telephoneHint'), autoComplete: 'tel' })}</Grid>
      </FormSection>
    </>
  );
}

/** The terms-of-use agreement (section 3); its error comes from the catalogue (TERMS_NOT_AGREED). */
export function TermsAgreement({ checked, onChange, error }: { checked: boolean; onChange: (checked: boolean) => void; error?: string }) {
  const { t } = useTranslation();
  return (
    <Box>
      <FormControlLabel
        control={<Checkbox name="terms_agreed" checked={checked} onChange={(event) => onChange(event.target.checked)} />}
        label={
          <Trans
            t={t}
            i18nKey="fields.terms_agreed"
            components={{ terms: <Link href={pathOf('Terms')} target="_blank" rel="noopener" data-testid="terms-link" onClick={(event) => event.stopPropagation()} /> }}
          />
        }
      />
      {error && (
        <FormHelperText error data-testid="terms-error">
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
