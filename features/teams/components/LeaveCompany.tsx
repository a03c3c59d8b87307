import { Box, Button } from '@chakra-ui/react';
import { useState } from 'react';
import { logOutRequested } from '@/src/entities/session/sessionSlice';
import { ConfirmDialog } from '@/src/ui/ConfirmDialog';
import { useAppDispatch } from '@/store/hooks';
import { useTeamLeaveMutation } from '../api';
import { useRefusal } from '../hooks/useRefusal';
import { useTeamTexts } from '../hooks/useTeamTexts';

/**
 * "Leave company" (anyone but the owner). The server ends the person's sessions in the
 * company; the app then logs out as the user menu's Log out does, whatever other
 * companies the person has (they log in again to reach them).
 */
export function LeaveCompany({ company }: { company: string }) {
  const { t } = useTeamTexts();
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const [leave, leaving] = useTeamLeaveMutation();
  const { refusal, refused, clear } = useRefusal();
  const close = () => {
    clear();
    setOpen(false);
  };
  const confirm = async () => {
    const result = await leave();
    if (result.error) {
      refused(result.error);
      return;
    }
    dispatch(logOutRequested());
  };
  return (
    <Box>
      <Button variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
        {t('members.leave')}
      </Button>
      <ConfirmDialog
        open={open}
        onClose={close}
        title={t('members.leaveTitle', { company })}
        description={t('members.leaveBody', { company })}
        confirmLabel={t('members.leave')}
        cancelLabel={t('members.cancel')}
        onConfirm={() => void confirm()}
        busy={leaving.isLoading}
        refusal={refusal}
      />
    </Box>
  );
}
