import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemAlert } from '../../forms/ProblemAlert';

/**
 * A dialog for one command: it stays open while the server works and shows its refusal; the caller closes
 * it when the command succeeded (pessimistic, as the style guide asks for commands).
 */
export function CommandDialog({
  open,
  title,
  children,
  confirmLabel,
  danger = false,
  pending,
  error,
  onConfirm,
  onClose,
  testId,
  formId,
  confirmDisabled = false,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  pending: boolean;
  error: unknown;
  /** Left out when the dialog holds a form whose submit button is the confirm button (`formId`). */
  onConfirm?: () => void;
  onClose: () => void;
  testId: string;
  formId?: string;
  confirmDisabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} fullWidth maxWidth="sm" data-testid={testId}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 0.5 }}>
          <ProblemAlert error={error} testId={`${testId}-error`} />
          {children}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={pending}>
          {t('mypage.cancel')}
        </Button>
        <Button
          variant="contained"
          color={danger ? 'error' : 'primary'}
          disabled={pending || confirmDisabled}
          onClick={onConfirm}
          type={formId ? 'submit' : 'button'}
          form={formId}
          data-testid={`${testId}-confirm`}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
