import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { UserAddRequest, UserUpdate, userStatuses, type UserStatus, type UserSummary } from '@packlens/contracts';
import { useTranslation } from 'react-i18next';
import { useAddUser, useUpdateUser } from '../../api/users';
import { checkWithSchema } from '../../forms/fieldErrors';
import { useForm } from '../../forms/useForm';
import { CommandDialog } from './CommandDialog';

const formId = 'user-form';

interface UserFormValues extends Record<string, string> {
  email: string;
  name: string;
  furigana: string;
  department: string;
  password: string;
  status: string;
}

/**
 * Adds a user (without a password the user gets a mail to set one) or changes one. An admin cannot change
 * their own status, so the status field is left out for their own row.
 */
export function UserFormDialog({ user, isSelf, onClose }: { user: UserSummary | null; isSelf: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const add = useAddUser();
  const update = useUpdateUser();
  const command = user ? update : add;
  const editing = user !== null;
  const form = useForm<UserFormValues>({
    initial: {
      email: user?.email ?? '',
      name: user?.name ?? '',
      furigana: user?.furigana ?? '',
      department: user?.department ?? '',
      password: '',
      status: user?.status ?? 'valid',
    },
    check: (values) =>
      editing
        ? checkWithSchema(UserUpdate, { ...values, password: undefined, status: isSelf ? undefined : values.status })
        : checkWithSchema(UserAddRequest, { ...values, status: undefined, password: values.password || undefined }),
    serverError: command.error,
  });

  const submit = form.onSubmit(({ email, name, furigana, department, password, status }) => {
    const common = { email: email.trim(), name, furigana, department };
    if (user) {
      update.mutate({ id: user.id, changes: isSelf ? common : { ...common, status: status as UserStatus } }, { onSuccess: onClose });
    } else {
      add.mutate(password ? { ...common, password } : common, { onSuccess: onClose });
    }
  });

  return (
    <CommandDialog
      open
      title={editing ? t('mypage.users.editTitle') : t('mypage.users.addTitle')}
      confirmLabel={editing ? t('mypage.users.save') : t('mypage.users.add')}
      pending={command.isPending}
      error={command.error}
      onClose={onClose}
      testId={editing ? 'user-edit-dialog' : 'user-add-dialog'}
      formId={formId}
    >
      <Box component="form" id={formId} noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        <TextField {...form.text('email')} type="email" label={t('fields.email')} required fullWidth autoFocus={!editing} />
        <TextField {...form.text('name')} label={t('fields.name')} required fullWidth />
        <TextField {...form.text('furigana')} label={t('fields.furigana')} fullWidth />
        <TextField {...form.text('department')} label={t('fields.department')} fullWidth />
        {!editing && (
          <TextField
            {...form.text('password')}
            helperText={form.errorOf('password') ?? t('mypage.users.passwordOptional')}
            type="password"
            autoComplete="new-password"
            label={t('fields.password')}
            fullWidth
          />
        )}
        {editing && !isSelf && (
          <TextField {...form.text('status')} select label={t('fields.status')} fullWidth slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
            {userStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`mypage.statuses.${status}`)}
              </option>
            ))}
          </TextField>
        )}
      </Box>
    </CommandDialog>
  );
}
