/**
 * Help-centre sections: a table of contents and each displayed section with its sanitised
 * HTML. Sections carry their tag as id, so /help#agent scrolls to the affiliate section.
 */
import { Link } from '../../app/router';
import { useTranslation } from '../../i18n/use-translation';
import type { HelpEntry } from '@wl/contract/system/get-help-center';
import { SanitizedHtml } from '../../components/sanitized-html';
import './help.css';

/** A usable element id from a tag ("" or odd characters give none). */
export function sectionId(tag: string): string | undefined {
  return /^[A-Za-z][\w-]*$/.test(tag) ? tag : undefined;
}

function HelpSection({ entry, level }: { entry: HelpEntry; level: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const children = entry.children.filter((c) => c.display);
  const accent =
    entry.bgColor && /^#[0-9a-f]{3,8}$/i.test(entry.bgColor) ? entry.bgColor : undefined;
  return (
    <section
      id={sectionId(entry.tag)}
      className={`help-section help-section--${level}`}
      style={accent ? { borderInlineStartColor: accent } : undefined}
    >
      <Heading className="help-section__title">{entry.title}</Heading>
      {entry.content ? <SanitizedHtml html={entry.content} /> : null}
      {children.map((child, index) => (
        <HelpSection key={`${child.tag}-${index}`} entry={child} level={3} />
      ))}
    </section>
  );
}

export function HelpContent({ entries }: { entries: HelpEntry[] }) {
  const { t } = useTranslation();
  const shown = entries.filter((e) => e.display);
  if (shown.length === 0) return <p className="help-empty">{t('help.empty')}</p>;
  return (
    <div className="help-layout">
      <nav className="help-toc" aria-label={t('help.contents')}>
        <ul>
          {shown.map((entry, index) => {
            const id = sectionId(entry.tag);
            return id ? (
              <li key={`${entry.tag}-${index}`}>
                <Link to={`#${id}`}>{entry.title}</Link>
              </li>
            ) : null;
          })}
        </ul>
      </nav>
      <div className="help-sections">
        {shown.map((entry, index) => (
          <HelpSection key={`${entry.tag}-${index}`} entry={entry} level={2} />
        ))}
      </div>
    </div>
  );
}
