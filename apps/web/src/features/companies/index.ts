// What other features may use of companies: the company gate of the signed-in pages and the company dialogs.
// eslint refuses an import of another feature's components/ or pages/ past this file.
export * from './components/CompanyGate';
export * from './components/CompanyFormModal';
export * from './components/DeleteCompanyModal';
export * from './components/EnterpriseGatePage';
