import type { ReactNode } from 'react';
import { Badge, Button, type ButtonProps } from '@mantine/core';
import { Link } from 'react-router-dom';

/** A link into one of the app's screens, and whether that screen has shipped (config/screens). */
export interface ScreenLink {
  to: string;
  available: boolean;
}

export interface ScreenLinkButtonProps extends Omit<ButtonProps, 'children'> {
  link: ScreenLink;
  children: ReactNode;
}

/**
 * A link into another screen. While that screen has not shipped, the link keeps its target but is
 * disabled and marked 'Soon' (as the sidebar marks it), so it never pretends to lead somewhere.
 */
export function ScreenLinkButton({ link, children, ...buttonProps }: ScreenLinkButtonProps) {
  if (link.available) {
    return (
      <Button component={Link} to={link.to} {...buttonProps}>
        {children}
      </Button>
    );
  }
  return (
    <Button
      component={Link}
      to={link.to}
      {...buttonProps}
      data-disabled
      aria-disabled="true"
      title="Coming soon"
      onClick={(event) => event.preventDefault()}
      rightSection={
        <Badge size="xs" variant="light" color="gray">
          Soon
        </Badge>
      }
    >
      {children}
    </Button>
  );
}
