import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphqlErrorOf } from '@/src/ui/forms/submissionErrors';
import { useContentArchiveLinkMutation } from '../api';
import { leavePageFor } from '../model/leavePage';

/**
 * "Download all accepted content": asks the server for a short-lived link to the
 * campaign's archive and sends the browser to it, where the server streams the ZIP. A
 * refusal (no accepted content yet, a campaign gone) keeps the server's translated words.
 */
export function useContentArchive(campaignId: string) {
  const { t } = useTranslation('content');
  const [archiveLink, { isLoading }] = useContentArchiveLinkMutation();
  const [error, setError] = useState<{ campaignId: string; message: string } | null>(null);

  const download = async () => {
    setError(null);
    const result = await archiveLink(campaignId);
    if (result.data !== undefined) {
      leavePageFor(result.data);
      return;
    }
    const message = graphqlErrorOf(result.error)?.message ?? t('listing.archive.failed');
    setError({ campaignId, message });
  };

  return {
    download,
    preparing: isLoading,
    // Another campaign's refusal is not this one's.
    error: error?.campaignId === campaignId ? error.message : null,
  };
}
