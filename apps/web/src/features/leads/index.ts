// What other features may use of leads: 'Add to Leads', wherever an investor or buyer is shown.
// eslint refuses an import of another feature's components/ or pages/ past this file.
export * from './components/AddToLeadsButton';
