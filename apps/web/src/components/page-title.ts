import { useEffect } from 'react';

let siteName = '';

/** Set once the merchant's site name is known; page titles read "Page · Site". */
export function setSiteName(name: string) {
  siteName = name;
  if (!document.title) document.title = name;
}

export function usePageTitle(title: string | null) {
  useEffect(() => {
    document.title = title ? `${title} · ${siteName}` : siteName;
  }, [title]);
}
