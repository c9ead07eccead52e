import { absoluteUrl } from '../../config/public-url';
import { faultPoint } from '../../lib/fault-point';
import {
  contractFieldValues,
  fillContractFields,
  isCashDeal,
  ONBOARDING_MESSAGES as M,
  type Contract,
  type ContractDocument,
  type AgreementPrice,
  type CreateDocumentInput,
} from '@pb/core';
import { eq } from 'drizzle-orm';
import { proposals } from '../../db/schema/index';
import { AppError, conflict, notFound } from '../../errors';
import type { CreatedDocument } from '../../integrations/documents/document-provider';
import type { AuthUser } from '../../plugins/access-control';
import type { ProposalRow } from '../proposals/proposals.repository';
import {
  isInFlight,
  isIntentOf,
  newIntent,
  pendingIntent,
  withIntent,
  withoutIntent,
  type DocumentIntent,
} from './agreement-intent';
import { agreementPriceOf } from './agreement-price';
import { findContractRow, toContract, type ContractRow } from './contracts.repository';
import { requireContract, write, type ContractDeps } from './contracts.service';
import { baseTemplateOf, templatesFor } from './onboarding-steps.service';

/**
 * The onboarding's Agreement step (spec 3 §6): Generate Agreement, with its intent recorded
 * before the signing provider creates the document (decision 0067), the documents' status
 * refreshes that send drafts, the choice of the signed agreement and its PDF.
 */

/** The template's mapped fields filled from the proposal's stored figures and the record. */
function agreementFields(
  deps: ContractDeps,
  proposal: ProposalRow,
  row: ContractRow,
  templateFields: Parameters<typeof fillContractFields>[0],
  price: AgreementPrice,
) {
  const d = proposal.details;
  const values = contractFieldValues({
    customer: {
      firstName: row.firstName,
      lastName: row.lastName,
      address1: row.address,
      address2: '',
      city: row.city,
      state: row.state,
      zip: row.zip,
      phone: row.phone,
      email: row.email,
    },
    inverter: d.inverter ? { name: d.inverter.name } : null,
    panel: d.panel ? { name: d.panel.name, cells: d.panel.cells } : null,
    powerCompany: d.powerCompany ? { name: d.powerCompany.name } : null,
    financeOption:
      d.financeOption && !isCashDeal(d.financeOption)
        ? { apr: d.financeOption.apr, lengthInYears: d.financeOption.lengthInYears }
        : null,
    proposal: {
      systemSize: proposal.systemSize,
      totalSystemCost: proposal.totalSystemCost,
      outOfPocketCost: price.outOfPocketCost,
      proposalEpc: proposal.proposalEpc,
      totalAnnualProduction: proposal.totalAnnualProduction,
      panelArrays: d.panelArrays,
    },
    today: deps.today(),
  });
  return fillContractFields(templateFields, values).map((f) => ({ name: f.name, value: f.value }));
}

/**
 * POST /api/Contracts/{id}/documents: Generate Agreement. Fills the template's mapped fields
 * from the proposal's stored figures, records the intent, creates the document (recipients
 * Sales Rep = the closer, Customer) under the intent's key, and only then marks the proposal
 * isContractGenerated and records the document. A document is created once per intent, through
 * a crash or a double click (decision 0067): see settlePendingIntent.
 */
export async function createAgreementDocument(
  deps: ContractDeps,
  user: AuthUser,
  id: string,
  input: CreateDocumentInput,
): Promise<Contract> {
  const { proposal, row } = await requireContract(deps.db, user, id);
  const templates = await templatesFor(deps, baseTemplateOf(proposal), row.state);
  const template = templates.find((t) => t.id === input.contractTemplateId);
  if (!template) throw new AppError('UNPROCESSABLE', M.templateNotAvailable);
  const price = agreementPriceOf(proposal);
  const fields = agreementFields(deps, proposal, row, template.record.fields, price);

  let current = row;
  const pending = pendingIntent(row.metaData);
  if (pending) {
    const adopted = await settlePendingIntent(deps, user, row, pending);
    // The document the rep asked for exists already (made by the request that died, or by
    // the first of a double click): recorded, it is the answer.
    if (adopted && pending.name === input.name && pending.templateId === template.id) {
      return refreshDocuments(deps, user, id, adopted);
    }
    current = adopted ?? row;
  }

  const intent = newIntent(id, { name: input.name, templateId: template.id, price }, new Date());
  await recordIntent(deps, user, current, intent, pendingIntent(current.metaData)?.key);
  let created: CreatedDocument;
  try {
    created = await deps.integrations.documents.createDocument({
      name: input.name,
      templateId: template.id,
      recipients: [
        { ...input.closer, role: 'Sales Rep' },
        { email: row.email, firstName: row.firstName, lastName: row.lastName, role: 'Customer' },
      ],
      fields,
      intentKey: intent.key,
    });
  } catch (err) {
    deps.log.warn({ err }, 'document creation failed');
    return refreshDocuments(deps, user, id, await afterFailedCreate(deps, user, id, intent));
  }
  faultPoint('agreement-document-created');
  const updated = await recordDocument(deps, user, id, intent, created);
  return refreshDocuments(deps, user, id, updated);
}

/**
 * Writes the intent at the version read: of two concurrent Generate Agreements (a double click)
 * only one records its intent and goes on to the provider; the other is told to wait, or, when
 * the first has already recorded its document, that the contract changed. Another write in
 * between (a status poll) is no reason to fail: the intent is written again on top. `replacing`
 * is the abandoned intent this one may overwrite.
 */
async function recordIntent(
  deps: ContractDeps,
  user: AuthUser,
  row: ContractRow,
  intent: DocumentIntent,
  replacing: string | undefined,
): Promise<void> {
  let current = row;
  for (let attempt = 1; ; attempt++) {
    try {
      await write(deps.db, user, current, { metaData: withIntent(current.metaData, intent) });
      return;
    } catch (err) {
      if (!(err instanceof AppError && err.code === 'CONFLICT') || attempt >= 3) throw err;
      const fresh = await findContractRow(deps.db, row.id);
      if (!fresh || fresh.pandaDocs.length !== row.pandaDocs.length) throw err;
      const other = pendingIntent(fresh.metaData);
      if (other && other.key !== replacing) throw conflict(M.agreementBeingCreated);
      current = fresh;
    }
  }
}

/**
 * A pending intent found by Generate Agreement. When the provider holds a document under its
 * key, the request that made it died (or is just finishing) before recording it: it is recorded
 * now, as that request would have, and the record is returned. When the provider has none and
 * the intent is young, another request is creating it right now: 409, rather than a second
 * document. Older and not there, it was abandoned before the provider did anything: null, and
 * the new intent replaces it.
 */
async function settlePendingIntent(
  deps: ContractDeps,
  user: AuthUser,
  row: ContractRow,
  intent: DocumentIntent,
): Promise<ContractRow | null> {
  if (!isIntentOf(intent, row.id)) return null;
  let found: CreatedDocument | null;
  try {
    found = await deps.integrations.documents.findDocumentByIntent(intent.key);
  } catch (err) {
    deps.log.warn({ err }, 'document lookup by intent failed');
    throw new AppError('UPSTREAM_FAILED', M.couldNotCreateContract);
  }
  if (found) return recordDocument(deps, user, row.id, intent, found);
  if (isInFlight(intent, new Date())) throw conflict(M.agreementBeingCreated);
  return null;
}

/**
 * The provider's create failed, or its answer was lost (a timeout after it created the
 * document). Asked by the key, it tells which: a document there is recorded as created; none,
 * and the intent is cleared so that trying again does not wait for it. Should the lookup fail
 * too, the intent stays pending for the next Generate Agreement to settle.
 */
async function afterFailedCreate(
  deps: ContractDeps,
  user: AuthUser,
  id: string,
  intent: DocumentIntent,
): Promise<ContractRow> {
  const failed = new AppError('UPSTREAM_FAILED', M.couldNotCreateContract);
  const found = await deps.integrations.documents
    .findDocumentByIntent(intent.key)
    .catch(() => undefined);
  if (found) return recordDocument(deps, user, id, intent, found);
  const fresh = found === null ? await findContractRow(deps.db, id) : undefined;
  if (fresh && pendingIntent(fresh.metaData)?.key === intent.key) {
    await write(deps.db, user, fresh, { metaData: withoutIntent(fresh.metaData, intent.key) })
      // Another write came between: the intent stays, found abandoned by a later request.
      .catch(() => undefined);
  }
  throw failed;
}

/**
 * Records a document created under `intent` (freshly, or adopted after a crash): marks the
 * proposal isContractGenerated, adds the document to pandaDocs once and clears the intent in the
 * same write. Retried at the new version when another write (a status poll) came between.
 */
async function recordDocument(
  deps: ContractDeps,
  user: AuthUser,
  id: string,
  intent: DocumentIntent,
  created: CreatedDocument,
): Promise<ContractRow> {
  const doc: ContractDocument = {
    pandaDocId: created.id,
    pandaDocStatus: created.status,
    name: created.name || intent.name,
    created: created.dateCreated,
    signingUrl: created.signingUrl,
    hasSignedPdf: false,
    price: intent.price,
  };
  await deps.db
    .update(proposals)
    .set({ isContractGenerated: true, updatedAt: new Date() })
    .where(eq(proposals.id, id));
  for (let attempt = 1; ; attempt++) {
    const fresh = (await findContractRow(deps.db, id))!;
    const known = fresh.pandaDocs.some((d) => d.pandaDocId === doc.pandaDocId);
    try {
      return await write(deps.db, user, fresh, {
        contractId: intent.name,
        pandaDocs: known ? fresh.pandaDocs : [...fresh.pandaDocs, doc],
        metaData: withoutIntent(fresh.metaData, intent.key),
      });
    } catch (err) {
      const stale = err instanceof AppError && err.code === 'CONFLICT';
      if (!stale || attempt >= 3) throw err;
    }
  }
}

/**
 * POST /api/Contracts/{id}/documents/refresh: re-checks every unfinished document's status,
 * sends drafts ('Click the link to see your agreement.' / 'Your agreement has been created!'),
 * and stores what changed. A failed status check keeps the previous record.
 */
export async function refreshDocuments(
  deps: ContractDeps,
  user: AuthUser,
  id: string,
  known?: ContractRow,
): Promise<Contract> {
  const row = known ?? (await requireContract(deps.db, user, id)).row;
  const provider = deps.integrations.documents;
  let changed = false;
  const docs: ContractDocument[] = [];
  for (const doc of row.pandaDocs) {
    if (doc.pandaDocStatus === 'completed' || doc.pandaDocStatus === 'failed') {
      docs.push(doc);
      continue;
    }
    let status: ContractDocument['pandaDocStatus'] | null;
    try {
      status = await provider.getDocumentStatus(doc.pandaDocId);
    } catch (err) {
      deps.log.warn({ err }, M.couldNotGetDocumentStatus);
      docs.push(doc);
      continue;
    }
    if (!status) {
      docs.push(doc);
      continue;
    }
    // The built-in provider's email is recorded (and queued) before the document is sent, once
    // per document by its key: a crash between the two steps neither loses nor repeats it.
    const customerEmail = row.email;
    if (status === 'draft' && provider.kind === 'built-in' && doc.signingUrl && customerEmail) {
      await deps.integrations.mailer.queue({
        to: customerEmail,
        subject: M.sendSubject,
        text: `${M.sendMessage}\n\n${absoluteUrl(deps.publicUrl, doc.signingUrl)}`,
        contractId: row.id,
        idempotencyKey: `agreement:${doc.pandaDocId}`,
      });
      faultPoint('agreement-email-queued');
    }
    if (status === 'draft') {
      try {
        await provider.sendDocument(doc.pandaDocId, {
          message: M.sendMessage,
          subject: M.sendSubject,
        });
        status = 'sent';
        faultPoint('agreement-document-sent');
      } catch (err) {
        deps.log.warn({ err }, M.failedToSendAgreement);
        status = 'failed';
      }
    }
    const hasSignedPdf = status === 'completed' ? true : doc.hasSignedPdf;
    if (status !== doc.pandaDocStatus || hasSignedPdf !== doc.hasSignedPdf) changed = true;
    docs.push({ ...doc, pandaDocStatus: status, hasSignedPdf });
  }
  if (!changed) return toContract(row);
  const completed = docs.filter((d) => d.pandaDocStatus === 'completed');
  const chosen =
    row.pandaDocId && completed.some((d) => d.pandaDocId === row.pandaDocId)
      ? {}
      : completed.length === 1
        ? { pandaDocId: completed[0]!.pandaDocId, pandaDocStatus: 'completed' }
        : {};
  try {
    return toContract(await write(deps.db, user, row, { pandaDocs: docs, ...chosen }));
  } catch (err) {
    // Another poll stored the same news first: answer the current record.
    if (err instanceof AppError && err.code === 'CONFLICT') {
      return toContract((await findContractRow(deps.db, id))!);
    }
    throw err;
  }
}

/**
 * POST /api/Contracts/{id}/agreement: Continue on the Agreement step. Exactly one completed
 * document is used automatically; several need a choice.
 */
export async function selectAgreement(
  deps: ContractDeps,
  user: AuthUser,
  id: string,
  pandaDocId: string | undefined,
): Promise<Contract> {
  const { row } = await requireContract(deps.db, user, id);
  const completed = row.pandaDocs.filter((d) => d.pandaDocStatus === 'completed');
  if (completed.length === 0) throw new AppError('UNPROCESSABLE', M.documentNotSigned);
  let chosen = completed.length === 1 ? completed[0]! : undefined;
  if (completed.length > 1) {
    chosen = completed.find((d) => d.pandaDocId === pandaDocId);
    if (!chosen) throw new AppError('UNPROCESSABLE', M.selectAgreement);
  }
  return toContract(
    await write(deps.db, user, row, {
      pandaDocId: chosen!.pandaDocId,
      pandaDocStatus: 'completed',
    }),
  );
}

/** GET /api/Contracts/{id}/documents/{docId}/pdf: the signed agreement. */
export async function signedPdf(
  deps: ContractDeps,
  user: AuthUser,
  id: string,
  docId: string,
): Promise<Buffer> {
  const { row } = await requireContract(deps.db, user, id);
  if (!row.pandaDocs.some((d) => d.pandaDocId === docId)) throw notFound(M.documentNotFound);
  const pdf = await deps.integrations.documents.getSignedPdf(docId);
  if (!pdf) throw notFound(M.documentNotFound);
  return pdf;
}
