import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { CheckIcon } from '@/src/ui/appIcons';
import { STEP_PATHS, stepIndex, WIZARD_STEPS, type WizardStep } from '../model/wizardSteps';

/**
 * Where the user is in the wizard: the four steps in order, the current one marked; the
 * steps before it (and any completed one) are links back.
 */
export function StepIndicator({ current, reached }: { current: WizardStep; reached: number }) {
  const { t } = useTranslation('campaigns');
  const currentIndex = stepIndex(current);
  return (
    <chakra.nav aria-label={t('steps.label')}>
      <Text fontSize="sm" color="fg.muted" mb="2">
        {t('steps.position', { current: currentIndex + 1, total: WIZARD_STEPS.length })}
      </Text>
      <chakra.ol display="flex" gap={{ base: '1', md: '2' }} listStyleType="none">
        {WIZARD_STEPS.map((step, index) => {
          const isCurrent = step === current;
          const done = index < currentIndex || index < reached;
          const reachable = !isCurrent && (index < currentIndex || index <= reached);
          const content = (
            <Flex align="center" gap="2" minW="0">
              <Box
                as="span"
                flexShrink={0}
                display="inline-flex"
                alignItems="center"
                justifyContent="center"
                boxSize="6"
                rounded="full"
                fontSize="xs"
                fontWeight="semibold"
                bg={isCurrent || done ? 'brand.solid' : 'bg.muted'}
                color={isCurrent || done ? 'brand.contrast' : 'fg.muted'}
                aria-hidden
              >
                {done && !isCurrent ? <CheckIcon /> : index + 1}
              </Box>
              <Text
                as="span"
                fontSize="sm"
                fontWeight={isCurrent ? 'semibold' : 'normal'}
                truncate
                // A phone shows only the current step's name; the others stay readable.
                srOnly={isCurrent ? false : { base: true, sm: false }}
              >
                {t(`steps.${step}`)}
                {done && !isCurrent && <chakra.span srOnly>{` (${t('steps.done')})`}</chakra.span>}
              </Text>
            </Flex>
          );
          return (
            <chakra.li
              key={step}
              flex="1"
              minW="0"
              pt="2"
              borderTopWidth="3px"
              borderColor={isCurrent || done ? 'brand.solid' : 'border'}
              aria-current={isCurrent ? 'step' : undefined}
            >
              {reachable ? (
                <chakra.a asChild _hover={{ textDecoration: 'underline' }} rounded="sm">
                  <RouterLink to={STEP_PATHS[step]}>{content}</RouterLink>
                </chakra.a>
              ) : (
                content
              )}
            </chakra.li>
          );
        })}
      </chakra.ol>
    </chakra.nav>
  );
}
