import { useEffect } from 'react';

export const PRODUCT_NAME = 'Chairside';

/** Page titles read "Chairside – {page}". */
export function usePageTitle(page: string): void {
  useEffect(() => {
    document.title = `${PRODUCT_NAME} – ${page}`;
  }, [page]);
}
