import { FilterOutlined, FolderOpenOutlined, SaveOutlined, SlidersOutlined } from '@ant-design/icons';
import { DATASET_TABS, disclosesPreferences, worksOnCompanies, type DatasetTab } from '@dealscout/domain';
import { Alert, Button, Tabs } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { endedSession, errorMessage } from '../../../platform/api-error';
import { useSession } from '../../../platform/session';
import { useSelectedCompany } from '../../companies/selected-company';
import { activeFilters } from '../active-filters';
import { applicableAdvanced } from '../advanced-filters';
import { useDatasetSearch, useNaics } from '../api';
import { ActiveFilterTags } from '../components/ActiveFilterTags';
import { AdvancedFiltersDrawer } from '../components/AdvancedFiltersDrawer';
import { DescriptionChips } from '../components/DescriptionChips';
import { SearchBox } from '../components/SearchBox';
import { FilterDrawer } from '../components/FilterDrawer';
import { ExportButtons } from '../../exports/ExportButtons';
import { InvestorResults } from '../components/InvestorResults';
import { investorsExport } from '../investors-export';
import { PreferencesNote } from '../components/PreferencesNote';
import { TrialBanner } from '../components/TrialBanner';
import { TrialGate } from '../components/TrialGate';
import { UpgradeModal } from '../components/UpgradeModal';
import { SaveSearchDialog } from '../components/SaveSearchDialog';
import { SavedSearchesDrawer } from '../components/SavedSearchesDrawer';
import { savedQueryOf, searchStateOfSaved } from '../saved-search-state';
import { changeSearch, datasetInputOf, EMPTY_SEARCH, type SearchState } from '../search-state';
import { trialNotice } from '../trial-notice';
import { useSearchBox } from '../useSearchBox';
import { useSavedSearchLink } from '../useSavedSearchLink';
import { useSearchState } from '../useSearchState';
import '../investors.css';

const TAB_LABELS: Record<DatasetTab, string> = { all: 'All Records', companies: 'Companies', investors: 'Investors' };

const withCount = (label: string, count: number) => (count ? `${label} (${count})` : label);

/**
 * /leads/dataset, 'Investors' (spec part 2 §2): search by name or by description, filter and advanced filter drawers,
 * tabs, ten rows a page ranked for the company selected in the header, the selected row's profile,
 * and the free trial's banner and gate. The whole search lives in the URL query.
 */
export function InvestorSearchPage() {
  const [state, setState] = useSearchState();
  const [text, setText] = useSearchBox(state.search, (search) =>
    setState((current) => changeSearch(current, { search }), { replace: true }),
  );
  const [open, setOpen] = useState<'filters' | 'advanced' | 'upgrade' | 'save' | 'saved' | null>(null);
  const close = () => setOpen(null);

  const { data: user } = useSession();
  const selection = useSelectedCompany();
  const rankedForCompany = !!user && worksOnCompanies(user);
  const companyId = rankedForCompany ? (selection.company?.id ?? null) : null;
  const show = useCallback((next: SearchState) => setState(() => next, { replace: true }), [setState]);
  const readingLink = useSavedSearchLink(show);
  const ready = !!user && !(rankedForCompany && selection.isLoading) && !readingLink;
  const input = datasetInputOf(state, companyId);
  const search = useDatasetSearch(input, ready);
  const naics = useNaics();

  const notice = trialNotice(search.data?.remaining_trial, search.error);
  const filters = activeFilters(state, naics.nameOf);
  const advancedCount = Object.keys(applicableAdvanced(state.advanced, state.type)).length;
  const upgrade = () => setOpen('upgrade');

  let results: ReactNode;
  if (notice.gate) results = <TrialGate message={notice.gate} onUpgrade={upgrade} />;
  else if (search.isError && !endedSession(search.error))
    results = (
      <Alert
        type="error"
        showIcon
        title={errorMessage(search.error)}
        action={<Button onClick={() => void search.refetch()}>Try again</Button>}
      />
    );
  else
    results = (
      <InvestorResults
        reply={search.data}
        loading={!search.data || search.isPlaceholderData}
        page={state.page}
        sort={state.sort}
        naicsName={naics.nameOf}
        onPage={(page) => setState((current) => ({ ...current, page }))}
        onSort={(sort) => setState((current) => changeSearch(current, { sort }))}
      />
    );

  return (
    <div className="ds-investors-page">
      <div className="ds-investors-heading">
        <h1 className="ds-investors-title">Investors</h1>
        <div className="ds-investors-toolbar">
          <SearchBox
            mode={state.mode}
            nameText={text}
            onNameText={setText}
            describe={state.describe}
            onDescribe={(describe) => setState((current) => changeSearch(current, { describe, describeOff: [] }))}
            onMode={(mode) => setState((current) => changeSearch(current, { mode }))}
          />
          <Button icon={<FilterOutlined aria-hidden />} onClick={() => setOpen('filters')}>
            {withCount('Filters', state.state.length + state.type.length)}
          </Button>
          <Button icon={<SlidersOutlined aria-hidden />} onClick={() => setOpen('advanced')}>
            {withCount('Advanced Filters', advancedCount)}
          </Button>
          <Button icon={<SaveOutlined aria-hidden />} onClick={() => setOpen('save')}>
            Save search
          </Button>
          <Button icon={<FolderOpenOutlined aria-hidden />} onClick={() => setOpen('saved')}>
            Saved searches
          </Button>
          <ExportButtons source={investorsExport(input, user?.role ?? '', naics.nameOf)} disabled={!search.data?.total || !!notice.gate} />
        </div>
      </div>
      {state.tab === 'investors' && user?.is_superuser && search.data && !search.data.data.some(disclosesPreferences) && (
        <PreferencesNote />
      )}
      {notice.banner && (
        <TrialBanner text={notice.banner} ended={!!notice.gate || search.data?.remaining_trial === 0} onUpgrade={upgrade} />
      )}
      {state.mode === 'describe' && (
        <DescriptionChips
          description={search.data?.description}
          onRemove={(chip) => setState((current) => changeSearch(current, { describeOff: [...current.describeOff, chip.key] }))}
        />
      )}
      <ActiveFilterTags
        filters={filters}
        onRemove={(filter) => setState(filter.without)}
        onClearAll={() =>
          setState((current) => ({
            ...EMPTY_SEARCH,
            mode: current.mode,
            search: current.search,
            describe: current.describe,
            tab: current.tab,
            sort: current.sort,
          }))
        }
      />
      <Tabs
        className="ds-investors-tabs"
        activeKey={state.tab}
        onChange={(tab) => setState((current) => changeSearch(current, { tab: tab as DatasetTab }))}
        items={DATASET_TABS.map((tab) => ({ key: tab, label: TAB_LABELS[tab], children: tab === state.tab ? results : null }))}
      />
      <FilterDrawer
        open={open === 'filters'}
        value={{ state: state.state, type: state.type }}
        onClose={close}
        onApply={(applied) => {
          setState((current) => changeSearch(current, applied));
          close();
        }}
      />
      <AdvancedFiltersDrawer
        open={open === 'advanced'}
        value={{ type: state.type, advanced: state.advanced }}
        onClose={close}
        onApply={(applied) => {
          setState((current) => changeSearch(current, applied));
          close();
        }}
      />
      <UpgradeModal open={open === 'upgrade'} onClose={close} />
      <SaveSearchDialog open={open === 'save'} target={{ query: savedQueryOf(state) }} canShare={!!user?.organization} onClose={close} />
      <SavedSearchesDrawer
        open={open === 'saved'}
        onClose={close}
        onRun={(saved) => {
          setState(() => searchStateOfSaved(saved.query));
          close();
        }}
      />
    </div>
  );
}
