import { Alert } from 'antd';

/**
 * For a superuser on the Investors tab while no investor shown discloses its deal-size preferences:
 * why they read "Not disclosed", and how licensed data gets in.
 */
export function PreferencesNote() {
  return (
    <Alert
      className="ds-investor-preferences-note"
      type="info"
      showIcon
      title="Investment preferences are not disclosed in open data"
      description={
        <>
          No open dataset gives private-equity or venture firms’ preferred EBITDA, revenue, EV or equity cheque. Bring licensed data
          (PitchBook, Preqin or your own) with the investor CSV import:{' '}
          <code>npm run import:investors -- file.csv --mapping mapping.json</code>. docs/investor-import.md in the repository has a sample
          mapping for such an export.
        </>
      }
    />
  );
}
