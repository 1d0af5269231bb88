import { describe, expect, it } from 'vitest';
import {
  columnMessages,
  columnNameSchema,
  columnOrderSchema,
  companyStatusWriteSchema,
  moveCompany,
  orderedRows,
  releaseColumn,
  reorderColumns,
} from '../src/index.js';
import type { Placement } from '../src/index.js';

const grid: Placement[] = [
  { company_id: 'a', row: 0, status: 0 },
  { company_id: 'b', row: 1, status: 'lead' },
  { company_id: 'c', row: 2, status: 'won' },
];
const cells = (placements: Placement[]) => placements.map(({ company_id, row, status }) => `${company_id}${row}:${status}`);

describe('moveCompany', () => {
  it('moves a company to another status in its own row', () => {
    expect(cells(moveCompany(grid, 'a', 0, 'won'))).toEqual(['a0:won', 'b1:lead', 'c2:won']);
  });

  it('swaps rows with the company in the target row, which keeps its status', () => {
    expect(cells(moveCompany(grid, 'c', 0, 'lead'))).toEqual(['c0:lead', 'b1:lead', 'a2:0']);
  });

  it('reads rows past the end as the last row and renumbers rows with gaps', () => {
    const sparse = grid.map((placement) => ({ ...placement, row: placement.row * 10 }));
    expect(cells(moveCompany(sparse, 'a', 99, 0))).toEqual(['c0:won', 'b1:lead', 'a2:0']);
  });

  it('changes nothing for an unknown company', () => {
    expect(moveCompany(grid, 'zzz', 0, 'won')).toEqual(orderedRows(grid));
  });

  it('sends the companies of a deleted column back to the company list column', () => {
    expect(cells(releaseColumn(grid, 'won'))).toEqual(['a0:0', 'b1:lead', 'c2:0']);
  });
});

describe('pipeline schemas', () => {
  const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((issue) => issue.message);

  it('uses the spec messages for column names', () => {
    expect(issues(columnNameSchema.safeParse({ name: '   ' }))).toEqual([columnMessages.nameRequired]);
    expect(issues(columnNameSchema.safeParse({}))).toEqual(['Column name is required']);
    expect(issues(columnNameSchema.safeParse({ name: 'x'.repeat(301) }))).toEqual(['Column name cannot be more than 300 characters']);
    expect(columnNameSchema.parse({ name: ` ${'x'.repeat(300)} ` }).name).toHaveLength(300);
  });

  it('reads id, row and status of each company and keeps what else the spec client sends', () => {
    const parsed = companyStatusWriteSchema.parse({ companies: [{ id: 'a', name: 'Acme', boards: [], shared: true, row: 2, status: 0 }] });
    expect(parsed.companies[0]).toMatchObject({ id: 'a', row: 2, status: 0 });
    expect(companyStatusWriteSchema.safeParse({ companies: [{ id: 'a', row: -1, status: 0 }] }).success).toBe(false);
    expect(companyStatusWriteSchema.safeParse({ companies: [{ id: 'a', row: 0, status: 1 }] }).success).toBe(false);
    expect(columnOrderSchema.safeParse({ new_order: [] }).success).toBe(false);
  });
});

describe('reorderColumns', () => {
  const columns = [
    { id: 'a', name: 'Lead', order: 1 },
    { id: 'b', name: 'Diligence', order: 2 },
    { id: 'c', name: 'Won', order: 3 },
  ];
  const ids = (list: { id: string; order: number }[]) => list.map((column) => `${column.id}${column.order}`);

  it('applies a whole new order, numbered 1..n', () => {
    expect(
      ids(
        reorderColumns(columns, [
          { id: 'c', order: 0 },
          { id: 'a', order: 1 },
          { id: 'b', order: 2 },
        ]),
      ),
    ).toEqual(['c1', 'a2', 'b3']);
  });

  it('puts a listed column before an unlisted one on the same order, and closes gaps', () => {
    expect(ids(reorderColumns(columns, [{ id: 'C', order: 1 }]))).toEqual(['c1', 'a2', 'b3']);
    expect(
      ids(
        reorderColumns(
          [
            { id: 'x', name: 'X', order: 7 },
            { id: 'y', name: 'Y', order: 3 },
          ],
          [],
        ),
      ),
    ).toEqual(['y1', 'x2']);
  });
});
