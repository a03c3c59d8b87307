import { Box, Button, Separator, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/src/lib/paths';
import { toastAdded } from '@/src/entities/toasts/toastsSlice';
import { alreadyReported } from '@/src/ui/forms/submissionErrors';
import { CheckIcon } from '@/src/ui/appIcons';
import { useAppDispatch } from '@/store/hooks';
import { useCompanySwitchMutation, useMyCompaniesQuery } from '../api';
import { useTeamTexts } from '../hooks/useTeamTexts';
import { teamRoleOf } from '../model/people';

/**
 * The user menu's companies (docs/product.md#brand-teams), when the person belongs to
 * more than one: the current one checked; another opens a session there (the session
 * listeners store it and clear the old company's cached data) and the dashboard.
 * Asked for only when the menu opens, which is when this mounts.
 */
export function CompanySwitcher() {
  const { t: tNav } = useTranslation('nav');
  const { roleName } = useTeamTexts();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { data: companies = [] } = useMyCompaniesQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const [switchTo, switching] = useCompanySwitchMutation();
  if (companies.length < 2) return null;

  const choose = async (id: string, name: string) => {
    const result = await switchTo({ company_id: id });
    if (!result.error) {
      void navigate(paths.dashboard);
      return;
    }
    if (alreadyReported(result.error)) return;
    dispatch(
      toastAdded({
        messageKey: 'nav:companies.switchFailed',
        messageValues: { company: name },
        type: 'error',
      }),
    );
  };

  return (
    <>
      <Box p="1" role="group" aria-labelledby="company-switcher">
        <Text
          id="company-switcher"
          px="2.5"
          py="1.5"
          fontSize="xs"
          fontWeight="medium"
          color="fg.muted"
        >
          {tNav('companies.label')}
        </Text>
        {companies.map((company) => {
          const name = company.company_name?.trim() || '—';
          return (
            <Button
              key={company.id}
              variant="ghost"
              size="sm"
              w="full"
              justifyContent="flex-start"
              aria-current={company.current || undefined}
              aria-label={
                company.current ? undefined : tNav('companies.switchTo', { company: name })
              }
              disabled={switching.isLoading}
              onClick={company.current ? undefined : () => void choose(company.id, name)}
            >
              <Box as="span" w="4" aria-hidden="true" color="brand.fg">
                {company.current && <CheckIcon />}
              </Box>
              <Text as="span" flex="1" textAlign="start" truncate>
                {name}
              </Text>
              <Text as="span" fontSize="xs" color="fg.muted">
                {roleName(teamRoleOf(company.role))}
              </Text>
            </Button>
          );
        })}
      </Box>
      <Separator borderColor="border" />
    </>
  );
}
