import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PlusCircleIcon } from '../appIcons';
import { PageHeader } from '../PageHeader';

export interface ListCreateAction {
  label: string;
  onOpen: () => void;
  /** Starts loading the dialog's code (a `lazyDialog`'s preload) before the click. */
  preload?: () => void;
  disabled?: boolean;
}

export interface ListHeaderProps {
  title: string;
  description?: string;
  /** "New …", opening the create dialog. */
  create?: ListCreateAction | false;
  /** Another main action instead (a link into a wizard, a download). */
  action?: ReactNode;
}

/** A list page's title, what it is for, and its "New …" button opening a lazy dialog. */
export function ListHeader({ title, description, create, action }: ListHeaderProps) {
  return (
    <PageHeader
      title={title}
      description={description}
      action={
        create ? (
          <Button
            colorPalette="brand"
            onClick={create.onOpen}
            onPointerEnter={create.preload}
            onFocus={create.preload}
            disabled={create.disabled}
            flexShrink={0}
          >
            <PlusCircleIcon />
            {create.label}
          </Button>
        ) : (
          action
        )
      }
    />
  );
}
