import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SearchIcon } from '../../components/ui/icons';
import { paths } from '../../config/paths';

/** Header search: opens the application list filtered by the typed text. */
export function SearchBox({ className }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  // On the list, the box shows what the list searches, however that search was set.
  const listSearch = pathname === paths.transactions.path ? (params.get('search') ?? '') : null;
  const [shown, setShown] = useState(listSearch);
  if (listSearch !== shown) {
    setShown(listSearch);
    if (listSearch !== null) setText(listSearch);
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    navigate(paths.transactions.getHref({ search: text }));
  };
  return (
    <form role="search" className={className} onSubmit={onSubmit}>
      <label htmlFor="header-search" className="visually-hidden">
        {t('layout.searchLabel')}
      </label>
      <div className="input-group">
        <input
          id="header-search"
          name="search"
          type="search"
          className="form-control"
          placeholder={t('layout.searchPlaceholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button
          type="submit"
          className="btn btn-outline-secondary"
          aria-label={t('layout.searchSubmit')}
        >
          <SearchIcon />
        </button>
      </div>
    </form>
  );
}
