import { SearchIcon } from './search-icon';

type SearchFieldProps = {
  action: string;
  label: string;
  placeholder: string;
  submit: string;
  query?: string;
};

/** The results page's own form: a plain GET to /buscar, so it works without JavaScript. */
export function SearchField({ action, label, placeholder, submit, query }: SearchFieldProps) {
  return (
    <form action={action} method="get" role="search" className="w-full max-w-2xl">
      <label htmlFor="search-page-query" className="sr-only">
        {label}
      </label>
      <div className="flex items-center gap-2 rounded-full bg-white p-1.5 pl-5 shadow-card ring-1 ring-line focus-within:ring-2 focus-within:ring-brand">
        <SearchIcon className="shrink-0 text-muted" />
        <input
          id="search-page-query"
          type="search"
          name="q"
          defaultValue={query}
          placeholder={placeholder}
          maxLength={120}
          autoComplete="off"
          enterKeyHint="search"
          className="min-w-0 flex-1 bg-transparent py-2 text-base outline-none placeholder:text-muted/80 [&::-webkit-search-cancel-button]:hidden"
        />
        <button type="submit" className="btn shrink-0 btn-primary">
          {submit}
        </button>
      </div>
    </form>
  );
}
