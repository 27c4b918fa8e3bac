import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { pathOf, type RouteName } from '../../routes/table';
import { FormCard } from '../FormCard';

const icons = {
  mail: <MarkEmailReadOutlined color="primary" sx={{ fontSize: 48 }} />,
  done: <TaskAltOutlined color="success" sx={{ fontSize: 48 }} />,
};

/** A step that only tells what happened (mail sent, password changed) and offers the next step. */
export function NoticeCard({
  heading,
  icon,
  children,
  next,
  nextLabel,
  testId,
}: {
  heading: string;
  icon: keyof typeof icons;
  children: ReactNode;
  next: RouteName;
  nextLabel: string;
  testId: string;
}) {
  return (
    <FormCard heading={heading} testId={testId}>
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
        {icons[icon]}
        <Typography component="div" sx={{ '& p': { m: 0, mb: 1 } }}>
          {children}
        </Typography>
        <Button component={RouterLink} to={pathOf(next)} variant="contained" data-testid={`${testId}-next`}>
          {nextLabel}
        </Button>
      </Stack>
    </FormCard>
  );
}
