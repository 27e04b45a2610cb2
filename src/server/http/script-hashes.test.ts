import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, inlineScripts, scriptHash } from './script-hashes';

const sha = (text: string) => `'sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}'`;

describe("a page's inline scripts, as the policy lists them", () => {
  it('hashes the text between the tags, UTF-8, base64 SHA-256', () => {
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    expect(scriptHash('é')).toBe(sha('é'));
  });

  it("takes Next.js's streamed payload scripts, each once, and leaves out external scripts and data blocks", () => {
    const html = [
      '<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Product"}</script></head><body>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script type="module">import("/x.js")</script><script type="text/javascript">b()</script>',
      '<script id="_R_">c()</script></body></html>',
    ].join('');
    expect(inlineScripts(html)).toEqual([
      '(self.__next_f=self.__next_f||[]).push([0])',
      'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])',
      '(self.__next_f=self.__next_f||[]).push([0])',
      'import("/x.js")',
      'b()',
      'c()',
    ]);
    expect(inlineScriptHashes(Buffer.from(html))).toEqual(
      ['(self.__next_f=self.__next_f||[]).push([0])', 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])', 'import("/x.js")', 'b()', 'c()'].map(sha),
    );
  });

  it('reads the tags as the browser does: any case, quoted ">" in attributes, line endings made "\\n"', () => {
    const html = '<SCRIPT data-x="a>b">one()\r\ntwo()\rthree()</Script ><script\n>four()</script\t><scripts>no</scripts><script-x>no</script-x>';
    expect(inlineScripts(html)).toEqual(['one()\ntwo()\nthree()', 'four()']);
  });

  it('has nothing to list for a page without inline scripts', () => {
    expect(inlineScriptHashes('<html><body><p>Bonjour</p><script src="/a.js"></script></body></html>')).toEqual([]);
  });
});
