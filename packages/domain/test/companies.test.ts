import { describe, expect, it } from 'vitest';
import {
  accessTypeOf,
  answerLabel,
  answerText,
  answerValues,
  cleanFileName,
  companyMessages,
  companyWriteSchema,
  deleteConfirmationField,
  duplicateCompanySchema,
  financialRows,
  isAllowedDocument,
  roleOf,
  selectorLabel,
} from '../src/index.js';

describe('company rules', () => {
  it('names the access type and role as the companies table shows them', () => {
    expect(accessTypeOf({ shared: false, created_by_user: true })).toBe('Personal');
    expect(accessTypeOf({ shared: true, created_by_user: true })).toBe('Shared by me');
    expect(accessTypeOf({ shared: true, created_by_user: false })).toBe('Shared with me');
    expect(roleOf({ created_by_user: true })).toBe('Owner');
    expect(roleOf({ created_by_user: false })).toBe('Editor');
    expect(selectorLabel({ company_name: 'Acme', shared: true })).toBe('Acme (Shared)');
    expect(selectorLabel({ company_name: 'Acme', shared: false })).toBe('Acme');
  });

  it('checks names with the spec messages', () => {
    const issue = (schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } }, value: unknown) =>
      schema.safeParse(value).error?.issues[0]?.message;
    expect(issue(companyWriteSchema, { company_name: '  ' })).toBe(companyMessages.nameRequired);
    expect(issue(companyWriteSchema, { company_name: 'x'.repeat(101) })).toBe(companyMessages.nameTooLong);
    expect(issue(companyWriteSchema, { company_name: 'x'.repeat(100) })).toBeUndefined();
    expect(issue(duplicateCompanySchema, { company_name: 'x'.repeat(101) })).toBe(companyMessages.duplicateNameTooLong);
    expect(issue(deleteConfirmationField, 'delete')).toBe(companyMessages.deleteConfirm);
    expect(issue(deleteConfirmationField, 'DELETE')).toBeUndefined();
  });
});

describe('answers', () => {
  const userInput = [
    { 'question-one': ['Sell'], price_importance: [8] },
    {
      description_input: ['Clinics'],
      area_of_operations_dropdown: ['Ohio', 'Indiana'],
      product_input: ['none'],
      service_input: ['block', 'Surgery'],
    },
    { revenue_year_one: ['100'], ebitda_year_one: ['20'], revenue_year_three: ['300'] },
  ];

  it('reads values whatever the answer form', () => {
    expect(answerValues(['none'])).toEqual([]);
    expect(answerValues(['block', 'x'])).toEqual(['x']);
    expect(answerValues(undefined)).toEqual([]);
    expect(answerText(userInput, 'area_of_operations_dropdown')).toBe('Ohio, Indiana');
    expect(answerText(userInput, 'product_input')).toBeNull();
    expect(answerText(userInput, 'service_input')).toBe('Surgery');
  });

  it('lays out financials by year and labels keys', () => {
    expect(financialRows(userInput)).toEqual([
      { year: 1, revenue: '100', expenses: null, ebitda: '20' },
      { year: 3, revenue: '300', expenses: null, ebitda: null },
    ]);
    expect(answerLabel('description_input')).toBe('Description');
    expect(answerLabel('price_importance')).toBe('Price importance');
  });
});

describe('documents', () => {
  it('accepts the spec types by extension and cleans names', () => {
    for (const name of ['a.pdf', 'b.DOCX', 'c.xls', 'd.pptx', 'e.txt']) expect(isAllowedDocument(name)).toBe(true);
    for (const name of ['a.exe', 'pdf', 'x.pdf.exe', 'notes.odt']) expect(isAllowedDocument(name)).toBe(false);
    expect(cleanFileName('../../x.pdf')).toBe('x.pdf');
    expect(cleanFileName('C:\\Users\\me\\report.docx')).toBe('report.docx');
    expect(cleanFileName('bad\u0000na\u001fme.txt')).toBe('badname.txt');
  });
});
