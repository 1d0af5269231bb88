import { DESCRIBE_MAX_LENGTH, SEARCH_MAX_LENGTH } from '@dealscout/domain';
import { Input, Segmented } from 'antd';
import { useState } from 'react';
import type { SearchMode } from '../search-state';
import { SearchInput } from '../../../ui/SearchInput';

interface SearchBoxProps {
  mode: SearchMode;
  /** The name box's text (debounced by the page). */
  nameText: string;
  onNameText: (text: string) => void;
  /** The description searched for; a new one is sent on Enter or the button (each is a search of the free trial). */
  describe: string;
  onDescribe: (text: string) => void;
  onMode: (mode: SearchMode) => void;
}

const MODES = [
  { label: 'Name', value: 'name' },
  { label: 'Description', value: 'describe' },
];

/** The search box: by name as the user types, or by a description of what they look for, sent on Enter. */
export function SearchBox({ mode, nameText, onNameText, describe, onDescribe, onMode }: SearchBoxProps) {
  const [draft, setDraft] = useState(describe);
  const [shown, setShown] = useState(describe);
  // Back, forward or 'Find similar' changed the description: the box shows it.
  if (describe !== shown) {
    setShown(describe);
    setDraft(describe);
  }
  return (
    <div className="ds-investors-searchbox">
      <Segmented aria-label="Search by" options={MODES} value={mode} onChange={(value) => onMode(value as SearchMode)} />
      {mode === 'name' ? (
        <SearchInput
          className="ds-investors-search"
          placeholder="Search by name"
          label="Search investors by name"
          maxLength={SEARCH_MAX_LENGTH}
          value={nameText}
          onChange={onNameText}
        />
      ) : (
        <Input.Search
          className="ds-investors-describe"
          allowClear
          placeholder="Describe what you look for, e.g. maker of hip and knee implants"
          aria-label="Describe the companies you look for"
          maxLength={DESCRIBE_MAX_LENGTH}
          enterButton="Search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onSearch={(text) => onDescribe(text.trim())}
        />
      )}
    </div>
  );
}
