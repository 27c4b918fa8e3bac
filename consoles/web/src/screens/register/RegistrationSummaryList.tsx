import { countries, type RegistrationSummary } from '@packlens/contracts';
import { useTranslation } from 'react-i18next';
import { asLanguage } from '../../i18n/language';
import { planNameIn } from '../../layout/headerModel';
import { DefinitionList, type Definition } from '../DefinitionList';
import { PlanPrice } from './PlanCard';

type Summary = ReturnType<typeof RegistrationSummary.parse>;

const shownFields = ['email', 'organization', 'headquarters', 'department', 'name', 'furigana', 'zip_code', 'address', 'building', 'telephone'] as const;

/** What the visitor entered and chose, as a definition list (confirm and complete steps). */
export function RegistrationSummaryList({ summary }: { summary: Summary }) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const rows: Definition[] = [
    { key: 'account_type', label: t('fields.account_type'), value: t(`fields.accountTypes.${summary.account_type}`) },
    ...shownFields.map((field) => ({ key: field, label: t(`fields.${field}`), value: summary[field] })),
    { key: 'country', label: t('fields.country'), value: countries.find((c) => c.code === summary.country)?.name[language] },
    {
      key: 'plan',
      label: t('fields.plan'),
      value: summary.plan && (
        <>
          {planNameIn(summary.plan, language)} (<PlanPrice plan={summary.plan} country={summary.country} />)
        </>
      ),
    },
  ];
  if (summary.group_id) rows.push({ key: 'group_id', label: t('fields.group_id'), value: summary.group_id });
  return <DefinitionList rows={rows.map((row) => ({ ...row, value: row.value || '—' }))} prefix="summary" />;
}
