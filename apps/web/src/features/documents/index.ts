// What other features may use of documents: a company's documents dialog.
// eslint refuses an import of another feature's components/ or pages/ past this file.
export * from './components/DocumentsModal';
