/**
 * Crash points for the fault tests (decision 0047): with FAULT_KILL_AT naming one (never in
 * production; env.ts refuses it), the process kills itself with SIGKILL when it gets there, as a
 * power cut would, so a test can restart it and check that nothing was lost or sent twice.
 */
export type FaultPoint =
  | 'job-claimed'
  | 'job-sent'
  | 'agreement-document-created'
  | 'agreement-email-queued'
  | 'agreement-document-sent'
  | 'crm-record-created';

let armed: string | undefined;

export function armFaultPoint(name: string | undefined): void {
  armed = name;
}

export function faultPoint(name: FaultPoint): void {
  if (armed === name) process.kill(process.pid, 'SIGKILL');
}
