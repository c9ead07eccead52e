import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The API files that take longest here (real processes started, killed and restarted; the
 * weather pack read whole), slowest first. Vitest starts the files it has timed before slowest
 * first, but a clean clone has no timings and it starts the largest files first: these then
 * began late and ran alone at the end of the phase (decision 0076).
 */
const LONG_FILES = [
  'test/jobs/fault-kill.test.ts',
  'src/integrations/production/weather-pack/weather-pack.test.ts',
  'test/platform/two-instances-jobs.test.ts',
  'test/contracts/onboarding-services.test.ts',
  'test/platform/port-in-use.test.ts',
  'test/jobs/job-queue.test.ts',
  'test/platform/route-fuzz.test.ts',
  'test/platform/pglite-settings.test.ts',
  'test/chats/two-instances.test.ts',
];

const rank = (spec: TestSpecification) => {
  const at = LONG_FILES.findIndex((file) => spec.moduleId.endsWith(`/apps/server/${file}`));
  return at === -1 ? LONG_FILES.length : at;
};

/** Vitest's order, with the known long API files moved to the front on PostgreSQL. */
export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // On PGlite no file dominates (the longest took 14 s) and the order measured no better.
    if (!process.env.TEST_DATABASE_URL) return sorted;
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.index - b.index)
      .map(({ spec }) => spec);
  }
}
