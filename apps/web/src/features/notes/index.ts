// What other features may use of notes: a company's notes dialog.
// eslint refuses an import of another feature's components/ or pages/ past this file.
export * from './components/NotesModal';
