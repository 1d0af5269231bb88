import { lazy } from 'react';

// The Notes modal brings the rich-text editor and drag and drop, so it loads only when asked for.
const loadNotes = () => import('../../notes');
const loadDocuments = () => import('../../documents');

export const LazyNotesModal = lazy(() => loadNotes().then((module) => ({ default: module.NotesModal })));
export const LazyDocumentsModal = lazy(() => loadDocuments().then((module) => ({ default: module.DocumentsModal })));

/** Starts loading a modal when the pointer or focus reaches its button. */
export const preload = { notes: () => void loadNotes(), documents: () => void loadDocuments() };
