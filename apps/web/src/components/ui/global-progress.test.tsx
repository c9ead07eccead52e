import { useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, screen, waitFor } from '../../testing/test-utils';
import { GlobalProgress } from './global-progress';

function SlowQuery({ until }: { until: Promise<string> }) {
  useQuery({ queryKey: ['slow'], queryFn: () => until });
  return null;
}

describe('global progress bar', () => {
  it('shows while a request is running and hides after', async () => {
    let finish: (value: string) => void = () => undefined;
    const until = new Promise<string>((resolve) => (finish = resolve));
    renderWithProviders(
      <>
        <GlobalProgress />
        <SlowQuery until={until} />
      </>,
    );
    expect(await screen.findByRole('progressbar', { name: 'Loading data' })).toBeTruthy();
    finish('done');
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });
});
