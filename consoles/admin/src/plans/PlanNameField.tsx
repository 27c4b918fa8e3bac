import { parseLanguage } from '@packlens/contracts';
import { FunctionField, useLocaleState } from 'react-admin';

type PlanRecord = { name: string; name_en: string; name_cn: string };

/** A plan's name in the console's language (section 3: name, name_en, name_cn). */
export const PlanNameField = ({ label = 'resources.plans.fields.name' }: { label?: string }) => {
  const [locale] = useLocaleState();
  const language = parseLanguage(locale);
  return (
    <FunctionField<PlanRecord>
      label={label}
      source="name"
      render={(record) => (language === 'en' ? record.name_en : language === 'zh-CN' ? record.name_cn : record.name)}
    />
  );
};
