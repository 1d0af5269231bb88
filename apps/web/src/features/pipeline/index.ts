// What other features may use of pipeline: the pipeline grid, shown on the Firm Overview or the Companies page.
// eslint refuses an import of another feature's components/ or pages/ past this file.
export * from './components/PipelineSection';
