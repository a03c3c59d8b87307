import { Button, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FilterPanel, type FilterPanelProps } from './FilterPanel';

/** The filters on narrow screens: a drawer from the side, the list behind it updating live. */
export function FiltersDrawer({
  open,
  onClose,
  ...panel
}: FilterPanelProps & { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('creators');
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="end"
      size={{ base: 'full', sm: 'sm' }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t('filters.open')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <FilterPanel {...panel} />
            </Drawer.Body>
            <Drawer.Footer>
              <Button colorPalette="brand" w="full" onClick={onClose}>
                {t('filters.done')}
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild top="3" insetEnd="3">
              <CloseButton size="sm" aria-label={t('filters.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
