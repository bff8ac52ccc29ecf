// The destination field of the search box: suggestions from /destinations as the traveller types
// (debounced, stale requests aborted), cities and hotels under their own headings, chosen with the
// mouse or the arrow keys and Enter. Built on MUI's useAutocomplete (the combobox behaviour and ARIA)
// without the Autocomplete component, whose Popper and TextField would weigh on the home page.
// The label's place, the outline's notch, the focus and the error are given to each part explicitly, not
// left to MUI's form-control context: on the hotel page FormControl and InputLabel can come from mf-hotel's
// build and OutlinedInput from ours (each `@mui/material/X` is a federation singleton of its own), and
// then the input cannot tell the label it is filled.
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import useAutocomplete from '@mui/material/useAutocomplete';
import { SEARCH_TEXT, type SearchSelection } from '@rahi/shared-contracts';
import { type HTMLAttributes, useState } from 'react';
import { useDestinations } from '../api/get-destinations';

export const DESTINATION_LABEL = 'مقصد یا نام هتل';
const GROUP_TITLES = { city: 'شهرها', hotel: 'هتل‌ها' } as const;

export interface DestinationFieldProps {
  value: SearchSelection | null;
  onChange: (selection: SearchSelection | null) => void;
  error?: string;
}

const LISTBOX_SX = {
  listStyle: 'none',
  m: 0,
  p: 0,
  py: 0.5,
  '& .search-destination-option': { px: 2, py: 1, cursor: 'pointer' },
  '& .search-destination-option.Mui-focused, & .search-destination-option[data-focus="true"]': {
    bgcolor: 'action.hover',
  },
  '& .search-destination-option[aria-selected="true"]': { bgcolor: 'rgba(15, 123, 79, 0.12)' },
} as const;

const sameDestination = (a: SearchSelection, b: SearchSelection) => a.id === b.id && a.type === b.type;

export function DestinationField({ value, onChange, error }: DestinationFieldProps) {
  const [text, setText] = useState(value?.title ?? '');
  // While the text is still the chosen destination's title, there is nothing to look up.
  const typing = value === null || text !== value.title;
  const { options, loading } = useDestinations(typing ? text : '');
  const choices =
    value && !options.some((option) => sameDestination(option, value)) ? [value, ...options] : options;

  const {
    getRootProps,
    getInputProps,
    getInputLabelProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    popupOpen,
  } = useAutocomplete<SearchSelection>({
    id: 'search-destination',
    options: choices,
    value,
    onChange: (_event, next) => onChange(next),
    inputValue: text,
    onInputChange: (_event, next) => setText(next),
    getOptionLabel: (option) => option.title,
    isOptionEqualToValue: sameDestination,
    groupBy: (option) => option.type,
    // The API has already matched the normalised text; nothing more to filter here.
    filterOptions: (all) =>
      typing ? all.filter((option) => (options as SearchSelection[]).includes(option)) : all,
    autoHighlight: true,
    clearOnBlur: false,
  });

  const [focused, setFocused] = useState(false);
  const raised = focused || text !== '';
  const invalid = Boolean(error);
  const inputProps = getInputProps();
  const showPopup = popupOpen && typing && text.trim() !== '';
  const empty = groupedOptions.length === 0;

  return (
    <FormControl variant="outlined" error={invalid} fullWidth sx={{ position: 'relative' }}>
      <InputLabel
        {...getInputLabelProps()}
        htmlFor={inputProps.id}
        variant="outlined"
        shrink={raised}
        focused={focused}
        error={invalid}
      >
        {DESTINATION_LABEL}
      </InputLabel>
      <div {...getRootProps()}>
        <OutlinedInput
          fullWidth
          label={DESTINATION_LABEL}
          notched={raised}
          error={invalid}
          inputProps={inputProps}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          aria-describedby={error ? 'search-destination-error' : undefined}
        />
      </div>
      {error ? (
        <FormHelperText id="search-destination-error" error>
          {error}
        </FormHelperText>
      ) : null}
      {showPopup ? (
        <Paper
          elevation={8}
          sx={{
            position: 'absolute',
            top: '100%',
            insetInline: 0,
            mt: 0.5,
            zIndex: 'modal',
            maxHeight: 360,
            overflowY: 'auto',
          }}
        >
          {empty ? (
            <p role="status" style={{ margin: 0, padding: '12px 16px', color: '#555' }}>
              {loading ? 'در حال جستجو…' : SEARCH_TEXT.noDestinationFound}
            </p>
          ) : (
            <Box component="ul" {...getListboxProps()} sx={LISTBOX_SX}>
              {groupedOptions.map((group) => (
                <li key={group.key} role="presentation">
                  <div
                    id={`search-destination-group-${group.group}`}
                    style={{ padding: '6px 16px', fontSize: 13, fontWeight: 700, color: '#0a5c3b' }}
                  >
                    {GROUP_TITLES[group.group as keyof typeof GROUP_TITLES] ?? group.group}
                  </div>
                  {/* biome-ignore lint/a11y/useSemanticElements: a listbox's option groups are ul role=group (WAI-ARIA) */}
                  <ul
                    role="group"
                    aria-labelledby={`search-destination-group-${group.group}`}
                    style={{ listStyle: 'none', margin: 0, padding: 0 }}
                  >
                    {group.options.map((option, offset) => {
                      const { key, ...optionProps } = getOptionProps({ option, index: group.index + offset });
                      return (
                        <OptionRow
                          key={key}
                          {...optionProps}
                          title={option.title}
                          fullTitle={option.fullTitle}
                        />
                      );
                    })}
                  </ul>
                </li>
              ))}
            </Box>
          )}
        </Paper>
      ) : null}
    </FormControl>
  );
}

type OptionRowProps = HTMLAttributes<HTMLLIElement> & { title: string; fullTitle: string };

function OptionRow({ title, fullTitle, ...props }: OptionRowProps) {
  return (
    <li {...props} aria-label={fullTitle} className={`search-destination-option ${props.className ?? ''}`}>
      <span style={{ display: 'block', fontWeight: 600 }}>{title}</span>
      {fullTitle !== title ? (
        <span style={{ display: 'block', fontSize: 13, color: '#666' }}>{fullTitle}</span>
      ) : null}
    </li>
  );
}
