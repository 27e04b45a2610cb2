import { describe, expect, it } from 'vitest';
import { jsonLdText } from './page-metadata';

describe('the JSON-LD of a page', () => {
  it("cannot close its script element nor open a comment, whatever a product's name holds, and reads back the same", () => {
    const names = [
      '</script><script>alert(1)</script>',
      '</SCRIPT ><img src=x onerror=alert(1)>',
      '<!-- <script>',
      'Vitamine C < 1000 mg & "zinc" \u2028 l\'été',
    ];
    for (const name of names) {
      const data = { '@type': 'Product', name, offers: { price: 5000, description: name } };
      const text = jsonLdText(data);
      // The HTML parser ends a script's text at '</script' and treats '<!--' specially: no '<' at all is left.
      expect(text, name).not.toContain('<');
      expect(text).toContain('\\u003c');
      expect(JSON.parse(text)).toEqual(data);
    }
  });
});
