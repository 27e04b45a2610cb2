// The OpenAPI document of the orders with variants (docs/api.md, "Orders"): a line's `varianteId` is documented, as
// an optional uuid, in the bodies of the shopper's order, the administrator's and the change of lines; the answered
// line names its variant; the variants' refusals are listed among the failures.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestBackend } from '@test/harness';
import { ORDER_MESSAGES } from '@/shared/orders/messages';

const t = useTestBackend();

type Node = Record<string, unknown> & { $ref?: string; properties?: Record<string, Node>; items?: Node; required?: string[] };

describe('the OpenAPI document of orders with variants', () => {
  let document: { paths: Record<string, Record<string, Node>>; components: { schemas: Record<string, Node> } };
  beforeAll(async () => {
    document = await (await t().app.request('/api/v1/openapi.json')).json();
  });
  const resolve = (node: Node): Node => (node.$ref ? resolve(document.components.schemas[node.$ref.split('/').pop() as string]) : node);
  const lineOf = (path: string, method: string) => {
    const body = resolve((document.paths[path][method] as { requestBody: { content: Record<string, { schema: Node }> } }).requestBody.content['application/json'].schema);
    return resolve(resolve((body.properties as Record<string, Node>).lignes).items as Node);
  };

  for (const [method, path] of [
    ['post', '/api/v1/commandes'],
    ['post', '/api/v1/commandes/admin'],
    ['put', '/api/v1/commandes/{id}/lignes'],
  ]) {
    it(`documents a line's optional varianteId in ${method.toUpperCase()} ${path}`, () => {
      const line = lineOf(path, method);
      expect(line.properties?.varianteId).toBeDefined();
      expect(JSON.stringify(line.properties?.varianteId)).toContain('uuid');
      expect(line.required ?? []).not.toContain('varianteId');
      expect(line.required).toEqual(expect.arrayContaining(['produitId', 'quantite']));
    });
  }

  it("documents the answered line's variant, and the variants' refusals", () => {
    const line = resolve(document.components.schemas.OrderLine);
    expect(Object.keys(line.properties ?? {})).toEqual(expect.arrayContaining(['varianteId', 'variante', 'reference']));
    const text = JSON.stringify(document.paths['/api/v1/commandes'].post);
    expect(text).toContain(ORDER_MESSAGES.variantRequired);
    expect(text).toContain(JSON.stringify(ORDER_MESSAGES.variantUnknown).slice(1, -1));
  });
});
