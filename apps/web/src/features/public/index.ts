// What other features may use of public: the contact and e-mail forms.
// eslint refuses an import of another feature's components/ or pages/ past this file.
export * from './components/ContactModal';
export * from './components/EmailFormModal';
