import { ApiReferenceReact } from '@scalar/api-reference-react';
// The library draws nothing readable without its stylesheet (its screen-reader labels and promotional panels show as
// bare markup); imported here, the CSS ships in this lazy chunk only.
import '@scalar/api-reference-react/style.css';
import { useBrandName } from '../../lib/branding';

/**
 * The rendered reference (Scalar), fed the document the server generates from its route contracts. Its own module, so
 * only the reference page's lazy chunk carries the library and its styles.
 */
export function ScalarReference() {
  const name = useBrandName();
  return (
    <ApiReferenceReact
      configuration={{
        url: '/api/openapi.json',
        hideClientButton: true,
        hideDarkModeToggle: true,
        withDefaultFonts: false,
        metaData: { title: name ? `${name} API reference` : 'API reference' },
      }}
    />
  );
}
