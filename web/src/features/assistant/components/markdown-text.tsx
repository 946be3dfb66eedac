import { Box } from '@chakra-ui/react';
import Markdown from 'react-markdown';

/**
 * An assistant answer's markdown, rendered without raw HTML (react-markdown ignores it unless a plugin allows it;
 * `skipHtml` drops it entirely) and with links kept inside the app or to http(s) only. Loaded lazily: the parser is
 * about 37 KB gzipped.
 */
export default function MarkdownText({ children }: { children: string }) {
  return (
    <Box
      css={{
        '& p': { marginBlock: '0.4em' },
        // The preflight strips headings to body text: a '### Summary' the model writes read as an ordinary line.
        '& h1, & h2, & h3, & h4, & h5, & h6': { fontWeight: 'semibold', marginBlock: '0.5em 0.25em' },
        '& ul, & ol': { paddingInlineStart: '1.25em', marginBlock: '0.4em' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& blockquote': { borderInlineStartWidth: '3px', paddingInlineStart: '0.75em', color: 'fg.muted' },
        '& a': { color: 'colorPalette.fg', textDecoration: 'underline' },
        '& code': { fontFamily: 'mono', fontSize: '0.9em' },
        // A code line wider than the bubble scrolls inside it instead of being cut off at its edge.
        '& pre': { overflowX: 'auto', marginBlock: '0.4em' },
      }}
    >
      <Markdown skipHtml urlTransform={safeUrl}>
        {children}
      </Markdown>
    </Box>
  );
}

/** In-app paths and http(s) links; anything else (javascript:, data:) is dropped. */
function safeUrl(url: string): string {
  return /^(\/(?!\/)|https?:\/\/)/i.test(url) ? url : '';
}
