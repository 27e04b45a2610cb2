import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api/answer';
import { formFields } from '@/lib/api/field-errors';
import type { FormErrors } from '@/lib/api/field-errors';
import { type FormIO, type FormSpec, submitForm } from './form-run';

type Field = 'nom' | 'description' | 'sousTypes';

/** What the form would show: its errors, the field focused, its banner, and whether it was busy. */
function screen<F extends string>(stepUp: { asked: boolean } = { asked: false }) {
  const state = {
    errors: {} as FormErrors<F>,
    focused: null as string | null,
    banner: null as { kind: string; message: string } | null,
    busy: [] as string[],
    retry: null as (() => void) | null,
  };
  const io: FormIO<F> = {
    setErrors: (errors) => {
      state.errors = errors;
    },
    focus: (errors) => {
      state.focused = Object.keys(errors)[0] ?? null;
    },
    banner: {
      show: (kind, message) => {
        state.banner = { kind, message };
      },
      clear: () => {
        state.banner = null;
      },
    },
    askedAgain: (error, retry) => {
      if (!(error instanceof ApiRequestError) || error.code !== 'step_up_required') return false;
      stepUp.asked = true;
      state.retry = retry;
      return true;
    },
    setChecking: (on) => void state.busy.push(on ? 'checking' : 'checked'),
    setSaving: (on) => void state.busy.push(on ? 'saving' : 'saved'),
  };
  return { state, io };
}

const categorySchema = () => import('@/shared/catalog/schemas').then((schemas) => schemas.categorySchema);
const categoryField = (name: string) => (name === 'nom' || name === 'description' || /^sousTypes\.\d+\.nom$/.test(name) ? (name as Field) : null);

function categorySpec(save: (value: unknown, body: unknown) => Promise<unknown>, more: Partial<FormSpec<Field, unknown, unknown>> = {}): FormSpec<Field, unknown, unknown> {
  return { fields: ['nom', 'description'], fieldOf: categoryField, loadSchema: categorySchema, save, failed: 'Impossible de créer la catégorie', ...more };
}

const taken = () =>
  new ApiRequestError('Une catégorie porte déjà ce nom', 409, { errors: { nom: 'Une catégorie porte déjà ce nom' } }, 'category_name_taken');

describe('a back-office form sent', () => {
  it("says the schema's messages under their fields, focuses the first, and sends nothing", async () => {
    const sent: unknown[] = [];
    const { state, io } = screen<Field>();
    state.banner = { kind: 'success', message: 'Catégorie créée' };
    const outcome = await submitForm(categorySpec(async (value) => sent.push(value)), io, { nom: ' ', description: 'x'.repeat(1001), sousTypes: [] });
    expect(outcome).toBe('invalid');
    expect(sent).toEqual([]);
    expect(state.errors.nom).toBe('Le nom est requis');
    expect(state.errors.description).toMatch(/1000 caractères/);
    expect(state.focused).toBe('nom');
    // The last banner goes with the new attempt.
    expect(state.banner).toBeNull();
    expect(state.busy).toEqual(['checking', 'checked']);
  });

  it('says a message about no field it shows above the form, and its own line beside the fields when it has one', async () => {
    const hidden = screen<'email'>();
    await submitForm({ fields: ['email'], fieldOf: () => null, loadSchema: () => import('@/shared/auth/schemas').then((s) => s.inviteSchema), save: async () => null, failed: 'Échec' }, hidden.io, { email: 'pas-une-adresse' });
    expect(hidden.state.banner).toEqual({ kind: 'error', message: 'Veuillez saisir une adresse email valide' });

    const said = screen<'email'>();
    await submitForm(
      { fields: ['email'], loadSchema: () => import('@/shared/auth/schemas').then((s) => s.inviteSchema), save: async () => null, failed: 'Échec', invalid: 'Vérifiez les champs signalés.' },
      said.io,
      { email: '' },
    );
    expect(said.state.errors.email).toBeTruthy();
    expect(said.state.banner).toEqual({ kind: 'error', message: 'Vérifiez les champs signalés.' });
  });

  it('saves with what the schema gives back and the body as built, then clears the messages and says it is saved', async () => {
    const sent: unknown[] = [];
    const saved: unknown[] = [];
    const { state, io } = screen<Field>();
    state.errors = { nom: 'Le nom est requis' };
    const spec = categorySpec(async (value, body) => {
      sent.push(value, body);
      return { message: 'Catégorie créée' };
    }, { saved: (answer) => saved.push(answer) });
    expect(await submitForm(spec, io, { nom: 'Vitamines', description: '', sousTypes: [{ nom: 'Vitamine C' }] })).toBe('saved');
    expect(sent).toEqual([
      { nom: 'Vitamines', description: null, sousTypes: [{ nom: 'Vitamine C' }] },
      { nom: 'Vitamines', description: '', sousTypes: [{ nom: 'Vitamine C' }] },
    ]);
    expect(saved).toEqual([{ message: 'Catégorie créée' }]);
    expect(state.errors).toEqual({});
    expect(state.busy).toEqual(['checking', 'checked', 'saving', 'saved']);
  });

  it('holds the rules the schema does not, and sends nothing they refuse', async () => {
    const sent: unknown[] = [];
    const { state, io } = screen<'nom' | 'motifStock'>();
    const outcome = await submitForm(
      {
        fields: ['nom', 'motifStock'],
        save: async (value) => sent.push(value),
        loadSchema: async () => ({ safeParse: (body: unknown) => ({ success: true as const, data: body }) }),
        rules: (_body, messages) => ({ ...messages, motifStock: 'Indiquez le motif du changement de stock' }),
        failed: 'Échec',
      },
      io,
      { nom: 'Oméga 3' },
    );
    expect(outcome).toBe('invalid');
    expect(sent).toEqual([]);
    expect(state.errors).toEqual({ motifStock: 'Indiquez le motif du changement de stock' });
  });

  it("puts the API's field messages under the form's fields, without a banner unless the form wants one", async () => {
    const { state, io } = screen<Field>();
    expect(await submitForm(categorySpec(async () => Promise.reject(taken())), io, { nom: 'Vitamines' })).toBe('refused');
    expect(state.errors).toEqual({ nom: 'Une catégorie porte déjà ce nom' });
    expect(state.focused).toBe('nom');
    expect(state.banner).toBeNull();

    const loud = screen<Field>();
    await submitForm(categorySpec(async () => Promise.reject(taken()), { alwaysBanner: true }), loud.io, { nom: 'Vitamines' });
    expect(loud.state.errors).toEqual({ nom: 'Une catégorie porte déjà ce nom' });
    expect(loud.state.banner).toEqual({ kind: 'error', message: 'Une catégorie porte déjà ce nom' });
  });

  it("says any other refusal in the banner, in the server's words or the form's default, and tells the screen", async () => {
    const toasts: string[] = [];
    const { state, io } = screen<Field>();
    state.errors = { nom: 'ancien' };
    await submitForm(categorySpec(async () => Promise.reject(new ApiRequestError('Catégorie introuvable', 404, null, 'category_not_found')), { failedToo: (m) => toasts.push(m) }), io, { nom: 'Vitamines' });
    expect(state.banner).toEqual({ kind: 'error', message: 'Catégorie introuvable' });
    expect(state.errors).toEqual({});
    expect(toasts).toEqual(['Catégorie introuvable']);

    const silent = screen<Field>();
    await submitForm(categorySpec(async () => Promise.reject(new ApiRequestError('', 500))), silent.io, { nom: 'Vitamines' });
    expect(silent.state.banner).toEqual({ kind: 'error', message: 'Impossible de créer la catégorie' });
  });

  it('asks the password again on step_up_required, then sends the same value once it is confirmed', async () => {
    const sent: unknown[] = [];
    const asked = { asked: false };
    const { state, io } = screen<'email'>(asked);
    let refuse = true;
    const spec: FormSpec<'email', { email: string }, string> = {
      fields: ['email'],
      loadSchema: () => import('@/shared/auth/schemas').then((s) => s.inviteSchema),
      save: async (value) => {
        sent.push(value);
        if (refuse) throw new ApiRequestError('Confirmez votre mot de passe', 403, null, 'step_up_required');
        return 'Invitation envoyée';
      },
      saved: (answer) => sent.push(answer),
      failed: "Impossible d'envoyer l'invitation",
      stepUp: 'Inviter un administrateur demande votre mot de passe.',
    };
    expect(await submitForm(spec, io, { email: 'awa@example.sn' })).toBe('asked');
    expect(asked.asked).toBe(true);
    expect(state.banner).toBeNull();
    refuse = false;
    state.retry?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toEqual([{ email: 'awa@example.sn' }, { email: 'awa@example.sn' }, 'Invitation envoyée']);

    // A form that does not ask for it says the refusal like any other.
    const plain = screen<'email'>();
    refuse = true;
    expect(await submitForm({ ...spec, stepUp: undefined }, plain.io, { email: 'awa@example.sn' })).toBe('refused');
    expect(plain.state.banner).toEqual({ kind: 'error', message: 'Confirmez votre mot de passe' });
  });

  it('gives the messages it does not show as fields to the screen, which then takes the focus', async () => {
    const others: Record<string, string>[] = [];
    const { state, io } = screen<'nom'>();
    const refusal = new ApiRequestError('Stock insuffisant', 409, { errors: { 'lignes.1.quantite': 'Stock insuffisant' } }, 'validation_failed');
    await submitForm(
      {
        fields: ['nom'],
        fieldOf: formFields(['nom'] as const),
        save: async () => Promise.reject(refusal),
        failed: 'Échec',
        alwaysBanner: true,
        others: (messages) => {
          others.push(messages);
          return Object.keys(messages).length > 0;
        },
      },
      io,
      {},
    );
    expect(others).toEqual([{}, { 'lignes.1.quantite': 'Stock insuffisant' }]);
    expect(state.focused).toBeNull();
    expect(state.banner).toEqual({ kind: 'error', message: 'Stock insuffisant' });
  });

  it('says a refusal in the screen\'s words when it asks, beside the fields it names', async () => {
    const { state, io } = screen<'currentPassword'>();
    const wrong = new ApiRequestError('Le mot de passe actuel est incorrect.', 400, { errors: { currentPassword: 'Le mot de passe actuel est incorrect.' } });
    const outcome = await submitForm(
      {
        fields: ['currentPassword'],
        save: async () => Promise.reject(wrong),
        failed: 'Erreur lors du changement de mot de passe',
        alwaysBanner: true,
        refusalText: (error, failed) => (error instanceof ApiRequestError ? `${error.message} (Code: ${error.status})` : failed),
      },
      io,
      {},
    );
    expect(outcome).toBe('refused');
    expect(state.errors).toEqual({ currentPassword: 'Le mot de passe actuel est incorrect.' });
    expect(state.banner).toEqual({ kind: 'error', message: 'Le mot de passe actuel est incorrect. (Code: 400)' });
  });

  it('says everything under its one field when it has no banner, its own rules checked without a schema', async () => {
    const sent: unknown[] = [];
    const { state, io } = screen<'code'>();
    const spec: FormSpec<'code', string, string, string> = {
      fields: ['code'],
      rules: (body): Record<string, string> => (/^\d{6}$/.test(String(body)) ? {} : { code: 'Le code comporte 6 chiffres.' }),
      save: async (code) => {
        sent.push(code);
        throw new ApiRequestError('Code incorrect.', 400, null, 'totp_code_wrong');
      },
      failed: 'Échec',
      refusedUnder: 'code',
    };
    expect(await submitForm(spec, io, '12')).toBe('invalid');
    expect(state.errors).toEqual({ code: 'Le code comporte 6 chiffres.' });
    expect(sent).toEqual([]);
    expect(await submitForm(spec, io, '123456')).toBe('refused');
    expect(sent).toEqual(['123456']);
    expect(state.errors).toEqual({ code: 'Code incorrect.' });
    expect(state.focused).toBe('code');
    expect(state.banner).toBeNull();
  });
});
