// What other features may use of investors: the search's filters, an investor's heading and similar companies,
// and the upgrade dialog.
// eslint refuses an import of another feature's components/ or pages/ past this file.
export * from './components/FilterDrawer';
export * from './components/InvestorHeading';
export * from './components/SimilarCompanies';
export * from './components/UpgradeModal';
