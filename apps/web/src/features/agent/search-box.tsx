/** A member-name search: typed freely, applied on submit (Enter or the button). */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';

export function SearchBox(props: {
  id: string;
  placeholder: string;
  onSearch: (name: string) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSearch(name.trim());
  };
  return (
    <form className="ac-search" role="search" onSubmit={submit}>
      <label htmlFor={props.id} className="visually-hidden">
        {props.placeholder}
      </label>
      <input
        id={props.id}
        type="search"
        value={name}
        placeholder={props.placeholder}
        onChange={(e) => setName(e.target.value)}
      />
      <button type="submit" className="btn">
        {t('agentCentre.team.searchButton')}
      </button>
    </form>
  );
}
