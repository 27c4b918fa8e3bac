import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { asLanguage } from '../../i18n/language';
import type { ScreenProps } from '../../routes/table';
import { Page } from '../Page';
import { termsOfUse } from './terms';

/** /terms: the terms of use, public, in the interface language (the registration checkboxes link here). */
export default function TermsScreen({ route }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const terms = termsOfUse[asLanguage(i18n.language)];
  return (
    <Page heading={t(route.titleKey)} lead={terms.effective}>
      <Paper component="article" sx={{ p: { xs: 3, sm: 4 }, border: 1, borderColor: 'divider', maxWidth: 860 }} data-testid="terms">
        <Typography sx={{ mb: 3 }}>{terms.intro}</Typography>
        {terms.sections.map((section) => (
          <Box component="section" key={section.heading} sx={{ mb: 3 }} data-testid="terms-section">
            <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 1 }}>
              {section.heading}
            </Typography>
            {section.paragraphs.map((paragraph) => (
              <Typography key={paragraph} variant="body2" sx={{ mb: 1.25, lineHeight: 1.8 }}>
                {paragraph}
              </Typography>
            ))}
          </Box>
        ))}
      </Paper>
    </Page>
  );
}
