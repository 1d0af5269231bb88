import { documentMessages, type CompanyDocument, fullName } from '@dealscout/domain';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { companyDocuments, users } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { isUuid } from '../../platform/ids.js';
import type { ActorContext } from '../../platform/request-context.js';
import { storedFile } from '../../platform/uploads/file-download.js';
import { UploadBatch, type IncomingFile, type StoredFile } from '../../platform/uploads/stored-upload.js';
import { type CompanyScope, visibleChild, visibleCompany } from '../companies/index.js';
import { inTransaction } from '../../db/transaction.js';

type DocumentRow = typeof companyDocuments.$inferSelect;
type DocumentsContext = Pick<ActorContext, 'db' | 'actor' | 'storage'>;

const documentNotFound = () => notFound(documentMessages.notFound);

function presentDocument(row: DocumentRow, uploader: string): CompanyDocument {
  return {
    id: row.id,
    company_id: row.companyId,
    name: row.name,
    doc_type: row.docType,
    doc_size: row.sizeBytes,
    uploaded_by: uploader,
    uploaded_on: row.uploadedAt.toISOString(),
    download_url: `/api/company-documents/${row.id}/download`,
  };
}

async function documentsWhere(db: Pick<Database, 'select'>, where: SQL) {
  const rows = await db
    .select({ document: companyDocuments, firstName: users.firstName, lastName: users.lastName })
    .from(companyDocuments)
    .innerJoin(users, eq(users.id, companyDocuments.uploadedBy))
    .where(where)
    .orderBy(desc(companyDocuments.uploadedAt), asc(companyDocuments.name));
  return rows.map(({ document, firstName, lastName }) => presentDocument(document, fullName(firstName, lastName)));
}

/** Newest first. */
export async function listDocuments(ctx: CompanyScope, companyId: string) {
  const company = await visibleCompany(ctx, companyId);
  return documentsWhere(ctx.db, eq(companyDocuments.companyId, company.id));
}

const lowerName = sql<string>`lower(${companyDocuments.name})`;

/**
 * Stores every file of one upload, then records them all in one transaction. The first refusal
 * (count, type, signature, size, duplicate name) removes the files already written: nothing stays.
 * Runs outside the request transaction (the route says `transaction: false`): the stream may be long.
 */
export async function uploadDocuments(ctx: DocumentsContext, input: { companyId: string; files: AsyncIterable<IncomingFile> }) {
  const { db, storage, actor } = ctx;
  const company = await visibleCompany(ctx, input.companyId);
  const existing = await db.select({ name: lowerName }).from(companyDocuments).where(eq(companyDocuments.companyId, company.id));
  const batch = new UploadBatch(
    storage,
    existing.map((row) => row.name),
  );
  try {
    for await (const file of input.files) await batch.add(file);
    if (!batch.files.length) throw badRequest(documentMessages.noFiles);
    return await recordDocuments(db, company.id, actor.id, batch.files);
  } catch (error) {
    await batch.discard();
    throw error;
  }
}

async function recordDocuments(db: Database, companyId: string, uploaderId: string, files: StoredFile[]) {
  return inTransaction(db, async (tx) => {
    // One upload per company at a time, so two concurrent drops cannot both add the same name.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${companyId}))`);
    const names = files.map((file) => file.name.toLowerCase());
    const clash = await tx
      .select({ id: companyDocuments.id })
      .from(companyDocuments)
      .where(and(eq(companyDocuments.companyId, companyId), inArray(lowerName, names)))
      .limit(1);
    if (clash.length) throw badRequest(documentMessages.exists);
    const rows = await tx
      .insert(companyDocuments)
      .values(
        files.map((file) => ({
          companyId,
          name: file.name,
          docType: file.extension.toUpperCase(),
          sizeBytes: file.size,
          storageKey: file.key,
          uploadedBy: uploaderId,
        })),
      )
      .returning({ id: companyDocuments.id });
    const created = await documentsWhere(
      tx,
      inArray(
        companyDocuments.id,
        rows.map((row) => row.id),
      ),
    );
    const byId = new Map(created.map((document) => [document.id, document]));
    return rows.map((row) => byId.get(row.id)!);
  });
}

/** A document whose company the actor can see; anything else does not exist for them. */
async function visibleDocument(ctx: CompanyScope, documentId: string) {
  if (!isUuid(documentId)) throw documentNotFound();
  return visibleChild(
    ctx,
    async () => (await ctx.db.select().from(companyDocuments).where(eq(companyDocuments.id, documentId)))[0],
    documentNotFound,
  );
}

/** Removes the row, then (once that has committed) the file: a file left by a crash in between is harmless, a row without its file is not. */
export async function deleteDocument(ctx: ActorContext, documentId: string) {
  const document = await visibleDocument(ctx, documentId);
  await ctx.db.delete(companyDocuments).where(eq(companyDocuments.id, document.id));
  ctx.afterCommit(() => ctx.storage.remove(document.storageKey));
}

/** The stored bytes of a document with its name, for the download route. */
export async function documentFile(ctx: DocumentsContext, documentId: string) {
  const document = await visibleDocument(ctx, documentId);
  const file = await storedFile(ctx.storage, document.name, document.storageKey);
  if (!file) throw documentNotFound();
  return file;
}
