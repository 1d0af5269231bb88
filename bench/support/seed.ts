// The data a bench runs against, made the way users make it: accounts and companies through the
// factories, notes and documents through their services, and a session per user.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  createOrganization,
  createUser,
  insertCompany,
  createSession,
  uploadDocuments,
  createNote,
  type Database,
  type FileStorage,
} from '@dealscout/api/testing';

export interface WorkloadShape {
  organizations: number;
  membersPerOrganization: number;
  usersWithoutOrganization: number;
  companiesPerUser: number;
  notesPerCompany: number;
  documentsPerCompany: number;
}

export interface BenchUser {
  id: string;
  organizationId: string | null;
  token: string;
  ownCompanyIds: string[];
  /** Own companies and those colleagues share with the organization. */
  visibleCompanyIds: string[];
  noteIdsByCompany: Map<string, string[]>;
  /** A word that some of the user's company names contain. */
  searchTerm: string;
}

const SECTORS = ['Dental', 'Logistics', 'Software', 'Bakery', 'Clinic', 'Robotics', 'Freight', 'Pharmacy'];

/** A small valid PDF body: the signature the upload checks, then filler. */
export const pdfBytes = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(Math.max(0, size - 9))]);

export const noteHtml = (title: string) => `<p>${title}</p><p>Spoke with the founder about terms, timing and the data room.</p>`;

interface Member {
  id: string;
  organizationId: string | null;
  sector: string;
}

async function createMembers(db: Database, shape: WorkloadShape): Promise<Member[]> {
  const members: Member[] = [];
  const newUser = async (label: string) =>
    createUser(db, { email: `${label}-${randomBytes(4).toString('hex')}@bench.example`, firstName: 'Bench', lastName: label });
  for (let org = 0; org < shape.organizations; org++) {
    const sector = SECTORS[org % SECTORS.length]!;
    const users = [];
    for (let index = 0; index < shape.membersPerOrganization; index++) users.push(await newUser(`org${org}-user${index}`));
    const organization = await createOrganization(
      db,
      `Bench ${sector} Partners ${org}`,
      users.map((user) => ({ userId: user.id })),
    );
    members.push(...users.map((user) => ({ id: user.id, organizationId: organization.id, sector })));
  }
  for (let index = 0; index < shape.usersWithoutOrganization; index++) {
    const sector = SECTORS[index % SECTORS.length]!;
    members.push({ id: (await newUser(`solo${index}`)).id, organizationId: null, sector });
  }
  return members;
}

export async function seedWorkload(db: Database, storage: FileStorage, shape: WorkloadShape): Promise<BenchUser[]> {
  const members = await createMembers(db, shape);
  const companies: { id: string; createdBy: string; organizationId: string | null; shared: boolean; noteIds: string[] }[] = [];
  for (const member of members) {
    const actor = { id: member.id, organizationId: member.organizationId };
    for (let index = 0; index < shape.companiesPerUser; index++) {
      const shared = member.organizationId !== null && index % 2 === 0;
      const company = await insertCompany(db, {
        name: `${member.sector} ${['Holdings', 'Group', 'Labs', 'Works'][index % 4]} ${companies.length}`,
        createdBy: member.id,
        organizationId: member.organizationId,
        shared,
      });
      const noteIds: string[] = [];
      for (let note = 0; note < shape.notesPerCompany; note++) {
        noteIds.push((await createNote({ db, actor }, { companyId: company.id, html: noteHtml(`Call ${note + 1}`) })).id);
      }
      const files = Array.from({ length: shape.documentsPerCompany }, (_, document) => ({
        filename: `teaser-${document + 1}.pdf`,
        file: Readable.from([pdfBytes(16 * 1024)]),
      }));
      if (files.length) await uploadDocuments({ db, actor, storage }, { companyId: company.id, files: Readable.from(files) });
      companies.push({ id: company.id, createdBy: member.id, organizationId: member.organizationId, shared, noteIds });
    }
  }
  const users: BenchUser[] = [];
  for (const member of members) {
    const visible = companies.filter(
      (company) =>
        company.createdBy === member.id ||
        (company.shared && member.organizationId !== null && company.organizationId === member.organizationId),
    );
    const { token } = await createSession(db, member.id, { ip: '127.0.0.1', userAgent: 'dealscout-bench' }, { maxAgeDays: 1 });
    users.push({
      id: member.id,
      organizationId: member.organizationId,
      token,
      ownCompanyIds: companies.filter((company) => company.createdBy === member.id).map((company) => company.id),
      visibleCompanyIds: visible.map((company) => company.id),
      noteIdsByCompany: new Map(visible.map((company) => [company.id, company.noteIds])),
      searchTerm: member.sector,
    });
  }
  return users;
}
