import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { menuItems, type Language, type PdfExportType } from '@packlens/contracts';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDownloadReport } from '../../api/projects';
import { problemDetailText } from '../../forms/ProblemAlert';
import { useLanguage } from '../projects/catalogue';
import type { ProjectRow } from '../projects/flow';
import { saveFile } from '../projects/results/ReportButton';

/**
 * The PDF reports a listed project offers, once calculated and while valid: a survey's summary (over_all) and
 * one per ordered menu, a shelf project's `shelve`. The scatter report needs two chosen image words, so it is
 * downloaded from the results page, where they are chosen.
 */
export function reportTypesOf(project: Pick<ProjectRow, 'type' | 'status' | 'expired' | 'menus'>): PdfExportType[] {
  if (project.status !== 'SUCCESS' || project.expired) return [];
  if (project.type === 4) return ['shelve'];
  if (project.type !== 1) return [];
  const perMenu = menuItems
    .filter((menu) => project.menus.includes(menu.code) && menu.code !== 'shelf_heatmap' && menu.code !== 'image_word_scatter' && menu.pdfExportType !== 'over_all')
    .map((menu) => menu.pdfExportType);
  return ['over_all', ...perMenu];
}

/** A report's name: the summary report, or its menu's result heading from the catalogue. */
export function reportName(type: PdfExportType, language: Language, t: TFunction): string {
  if (type === 'over_all') return t('myProjects.summaryReport');
  return menuItems.find((menu) => menu.pdfExportType === type)?.resultText[language] ?? type;
}

/** "PDF ▾": the project's reports in a menu, each downloaded through the results page's report helper. */
export function ProjectReportsMenu({ project }: { project: Pick<ProjectRow, 'id' | 'type' | 'status' | 'expired' | 'menus' | 'name'> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const download = useDownloadReport(project.id);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const types = reportTypesOf(project);
  if (types.length === 0) return null;
  return (
    <Stack sx={{ alignItems: 'flex-end' }}>
      <Button
        size="small"
        variant="outlined"
        startIcon={<PictureAsPdfOutlined />}
        endIcon={<ArrowDropDown />}
        disabled={download.isPending}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-label={t('myProjects.downloadsOf', { name: project.name })}
        data-testid="project-reports"
      >
        {download.isPending ? t('projects.results.downloading') : t('myProjects.downloads')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        {types.map((type) => (
          <MenuItem
            key={type}
            data-testid={`project-report-${type}`}
            onClick={() => {
              setAnchor(null);
              download.mutate({ type }, { onSuccess: saveFile });
            }}
          >
            <ListItemIcon>
              <PictureAsPdfOutlined fontSize="small" />
            </ListItemIcon>
            {reportName(type, language, t)}
          </MenuItem>
        ))}
      </Menu>
      {download.isError && (
        <FormHelperText error data-testid="project-report-error" sx={{ maxWidth: 280, textAlign: 'right' }}>
          {problemDetailText(download.error, t)}
        </FormHelperText>
      )}
    </Stack>
  );
}
