import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isolatedName, PersonName } from './user-text';

const stored = { firstName: 'Maria', lastName: 'Alvarez\u202E' };

describe('user text', () => {
  it('puts each part of a name in its own <bdi>, the space between them outside', () => {
    const { container } = render(
      <p>
        <PersonName person={stored} /> (maria@example.com)
      </p>,
    );
    const isolates = [...container.querySelectorAll('bdi')].map((b) => b.textContent);
    expect(isolates).toEqual(['Maria', 'Alvarez\u202E']);
    // The words after the name are outside every isolate.
    expect(container.querySelector('p')!.lastChild!.textContent).toBe(' (maria@example.com)');
  });

  it('closes an override inside the name for a plain-text place (tooltip, label)', () => {
    expect(isolatedName(stored)).toBe('\u2068Maria\u2069 \u2068Alvarez\u202E\u2069');
  });
});
