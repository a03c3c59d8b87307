import { Button, Flex, Skeleton, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCreatorDataQuery } from '@/src/entities/session/api';
import { paths } from '@/src/lib/paths';
import { InlineLoadError } from '@/src/ui/InlineLoadError';
import { PageHeader } from '@/src/ui/PageHeader';
import { PageState } from '@/src/ui/PageState';
import { CompassIcon } from '@/src/ui/icons';
import { AddressSection } from '../components/AddressSection';
import { ProfileEditForm } from '../components/ProfileEditForm';
import { ProfileView } from '../components/ProfileView';

/** While the account loads: the shape of the profile, announced as loading. */
function ProfileSkeleton() {
  const { t } = useTranslation('creatorProfile');
  return (
    <Stack gap="4" role="status" aria-label={t('profile.loading')}>
      <Flex gap="4" align="center">
        <Skeleton boxSize="16" rounded="full" />
        <Skeleton h="6" w="48" />
      </Flex>
      <Skeleton h="24" />
      <Skeleton h="40" />
    </Stack>
  );
}

/**
 * The creator's profile as brands see it, with Edit (the onboarding's form), and the
 * private shipping address (docs/product.md#creators). Before onboarding it points there.
 */
export default function CreatorProfile() {
  const { t } = useTranslation('creatorProfile');
  const account = useCreatorDataQuery();
  const [editing, setEditing] = useState(false);
  const data = account.data;
  const profile = data?.profile;

  const body = () => {
    if (!data) {
      if (account.isError) {
        return (
          <InlineLoadError
            message={t('profile.loadFailed')}
            onRetry={() => void account.refetch()}
          />
        );
      }
      return <ProfileSkeleton />;
    }
    if (!profile) {
      return (
        <PageState
          icon={<CompassIcon />}
          title={t('profile.none')}
          description={t('profile.noneBody')}
        >
          <Button asChild colorPalette="brand">
            <Link to={paths.creator.onboarding}>{t('profile.start')}</Link>
          </Button>
        </PageState>
      );
    }
    return (
      <>
        <Stack
          as="section"
          aria-label={editing ? t('profile.editTitle') : t('profile.asBrandsSee')}
          gap="4"
          p={editing ? 0 : { base: '4', md: '6' }}
          rounded="xl"
          borderWidth={editing ? 0 : '1px'}
          borderColor="border.muted"
          bg={editing ? undefined : 'surface.panel'}
        >
          {editing ? (
            <ProfileEditForm profile={profile} onDone={() => setEditing(false)} />
          ) : (
            <ProfileView profile={profile} />
          )}
        </Stack>
        <AddressSection address={data.address} />
      </>
    );
  };

  return (
    <Stack gap="6" w="full" maxW="3xl" mx="auto">
      <PageHeader
        title={t('profile.title')}
        description={editing ? t('profile.editIntro') : t('profile.intro')}
        action={
          profile &&
          !editing && (
            <Button variant="outline" onClick={() => setEditing(true)}>
              {t('profile.edit')}
            </Button>
          )
        }
      />
      {body()}
    </Stack>
  );
}
