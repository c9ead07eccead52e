import type { ReactNode } from 'react';

/**
 * Text a person typed (a name, an email, an address), isolated from the text around it
 * (`<bdi>`): a right-to-left name, or an invisible direction character saved before they were
 * refused, cannot turn the words after it around (issue 33).
 */
export function UserText({ children }: { children: ReactNode }) {
  return <bdi>{children}</bdi>;
}

/** A person's first and last name, each isolated on its own. */
export function PersonName({ person }: { person: { firstName: string; lastName: string } }) {
  return (
    <>
      <UserText>{person.firstName}</UserText> <UserText>{person.lastName}</UserText>
    </>
  );
}

/**
 * A person's name as plain text, each part between first-strong isolates (U+2068…U+2069), for
 * places that take a string, not markup: a tooltip, an accessible name.
 */
export const isolatedName = (person: { firstName: string; lastName: string }): string =>
  `\u2068${person.firstName}\u2069 \u2068${person.lastName}\u2069`;
