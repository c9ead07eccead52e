// The checks of a run that starts real processes (`npm run cluster`, `npm run outage`): each
// printed as it is made, a hard time limit, and the closing `N passed, N failed` line that
// `npm test` reads.

const results = [];

/** Records and prints one check. */
export function check(name, ok, detail = '') {
  results.push({ name, ok });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` — ${detail}` : ''}`);
}

/** How many checks have been made so far. */
export const checksMade = () => results.length;

/**
 * Runs `main` within `limitMs` (the process exits 1 past it), counts an exception as the failed
 * check `what completed`, prints the closing line and exits 0 or 1.
 */
export async function runChecks(what, limitMs, main) {
  const hardStop = setTimeout(() => {
    console.error(`The ${what} did not finish in ${limitMs / 60_000} min: stopped.`);
    process.exit(1);
  }, limitMs);
  hardStop.unref();
  try {
    await main();
  } catch (err) {
    check(`the ${what} completed`, false, err.message);
  }
  const failed = results.filter((r) => !r.ok).length;
  console.log(`\n${results.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}
