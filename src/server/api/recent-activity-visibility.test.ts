// GET /dashboard/recent-activity shows each role what it may know. A super administrator manages the accounts
// and sees the whole log. An ordinary administrator sees the catalogue's activity, with who did it named but
// never by e-mail, and their own account's rows; never another administrator's sign-ins or account changes.
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestAdmin, useTestBackend } from '@test/harness';

const t = useTestBackend({ env: { RATE_LIMIT_LOGIN: '1000/60' } });

const PASSWORD = 'MotDePasse-Solide-1';
let awa: TestAdmin;
let moussa: TestAdmin;
let unnamed: TestAdmin;
let superAdmin: TestAdmin;

interface Item {
  title: string;
  subtitle: string | null;
  action: string;
  actor: string | null;
}

beforeAll(async () => {
  awa = await t().createAdmin({ prenom: 'Awa', nom: 'Diop', email: 'awa.diop@boutique.test' });
  moussa = await t().createAdmin({ prenom: 'Moussa', nom: 'Ba', email: 'moussa.ba@boutique.test' });
  // An invited administrator who never gave a name: the log names them by their e-mail.
  unnamed = await t().createAdmin({ prenom: '', nom: '', email: 'sans.nom@boutique.test' });
  superAdmin = await t().createAdmin({ role: 'SUPER_ADMIN', prenom: 'Fatou', nom: 'Sall', email: 'fatou.sall@boutique.test' });

  await t().signIn(moussa.email, PASSWORD);
  await t().signIn(awa.email, PASSWORD);
  const created = await t().call('POST', '/types/', { token: moussa.token, json: { nom: 'Épices' } });
  expect(created.status).toBe(201);
  expect((await t().call('POST', '/types/', { token: unnamed.token, json: { nom: 'Thés' } })).status).toBe(201);
  const headers = await t().stepUp(superAdmin);
  expect((await t().call('POST', '/auth/admin', { token: superAdmin.token, headers, json: { email: 'nouvelle@boutique.test' } })).status).toBe(201);
  expect((await t().call('PUT', `/auth/admin/${moussa.id}/toggle-status`, { token: superAdmin.token, headers, json: { action: 'block' } })).status).toBe(
    200,
  );
});

const activity = async (admin: TestAdmin) => {
  const { status, body } = await t().call('GET', '/dashboard/recent-activity?limit=100', { token: admin.token });
  expect(status).toBe(200);
  return body.data as Item[];
};

describe('recent activity by role', () => {
  it('shows a super administrator everything, e-mail addresses included', async () => {
    const items = await activity(superAdmin);
    const actions = items.map((item) => item.action);
    expect(actions).toEqual(expect.arrayContaining(['auth.login', 'category.create', 'admin.invite', 'admin.block']));
    expect(items.filter((item) => item.action === 'auth.login').map((item) => item.subtitle)).toEqual(
      expect.arrayContaining(['awa.diop@boutique.test', 'moussa.ba@boutique.test']),
    );
    expect(items.find((item) => item.subtitle === 'Thés')?.actor).toBe('sans.nom@boutique.test');
  });

  it("shows an ordinary administrator the catalogue's activity and their own, and no one else's address", async () => {
    const items = await activity(awa);
    expect(items.find((item) => item.subtitle === 'Épices')).toMatchObject({ action: 'category.create', actor: 'Moussa Ba' });
    expect(items.find((item) => item.subtitle === 'Thés')).toMatchObject({ action: 'category.create', actor: 'Un administrateur' });
    // Their own sign-in, and nobody else's sign-ins or account changes.
    expect(items.filter((item) => !/^(category|product|catalogue)\./.test(item.action))).toEqual([
      expect.objectContaining({ action: 'auth.login', subtitle: 'awa.diop@boutique.test', actor: 'Awa Diop' }),
    ]);
    const shown = JSON.stringify(items);
    for (const email of ['moussa.ba@boutique.test', 'sans.nom@boutique.test', 'fatou.sall@boutique.test', 'nouvelle@boutique.test']) {
      expect(shown).not.toContain(email);
    }
  });
});
